// Card view models (spec §2 Cards, §3 Post card) built from snapshot entities: what a card shows and nothing more.
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { Image } from '#lib/model/types.ts'
import { htmlToText } from '#lib/format/text.ts'
import { formatDutchDate } from '#lib/format/dates.ts'
import { thumbnail } from '#lib/format/thumbnail.ts'

/** A category's icon image shows at 16 px beside a card's label: its smallest size (not the 1600 px original). */
const CATEGORY_ICON_MIN_WIDTH = 48

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
export type PartnerCardView = {
  id: number
  name: string
  excerpt: string
  logo?: Image
  link: string
  external: boolean
}
export type PersonCardView = {
  key: string
  name: string
  function: string
  company: string
  image?: Image
  link: string
}
export type ExpertiseCardView = { id: number; name: string; iconUrl: string; hoverIconUrl: string; link: string }

const TYPE_LABEL = { article: 'Kennisbank', post: 'Nieuws', lesson: 'Academy', event: 'Event' } as const

/**
 * The card's label (spec §3 category_label, category_label_type): the post's content type ('Video', 'Casus'…) in
 * the special content-type style, as the CMS's own cards give it; without one, the section it belongs to.
 */
function categoryLabel(
  s: SiteStore,
  e: { kind: PostCardView['type']; contentTypeIds?: number[] },
): Pick<PostCardView, 'categoryLabel' | 'categoryLabelType'> {
  const contentType = s.entity('terms', e.contentTypeIds?.[0] ?? -1)?.name
  return contentType
    ? { categoryLabel: contentType, categoryLabelType: 'content_type' }
    : { categoryLabel: TYPE_LABEL[e.kind], categoryLabelType: 'category' }
}

/** Any article, news post, lesson or event as a post card; undefined when the id is not a published one. */
export function postCard(s: SiteStore, id: number): PostCardView | undefined {
  const e = s.entity('articles', id) ?? s.entity('posts', id) ?? s.entity('lessons', id) ?? s.entity('events', id)
  if (!e || e.status !== 'publish') return undefined
  const categoryIds = e.categoryIds
  const primaryId = 'primaryCategoryId' in e ? e.primaryCategoryId : categoryIds[0]
  const kbId = e.kind === 'article' ? e.primaryKbCategoryId : undefined
  const primary = s.entity('terms', kbId ?? primaryId ?? -1)
  const firstAuthor = 'authors' in e ? e.authors[0] : undefined
  const author = firstAuthor ? s.entity('authors', `${firstAuthor.kind}:${firstAuthor.id}`) : undefined
  const sponsor = 'sponsor' in e ? e.sponsor : undefined
  return {
    id: e.id,
    type: e.kind,
    link: e.path,
    title: e.title,
    ...(e.titleHtml ? { titleHtml: e.titleHtml } : {}),
    excerpt: htmlToText(e.excerpt),
    date: e.kind === 'event' ? e.startDate : e.date,
    // An event card shows when the event takes place, not when it was published.
    dateFormatted: e.kind === 'event' ? formatDutchDate(e.startDate) : e.dateFormatted,
    ...(e.featuredImage ? { featuredImage: e.featuredImage } : {}),
    ...(primary
      ? {
          primaryCategory: {
            name: primary.name,
            iconUrl: primary.iconUrl || (primary.icon ? thumbnail(primary.icon, CATEGORY_ICON_MIN_WIDTH).src : ''),
          },
        }
      : {}),
    categories: categoryIds.flatMap((c) => s.entity('terms', c)?.name ?? []),
    ...(sponsor ? { sponsor: { label: sponsor.label, color: sponsor.color } } : {}),
    ...(author ? { author: author.name } : {}),
    showAuthor: 'showAuthor' in e ? e.showAuthor : false,
    ...categoryLabel(s, e),
    ...('readingTime' in e && e.readingTime ? { readingTime: e.readingTime } : {}),
  }
}

export const postCards = (s: SiteStore, ids: readonly number[]): PostCardView[] =>
  ids.flatMap((id) => postCard(s, id) ?? [])

export function partnerCard(s: SiteStore, id: number): PartnerCardView | undefined {
  const p = s.entity('partners', id)
  if (!p || p.status !== 'publish') return undefined
  const external = p.hideDetailPage
  return {
    id: p.id,
    name: p.title,
    excerpt: htmlToText(p.excerpt),
    ...(p.logo ? { logo: p.logo } : {}),
    link: external ? (p.externalLink?.url ?? p.website) : p.path,
    external,
  }
}

export function personCard(s: SiteStore, key: string): PersonCardView | undefined {
  const a = s.entity('authors', key)
  if (!a) return undefined
  return {
    key,
    name: a.name,
    function: a.function,
    company: a.company,
    ...(a.profileImage ? { image: a.profileImage } : {}),
    link: a.path,
  }
}

export function expertiseCard(s: SiteStore, id: number): ExpertiseCardView | undefined {
  const t = s.entity('terms', id)
  if (!t) return undefined
  return { id, name: t.name, iconUrl: t.iconUrl, hoverIconUrl: t.hoverIconUrl, link: t.path }
}
