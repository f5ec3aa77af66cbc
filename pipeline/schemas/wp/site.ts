// Raw site-wide singletons: general settings, menus, redirects, and the post-card lists of the pa/v1 endpoints.
import { z } from 'zod'
import { WpImageSchema, WpLinkSchema, acfBoolean, acfGroup, acfId, acfList, acfNumber, optionalAcf } from './common.ts'

const NotificationSchema = z.object({
  notification: z.string().default(''),
  notification_url: optionalAcf(WpLinkSchema),
  icon: z.enum(['exclamation', 'star']).default('exclamation'),
  background_color: z.string().default(''),
})

export const WpGeneralSettingsSchema = z.object({
  translations: z.record(z.string(), z.string()),
  footer: acfGroup(z.object({ title: z.string().default('') })),
  social_media: acfList(z.object({ url: z.string().min(1), social_medium: z.string().min(1) })),
  notifications: acfList(NotificationSchema),
  finder_notification: optionalAcf(NotificationSchema),
  show_finder_notification: acfBoolean(),
  ads: acfGroup(
    z.object({
      leaderboard: acfGroup(
        z.object({
          show_ad: acfBoolean(),
          ad_id: z.string().default(''),
          ad_unit: z.string().default(''),
          ad_size_width: acfNumber(z.number().int().nonnegative().default(728)),
          ad_size_height: acfNumber(z.number().int().nonnegative().default(90)),
        }),
      ),
    }),
  ),
  copywrite_warning_text: z.string().default(''),
  finder_overlay_settings: acfGroup(
    z.object({
      official_specializations_introduction_text: z.string().default(''),
      recognitions_introduction_text: z.string().default(''),
    }),
  ),
  /** Clinic and vet ids, in the editor's order: GET /api/search/most-viewed-finder-results (docs/decisions/008-finder.md). ACF's empty relationship is false. */
  most_viewed_finder_results: acfList(acfId),
  latest_articles: acfList(acfId),
  latest_posts_by_category: acfList(z.object({ category: acfId, posts: acfList(acfId) })),
  newsletter_subscribe_form: acfGroup(
    z.object({
      title: z.string().default(''),
      text: z.string().default(''),
      form_id: acfNumber(z.number().int().positive().default(7)),
      button_label: z.string().default(''),
    }),
  ),
  search_settings: acfGroup(
    z.object({
      most_searched_words: acfList(z.object({ word: z.string().min(1) })),
      search_explainer: acfGroup(
        z.object({
          title: z.string().default(''),
          list: acfList(z.object({ icon: z.enum(['book', 'bell', 'home']), text: z.string() })),
        }),
      ),
      highlighted_items: acfList(acfId),
      filters: acfList(z.object({ key: z.string(), label: z.string() })),
      /** Synonym rules for the site search: an ACF repeater, one rule per row in the Solr syntax — `words`
       *  comma-separated is an equivalence set ("wormkuur, ontworming"), "a, b => c" a one-way rule (search/synonyms.ts
       *  parses and checks them). An empty repeater comes as false. */
      synonyms: acfList(z.object({ words: z.string().default('') })),
      /** Pinned pages (search insights): an ACF repeater, one row per query and page; the page ranks first for the
       *  query. A row without a page or query is left out by the normalizer. */
      curations: acfList(z.object({ query: z.string().default(''), post: optionalAcf(acfId) })),
    }),
  ),
  footer_partners: acfGroup(
    z.object({
      title: z.string().default(''),
      text: z.string().default(''),
      partner_types: acfList(acfId),
      partners_page_link: optionalAcf(WpLinkSchema),
    }),
  ),
  logo: optionalAcf(WpImageSchema),
})
export type WpGeneralSettings = z.infer<typeof WpGeneralSettingsSchema>

export const MenuDropdownTypeSchema = z.enum(['dropdown_default', 'dropdown_social_media', 'dropdown_knowledge_base'])
export type WpMenuItemInput = {
  ID: number
  title: string
  url: string
  target?: string
  menu_dropdown_type?: string | false
  icon?: string | false
  icon_hover?: string | false
  post?: { id: number; type: string } | false | null
  child_items?: WpMenuItemInput[]
}
export const WpMenuItemSchema = z.object({
  ID: z.number().int().positive(),
  title: z.string().min(1),
  url: z.string().min(1),
  target: z.string().default(''),
  menu_dropdown_type: z.union([MenuDropdownTypeSchema, z.literal(false)]).default(false),
  icon: z.union([z.string(), z.literal(false)]).default(false),
  icon_hover: z.union([z.string(), z.literal(false)]).default(false),
  post: z.union([z.object({ id: z.number().int(), type: z.string() }), z.literal(false), z.null()]).default(null),
  get child_items() {
    return z.array(WpMenuItemSchema).default([])
  },
})
export type WpMenuItem = z.infer<typeof WpMenuItemSchema>

/** The theme locations the site reads menus from (spec §3 Menu); a WordPress may register more, which are ignored. */
export const MENU_LOCATIONS = [
  'main',
  'main_right',
  'mobile',
  'top_bar',
  'footer_1',
  'footer_2',
  'footer_3',
  'footer_4',
  'footer_5',
  'footer_6',
  'disclaimer',
] as const
export const WpMenuSchema = z.object({
  term_id: z.number().int().positive(),
  name: z.string().min(1),
  /** WordPress derives it from the menu's name ("Hoofdmenu" → "hoofdmenu") and ignores any slug given: any slug. */
  slug: z.string().min(1),
  items: z.array(WpMenuItemSchema),
})
export type WpMenu = z.infer<typeof WpMenuSchema>
/**
 * `/menus/v1/locations`: every location with the menu assigned to it. The site finds its menus by location, never by
 * slug; locations the site does not read are accepted as they are.
 */
export const WpMenuLocationsSchema = z.record(z.string().min(1), WpMenuSchema)

export const WpRedirectSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308), z.literal(410)]).default(301),
})
export const WpRedirectsSchema = z.array(WpRedirectSchema)

/** A post card as the pa/v1 endpoints, popular-articles and author-articles answer it (spec §3 Post card). */
export const WpPostCardSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(['article', 'post', 'lesson', 'event']),
  link: z.string(),
  title: z.string(),
  excerpt: z.string().default(''),
  date: z.string(),
  date_formatted: z.string(),
  featured_image: optionalAcf(WpImageSchema),
  primary_category: optionalAcf(
    z.object({ name: z.string(), icon: z.string().default(''), icon_url: z.string().default('') }),
  ),
  categories: z.array(z.object({ name: z.string() })).default([]),
  sponsor: optionalAcf(z.object({ show_sponsored: z.boolean(), label: z.string(), color: z.string().default('') })),
  author: optionalAcf(z.object({ name: z.string() })),
  show_author: z.boolean().default(true),
  view_label: z.string().default(''),
  read_label: z.string().default(''),
  category_label: z.string().default(''),
  category_label_type: z.string().default(''),
})
export type WpPostCard = z.infer<typeof WpPostCardSchema>

/** Gravity Forms REST v2 submission answer. */
export const GfSubmissionResultSchema = z.object({
  is_valid: z.boolean(),
  confirmation_message: z.string().optional(),
  validation_messages: z.record(z.string(), z.string()).optional(),
})

export const JwtTokenResponseSchema = z.object({
  token: z.string().min(1),
  user_email: z.string().optional(),
  user_nicename: z.string().optional(),
  user_display_name: z.string().optional(),
})
