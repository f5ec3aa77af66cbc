// General settings as the site uses them (spec §3 General settings): the spec's field names, links made site-relative,
// images normalized. The pipeline's raw schema (pipeline/schemas/wp/site.ts) parses WordPress's answer into this shape.
import type { Image, Link } from './types.ts'

export type Notification = {
  notification: string
  notification_url?: Link
  icon: 'exclamation' | 'star'
  background_color: string
}

export type GeneralSettings = {
  translations: Record<string, string>
  footer: { title: string }
  social_media: { url: string; social_medium: string }[]
  notifications: Notification[]
  finder_notification?: Notification
  show_finder_notification: boolean
  ads: {
    leaderboard: { show_ad: boolean; ad_id: string; ad_unit: string; ad_size_width: number; ad_size_height: number }
  }
  copywrite_warning_text: string
  finder_overlay_settings: {
    official_specializations_introduction_text: string
    recognitions_introduction_text: string
  }
  /** Clinic and vet ids, in the editor's order (docs/decisions/008-finder.md). */
  most_viewed_finder_results: number[]
  latest_articles: number[]
  latest_posts_by_category: { category: number; posts: number[] }[]
  newsletter_subscribe_form: { title: string; text: string; form_id: number; button_label: string }
  search_settings: {
    most_searched_words: { word: string }[]
    search_explainer: { title: string; list: { icon: 'book' | 'bell' | 'home'; text: string }[] }
    highlighted_items: number[]
    filters: { key: string; label: string }[]
    /** Synonym groups for the site search, comma-separated words per group. */
    synonyms: { words: string }[]
    /** Pages editors pinned for a query: that page ranks first for it in the site search (search/curations.ts). The
     *  normalizer leaves out rows without a page; the CMS's raw rows (ACF's empty post object) may lack one. */
    curations: { query: string; post?: number | undefined }[]
  }
  footer_partners: { title: string; text: string; partner_types: number[]; partners_page_link?: Link }
  logo?: Image
}
