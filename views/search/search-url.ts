// The search page's URL (spec §2 /zoeken/): q lowercased and URI-encoded, an optional post_type list (a group key such as
// event_and_lesson stands for its post types) and the page number. Pure: the header, the modal and the page share it.
import { GROUPS, POST_TYPES, type GroupKey, type PostType } from '#search/post-types.ts'

/** Shorter queries are not sent: the search function answers them with nothing (search/search.ts MIN_QUERY_LENGTH). */
export const MIN_QUERY_LENGTH = 2

export const SEARCH_PATH = '/zoeken/'
/** Spec §9: search page size 12. */
export const SEARCH_PAGE_SIZE = 12

/** A value of the post_type list: a post type, or a group key standing for several. */
export type SearchPostType = PostType | GroupKey

export type SearchPageQuery = { q: string; postTypes: SearchPostType[]; page: number }

const KNOWN = new Set<string>([...POST_TYPES, ...GROUPS.map((g) => g.key)])
const isSearchPostType = (value: string): value is SearchPostType => KNOWN.has(value)

/** What a visitor typed, as the site searches and remembers it: trimmed, single spaces, lowercased. */
export const normalizeQuery = (query: string): string => query.trim().replace(/\s+/g, ' ').toLowerCase()

/** "/zoeken/?q=hoef%20bevangen&post_type=article&page=2"; page 1 and an empty list are left out. */
export function searchUrl(
  query: string,
  { postTypes = [], page = 1 }: { postTypes?: readonly SearchPostType[]; page?: number } = {},
): string {
  let url = `${SEARCH_PATH}?q=${encodeURIComponent(normalizeQuery(query))}`
  if (postTypes.length) url += `&post_type=${postTypes.map(encodeURIComponent).join(',')}`
  if (page > 1) url += `&page=${page}`
  return url
}

/** The search page's state from its query string; post_type repeated, as `post_type[]` or comma-separated; unknown values dropped. */
export function parseSearchQuery(search: string): SearchPageQuery {
  const params = new URLSearchParams(search)
  const values = [...params]
    .flatMap(([key, value]) => (key === 'post_type' || key === 'post_type[]' ? value.split(',') : []))
    .map((v) => v.trim())
  const postTypes = [...new Set(values.filter(isSearchPostType))]
  const pageValue = params.get('page') ?? ''
  const page = /^[1-9]\d{0,3}$/.test(pageValue) ? Number(pageValue) : 1
  return { q: normalizeQuery(params.get('q') ?? ''), postTypes, page }
}

/**
 * The filter tab a post_type list selects: 'all' for none, the group whose post types it names exactly
 * (event_and_lesson, or event + lesson), else undefined (a list no tab stands for).
 */
export function activeGroup(postTypes: readonly SearchPostType[]): GroupKey | 'all' | undefined {
  if (!postTypes.length) return 'all'
  const named = new Set(
    postTypes.flatMap(
      (t): readonly PostType[] => GROUPS.find((g) => g.key === t)?.postTypes ?? (isPostType(t) ? [t] : []),
    ),
  )
  return GROUPS.find((g) => g.postTypes.length === named.size && g.postTypes.every((t) => named.has(t)))?.key
}

function isPostType(value: string): value is PostType {
  return (POST_TYPES as readonly string[]).includes(value)
}
