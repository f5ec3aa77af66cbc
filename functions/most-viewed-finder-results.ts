// GET /api/search/most-viewed-finder-results (spec §7): the clinics and vets the editors picked in general settings
// (`most_viewed_finder_results`), in their order, as finder results. There are no view counts to rank by: the list
// is curated, never computed (docs/decisions/008-finder.md). The total is in x-total-results.
import { SearchUnavailableError } from '#search/data-source.ts'
import { methodNotAllowed, okJson } from '#lib/http/json.ts'
import { failure } from '#search/http.ts'
import { FINDER_INDEX } from '#finder/load.ts'
import { resultOf } from '#finder/query.ts'
import { siteOf, type SiteContext } from './_lib/site.ts'
import type { Config } from './_runtime/types.ts'

export default async (request: Request, context?: SiteContext): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method)
  try {
    const data = await siteOf(context).get(FINDER_INDEX)
    const results = data.header.mostViewed.map((row) => resultOf(data, row, 0))
    return okJson({ results }, { 'X-Total-Results': String(results.length) })
  } catch (error) {
    return failure('finder', error, request, (e) => e instanceof SearchUnavailableError)
  }
}

export const config: Config = { path: '/api/search/most-viewed-finder-results' }
