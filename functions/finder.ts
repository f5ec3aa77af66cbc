// GET /api/search/finder (spec §7): clinics and vets by term filters, province, free text and distance, with the
// facet counts; `dry_run=1` answers { total, facets } for the filter modal's count (spec §4). The total is in
// x-total-results, as /api/search. lib/model/finder.ts is the contract; docs/decisions/008-finder.md the semantics.
import { SearchUnavailableError } from '#search/data-source.ts'
import { methodNotAllowed, okJson, varyOnQuery } from '#lib/http/json.ts'
import { failure, parseQuery } from '#search/http.ts'
import { FINDER_INDEX } from '#finder/load.ts'
import { FinderQuerySchema } from '#finder/params.ts'
import { runFinder } from '#finder/query.ts'
import { siteOf, type SiteContext } from './_lib/site.ts'
import type { Config } from './_runtime/types.ts'

const CACHE_KEY = varyOnQuery(FinderQuerySchema)

export default async (request: Request, context?: SiteContext): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method)
  const parsed = parseQuery(request, FinderQuerySchema)
  if (!parsed.ok) return parsed.response
  const p = parsed.value
  try {
    const answer = runFinder(
      await siteOf(context).get(FINDER_INDEX),
      {
        q: p.q,
        postTypes: p.post_type,
        operator: p.terms_operator,
        terms: {
          finder_expertise: p.finder_expertise,
          finder_service: p.finder_service,
          finder_specialisation: p.finder_specialisation,
          finder_recognition: p.finder_recognition,
          finder_label: p.finder_label,
        },
        issues: p.finder_issues,
        provinces: p.finder_province,
        ...(p.user_lat !== undefined ? { userLat: p.user_lat } : {}),
        ...(p.user_lng !== undefined ? { userLng: p.user_lng } : {}),
        ...(p.postcode ? { postcode: p.postcode } : {}),
        ...(p.filter_distance ? { distance: p.filter_distance } : {}),
        from: p.from,
        size: p.size,
      },
      !p.dry_run,
    )
    const headers = { 'X-Total-Results': String(answer.total), ...CACHE_KEY }
    return okJson(
      p.dry_run ? { total: answer.total, facets: answer.facets } : { results: answer.results, facets: answer.facets },
      headers,
    )
  } catch (error) {
    return failure('finder', error, request, (e) => e instanceof SearchUnavailableError)
  }
}

export const config: Config = { path: '/api/search/finder' }
