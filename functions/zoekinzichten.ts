// GET /api/zoekinzichten?from=YYYY-MM-DD&to=YYYY-MM-DD[&rows=50]: the search insights of a period for the editors'
// wp-admin screen (the companion plugin's includes/search-insights.php asks it from WordPress' server). Authenticated
// the way WordPress already talks to the site: the shared build-hook secret in `X-Hoefslag-Secret` (BUILD_HOOK_SECRET),
// compared in constant time. Answers the most frequent queries, those without results and those whose results were
// never opened (search/insights/report.ts), each opened result with its post id and title so the editor can pin it.
import { createHash, timingSafeEqual } from 'node:crypto'
import * as z from 'zod/mini'
import { daysBefore, dayOf, DAY } from '#search/insights/day-record.ts'
import { readReport, type InsightRow } from '#search/insights/report.ts'
import { defaultStore } from '#search/insights/store.ts'
import { SEARCH_INDEX, type LoadedSearch } from '#search/load.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import { siteOf, type SiteContext } from './_lib/site.ts'
import { methodNotAllowed } from '#lib/http/json.ts'
import { json, runtimeEnvOrResponse } from './_lib/http.ts'
import { RATE_LIMITS } from './_lib/rate-limits.ts'
import { insightsSettings } from './_lib/search-insights.ts'
import { parseQuery } from '#search/http.ts'
import { one } from '#search/params.ts'
import type { Config } from './_runtime/types.ts'

const day = (name: string) => one(z.optional(z.string().check(z.regex(DAY, `${name} must be a date like 2026-11-29`))))
const QuerySchema = z.object({
  from: day('from'),
  to: day('to'),
  rows: one(
    z.optional(
      z.pipe(
        z.string().check(z.regex(/^\d{1,3}$/, 'rows must be a number from 1 to 200')),
        z.transform((v) => Number(v)),
      ),
    ),
  ),
})

const digest = (s: string) => createHash('sha256').update(s).digest()

/** Post id and title per result path, from the search data (when it is there). */
async function pages(site: SiteHandle): Promise<Map<string, { id: number; title: string }>> {
  let data: LoadedSearch
  try {
    data = await site.get(SEARCH_INDEX)
  } catch {
    return new Map()
  }
  const out = new Map<string, { id: number; title: string }>()
  for (let doc = 0; doc < data.facets.length; doc++) {
    const hit = data.hit(doc)
    out.set(hit.link, { id: hit.id, title: hit.title })
  }
  return out
}

export default async (request: Request, context?: SiteContext): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method)
  const env = runtimeEnvOrResponse('zoekinzichten')
  if (!env.ok) return env.response
  const secret = env.value.BUILD_HOOK_SECRET
  // Unset, as the deploy-event functions do: nothing here to read (a misconfiguration, not a failure of the site).
  if (!secret)
    return json(404, {
      error: 'The search insights are not readable here: BUILD_HOOK_SECRET (the shared secret) is not set',
    })
  const given = request.headers.get('x-hoefslag-secret')
  if (given === null || !timingSafeEqual(digest(given), digest(secret)))
    return json(401, { error: 'Unauthorized: the X-Hoefslag-Secret header is missing or wrong' })
  const parsed = parseQuery(request, QuerySchema)
  if (!parsed.ok) return parsed.response
  const settings = insightsSettings(env.value)
  const today = dayOf(Date.now())
  const to = parsed.value.to ?? today
  const from = parsed.value.from ?? daysBefore(to, 29)
  if (from > to) return json(400, { error: 'from must not be after to', parameter: 'from' })
  const rows = parsed.value.rows ?? 50
  if (rows < 1 || rows > 200) return json(400, { error: 'rows must be a number from 1 to 200', parameter: 'rows' })
  const store = await defaultStore(settings.dir)
  const [report, known] = await Promise.all([readReport(store, from, to, { rows }), pages(siteOf(context))])
  const withPages = (row: InsightRow) => ({
    ...row,
    top_results: row.top_results.map((r) => ({ ...r, ...known.get(r.path) })),
  })
  return json(200, {
    ...report,
    store: store.kind,
    retention_days: settings.retentionDays,
    top: report.top.map(withPages),
    no_results: report.no_results.map(withPages),
    not_opened: report.not_opened.map(withPages),
  })
}

export const config: Config = { path: '/api/zoekinzichten', rateLimit: RATE_LIMITS.searchInsights }
