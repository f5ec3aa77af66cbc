// GET /api/search (spec §7): site search, header suggestions (`suggest=1`), and the author, clinic and vet lists
// (filters without q). Answers { results, groups? } with the total in x-total-results. docs/decisions/003-search-engine.md
import * as z from 'zod/mini'
import type { AuthorFilter } from '#search/filters.ts'
import { json, methodNotAllowed, okJson, varyOnQuery } from '#lib/http/json.ts'
import { failure, parseQuery } from '#search/http.ts'
import { SearchUnavailableError } from '#search/data-source.ts'
import { SEARCH_INDEX } from '#search/load.ts'
import { POST_TYPES } from '#search/model.ts'
import { choice, flag, id, idOrSlug, integer, list, one, postTypes } from '#search/params.ts'
import { runSearch } from '#search/search.ts'
import { count } from './_lib/search-insights.ts'
import { siteOf, type SiteContext } from './_lib/site.ts'
import type { Config, Context } from './_runtime/types.ts'

const AuthorSchema = z.pipe(
  z.string().check(z.regex(/^(?:(?:user|guest):)?\d+$/, 'must be an author id (2) or key (user:2, guest:2601)')),
  z.transform((v): AuthorFilter => {
    const [kind, num] = v.split(':')
    return kind === 'user' || kind === 'guest' ? { kind, id: Number(num) } : { id: Number(v) }
  }),
)

const SearchQuerySchema = z.object({
  q: z.pipe(
    one(z.optional(z.string().check(z.maxLength(200, 'longer than 200 characters')))),
    z.transform((q) => (q ?? '').trim()),
  ),
  group_by_post_type: flag(),
  /** As-you-type suggestions (the header search): the titles-and-headings index, the last word as a prefix. */
  suggest: flag(),
  size: integer(0, 100, 6),
  from: integer(0, 10_000, 0),
  post_type: postTypes(POST_TYPES, 'event_and_lesson', ['event', 'lesson']),
  knowledge_base_category: list(idOrSlug),
  content_type: list(idOrSlug),
  author_ids: list(AuthorSchema),
  clinic_author_id: list(id),
  vet_clinics_relation: list(id),
  sort_by: choice(['post_date', 'relevance']),
  sort: choice(['desc', 'asc']),
})

const CACHE_KEY = varyOnQuery(SearchQuerySchema)

type Parsed = z.output<typeof SearchQuerySchema>

/**
 * Whether this request is one visitor's search, counted for the search insights: the results page asks the grouped
 * totals once per query (its first page, no filter); its pages and tabs, the as-you-type suggestions and the lists
 * (author, clinic) are not searches of their own.
 */
const isCountedSearch = (p: Parsed, url: string): boolean =>
  p.q !== '' &&
  !p.suggest &&
  p.group_by_post_type &&
  p.from === 0 &&
  p.knowledge_base_category.length + p.content_type.length + p.author_ids.length === 0 &&
  !new URL(url).searchParams.has('post_type')

export default async (
  request: Request,
  context?: Pick<Context, 'ip' | 'waitUntil'> & SiteContext,
): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method)
  const parsed = parseQuery(request, SearchQuerySchema)
  if (!parsed.ok) return parsed.response
  const p = parsed.value
  // Lists of an author's articles and of a clinic's vets are asked for without q (spec §7); anything else needs one.
  const listing = p.author_ids.length > 0 || p.clinic_author_id.length > 0 || p.vet_clinics_relation.length > 0
  if (!p.q && !listing) return json(400, { error: 'No query', parameter: 'q' })
  try {
    const answer = runSearch(await siteOf(context).get(SEARCH_INDEX), {
      q: p.q,
      mode: p.suggest ? 'suggest' : 'full',
      filters: {
        postTypes: p.post_type,
        kbCategories: p.knowledge_base_category,
        contentTypes: p.content_type,
        authors: p.author_ids,
        clinicAuthors: p.clinic_author_id,
        vetClinics: p.vet_clinics_relation,
      },
      ...(p.sort_by ? { sortBy: p.sort_by } : {}),
      ...(p.sort ? { sort: p.sort } : {}),
      size: p.size,
      from: p.from,
      grouped: p.group_by_post_type,
    })
    if (request.method !== 'GET' || !isCountedSearch(p, request.url))
      return okJson(answer, { 'X-Total-Results': String(answer.total), ...CACHE_KEY })
    // Counted after the answer is made, never in its way (search/insights/recorder.ts). The browser may keep the answer
    // a minute; the CDN may not, or repeated searches would be answered without being counted.
    count((recorder, ip) => recorder.search(p.q, answer.total, ip), context)
    return okJson(answer, {
      'X-Total-Results': String(answer.total),
      ...CACHE_KEY,
      'Cache-Control': 'private, max-age=60',
    })
  } catch (error) {
    return failure('search', error, request, (e) => e instanceof SearchUnavailableError)
  }
}

export const config: Config = { path: '/api/search' }
