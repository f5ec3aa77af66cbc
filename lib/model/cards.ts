// What a card shows (spec §2 Cards, §3 Post card): the card table's rows (pipeline/derive/cards.ts writes them with the
// snapshot, decision 048) and the view models the card components take.
import type { Image } from './types.ts'

export type PostCardView = {
  id: number
  type: 'article' | 'post' | 'lesson' | 'event'
  link: string
  title: string
  /** The title's inline HTML when it has markup (ui/Html.tsx InlineHtml shows it). */
  titleHtml?: string
  excerpt: string
  date: string
  dateFormatted: string
  featuredImage?: Image
  /** `iconUrl`: the category's icon_url, else its icon image (spec §3 primary_category icon/icon_url); '' when none. */
  primaryCategory?: { name: string; iconUrl: string }
  categories: string[]
  sponsor?: { label: string; color: string }
  author?: string
  showAuthor: boolean
  /** "Kennisbank", "Nieuws", "Academy", "Event": the content-type label; `categoryLabelType` 'content_type' styles it. */
  categoryLabel: string
  categoryLabelType: 'content_type' | 'category'
  /** spec read_label: the card shows it as "{minutes} min leestijd" (translation reading_time). */
  readingTime?: number
}
export type PersonCardView = {
  key: string
  name: string
  function: string
  company: string
  image?: Image
  link: string
}
export type ClinicCardView = {
  id: number
  name: string
  city: string
  province: string
  image?: Image
  link: string
  emergency: boolean
}
/**
 * A vet's card row: the person card the finder lists show (the company line names the vet's clinics), plus what a
 * clinic's page lists its vets by (content/finder-cards.ts clinicVetCards): the excerpt's text as the line, the date.
 */
export type VetCardRow = PersonCardView & { line: string; date: string }

/** The card table's kinds and what a row of each holds. */
export type Cards = { post: PostCardView; clinic: ClinicCardView; vet: VetCardRow }
export type CardKind = keyof Cards
