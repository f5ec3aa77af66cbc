// POST /api/zoekklik: which search result a visitor opened, for the search insights (search/insights/). The results
// page and the header suggestions send `{ "q": query, "path": result path }` without cookies as they follow the link;
// the answer is always 204 and says nothing. Counted only for a path the search can answer (a hit of the index), a
// query the privacy rules let through, within the per-client and per-day bounds (search/insights/recorder.ts).
import * as z from 'zod/mini'
import { isCrossSite, json, readTextCapped } from './_lib/http.ts'
import { RATE_LIMITS } from './_lib/rate-limits.ts'
import { count } from './_lib/search-insights.ts'
import { SEARCH_INDEX, type LoadedSearch } from '#search/load.ts'
import { siteOf, type SiteContext } from './_lib/site.ts'
import type { Config, Context } from './_runtime/types.ts'

const MAX_BODY = 1024
const ClickSchema = z.object({ q: z.string().check(z.maxLength(200)), path: z.string().check(z.maxLength(300)) })

const links = new WeakMap<LoadedSearch, Set<string>>()
/** The result paths the search answers (decoded once per loaded index). */
function resultPaths(data: LoadedSearch): Set<string> {
  let set = links.get(data)
  if (!set) {
    set = new Set()
    for (let doc = 0; doc < data.facets.length; doc++) set.add(data.hit(doc).link)
    links.set(data, set)
  }
  return set
}

const NO_CONTENT = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

export default async (
  request: Request,
  context: Pick<Context, 'ip' | 'waitUntil'> & SiteContext,
): Promise<Response> => {
  if (request.method !== 'POST')
    return json(405, { error: `Method ${request.method} not allowed: use POST` }, { Allow: 'POST' })
  if (isCrossSite(request)) return json(403, { error: 'Only the site itself reports opened results' })
  const text = await readTextCapped(request, MAX_BODY)
  if (text === undefined) return json(413, { error: `The body is larger than ${MAX_BODY} bytes` })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json(400, { error: 'The body must be JSON: { "q": query, "path": result path }' })
  }
  const parsed = ClickSchema.safeParse(body)
  if (!parsed.success) return json(400, { error: 'The body must be { "q": query, "path": result path }' })
  const { q, path } = parsed.data
  const known = await Promise.resolve()
    .then(() => siteOf(context).get(SEARCH_INDEX))
    .then(
      (data) => resultPaths(data).has(path),
      () => false,
    )
  if (known) count((recorder, ip) => recorder.click(q, path, ip), context)
  return NO_CONTENT()
}

export const config: Config = { path: '/api/zoekklik', rateLimit: RATE_LIMITS.searchClick }
