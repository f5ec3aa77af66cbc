// What the zod schemas cannot say about a field, by its path's end ("post_card.post" matches
// "rows.content_blocks_column_1.post_card.post"; the longest matching end wins): what an id points at, which strings
// are long text, which are dates, and what is not edited as a field (filled by the plugin or by WordPress itself).
import { BLOCK_HINTS } from '#blocks/definitions.ts'
import { EDITORIAL_POST_TYPES as EDITORIAL_TYPES } from '#lib/model/post-types.ts'

export type Hint =
  | { type: 'post_object'; post_type: string[] }
  | { type: 'relationship'; post_type: string[] }
  | { type: 'taxonomy'; taxonomy: string; multiple: boolean }
  | { type: 'number' }
  | { type: 'textarea' }
  | { type: 'date_time_picker' }
  | { type: 'time_picker' }
  | { type: 'image_url' }
  /** An image answered as its HTML (`{ html: "<img …>" }`, a speaker's portrait): includes/acf.php renders it. */
  | { type: 'image_html' }
  /** An object of a URL only: ACF's link field (its title and target are ignored). */
  | { type: 'link' }
  /** A row's column (1 to 3): flexible content with every block as a layout, shown when the row's layout has it. */
  | { type: 'blocks'; column: 1 | 2 | 3 }
  /** A repeater whose rows are the strings of a list (`scripts: ["…"]`). */
  | { type: 'strings'; sub: string }
  /** A repeater of key and value, answered as an object (`translations`). */
  | { type: 'record' }
  /** Not an editing field: the reason says who fills it. */
  | { type: 'skip'; reason: string }

export const HINTS: Record<string, Hint> = {
  // Blocks: each block's own hints are in its declaration (blocks/<layout>/schema.ts `hints`), as `<layout>.<field>`.
  ...BLOCK_HINTS,
  content_blocks_column_1: { type: 'blocks', column: 1 },
  content_blocks_column_2: { type: 'blocks', column: 2 },
  content_blocks_column_3: { type: 'blocks', column: 3 },
  // Post types
  primary_category: { type: 'taxonomy', taxonomy: 'category', multiple: false },
  primary_knowledge_base_category: { type: 'taxonomy', taxonomy: 'knowledge-base-category', multiple: false },
  'event.partners': { type: 'relationship', post_type: ['partner'] },
  'timetable.partners': { type: 'relationship', post_type: ['partner'] },
  'event.start_date': { type: 'date_time_picker' },
  'event.end_date': { type: 'date_time_picker' },
  'timetable.start_time': { type: 'time_picker' },
  'timetable.end_time': { type: 'time_picker' },
  'product.partner': { type: 'post_object', post_type: ['partner'] },
  'vet.clinics': { type: 'relationship', post_type: ['clinic'] },
  description: { type: 'textarea' },
  'testimonials.content': { type: 'textarea' },
  'address.address': { type: 'textarea' },
  'company_info.address': { type: 'textarea' },
  'sponsor.link': { type: 'link' },
  'speakers.image': { type: 'image_html' },
  // Terms
  'term.expertises': { type: 'taxonomy', taxonomy: 'expertise', multiple: true },
  'term.services': { type: 'taxonomy', taxonomy: 'service', multiple: true },
  'term.specialisations': { type: 'taxonomy', taxonomy: 'specialisation', multiple: true },
  'term.recognitions': { type: 'taxonomy', taxonomy: 'recognition', multiple: true },
  'term.introduction': { type: 'textarea' },
  // General settings
  'settings.translations': { type: 'record' },
  'settings.copywrite_warning_text': { type: 'textarea' },
  most_viewed_finder_results: { type: 'relationship', post_type: ['clinic', 'vet'] },
  latest_articles: { type: 'relationship', post_type: ['article'] },
  'latest_posts_by_category.category': { type: 'taxonomy', taxonomy: 'category', multiple: false },
  'latest_posts_by_category.posts': { type: 'relationship', post_type: EDITORIAL_TYPES },
  'search_settings.highlighted_items': { type: 'relationship', post_type: [...EDITORIAL_TYPES, 'page'] },
  'curations.post': { type: 'post_object', post_type: [...EDITORIAL_TYPES, 'page'] },
  'footer_partners.partner_types': { type: 'taxonomy', taxonomy: 'partner-type', multiple: true },
  'newsletter_subscribe_form.form_id': { type: 'number' },
  'newsletter_subscribe_form.text': { type: 'textarea' },
  'finder_overlay_settings.official_specializations_introduction_text': { type: 'textarea' },
  'finder_overlay_settings.recognitions_introduction_text': { type: 'textarea' },
  // Menu items: WordPress's own menu screen edits the rest.
  'menu_item.icon': { type: 'image_url' },
  'menu_item.icon_hover': { type: 'image_url' },
}

/** The hint for a path, by the longest matching end. */
export function hintFor(path: string[]): Hint | undefined {
  for (let start = 0; start < path.length; start++) {
    const hint = HINTS[path.slice(start).join('.')]
    if (hint) return hint
  }
  return undefined
}
