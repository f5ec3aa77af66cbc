// The search's post types and groups: plain constants without zod, so the browser's search box can use them without
// loading the answer schemas (search/model.ts re-exports them).
/** Post types the index holds. vet and clinic are only searched when asked for by post_type (the author and clinic lists). */
export const POST_TYPES = ['article', 'post', 'page', 'event', 'lesson', 'vet', 'clinic'] as const
export type PostType = (typeof POST_TYPES)[number]

/** What a search without post_type covers: the site's content, the four groups of the header search. */
export const CONTENT_POST_TYPES: readonly PostType[] = ['article', 'post', 'page', 'event', 'lesson']

/** The groups of the header search and /zoeken/, in display order; a key stands for one or more post types. */
export const GROUPS = [
  { key: 'article', postTypes: ['article'] },
  { key: 'page', postTypes: ['page'] },
  { key: 'post', postTypes: ['post'] },
  { key: 'event_and_lesson', postTypes: ['event', 'lesson'] },
] as const satisfies readonly { key: string; postTypes: readonly PostType[] }[]
export type GroupKey = (typeof GROUPS)[number]['key']
