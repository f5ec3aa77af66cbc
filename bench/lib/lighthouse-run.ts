// One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults) of a URL in Debian's Chromium, reduced to
// the figures bench:lighthouse prints. Lighthouse 12.2.3 (13 needs Node 22).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { z } from 'zod'

export type PageFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Every request Lighthouse saw, and those that started before the load event. */
  requests: number
  requestsBeforeLoad: number
  /**
   * Script requests before the page was interactive — before the later of the load event and the end of hydration
   * (views/document/HydrationSlice.tsx's performance mark) — and their transfer size (gzip as served): the JS a page needs at
   * first. Hydration starts after the load event on prerendered pages (decision 020), so the load event alone would
   * hide that JS.
   */
  scriptsBeforeLoad: number
  jsBeforeLoadBytes: number
  /** The same scripts' bodies, gzip -9 (the JS target's measure; tests/budgets/page-js.ts counts the same way): the transfer
   * size above also counts each response's headers (~2 KB of Content-Security-Policy each over HTTP/1.1). */
  jsBeforeLoadGzip: number
  /** When the page had hydrated (ms after navigation start; NaN when the mark is missing). */
  hydratedMs: number
  /** All script transfer, prefetches after load included. */
  jsBytes: number
  /** The LCP element's HTML snippet, as Lighthouse names it. */
  lcpElement: string
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

const RequestSchema = z.object({
  url: z.string(),
  resourceType: z.string().optional(),
  transferSize: z.number().optional(),
  networkRequestTime: z.number().optional(),
})
const NetworkSchema = z.object({ details: z.object({ items: z.array(RequestSchema.loose()) }) })
const MetricsSchema = z.object({
  details: z.object({
    items: z.array(
      z.object({ observedLoad: z.number().optional(), observedNavigationStart: z.number().optional() }).loose(),
    ),
  }),
})

const HYDRATED_MARK = 'hoefslag:hydrated'
const UserTimingsSchema = z.object({
  details: z.object({ items: z.array(z.object({ name: z.string(), startTime: z.number() }).loose()) }),
})
const hydratedAt = (audit: unknown) =>
  UserTimingsSchema.safeParse(audit).data?.details.items.find((i) => i.name === HYDRATED_MARK)?.startTime

const LcpSchema = z.object({
  details: z.object({
    items: z.array(
      z
        .object({ items: z.array(z.object({ node: z.object({ snippet: z.string() }).loose() }).loose()).optional() })
        .loose(),
    ),
  }),
})
const lcpSnippet = (audit: unknown) => LcpSchema.safeParse(audit).data?.details.items[0]?.items?.[0]?.node.snippet ?? ''

export type Browser = { port: number; kill: () => Promise<void> }

export async function launchChromium(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  return { port: chrome.port, kill: async () => chrome.kill() }
}

/** notFound: the page answers 404 on purpose (Lighthouse otherwise refuses to score it). */
/** gzipOf: a script URL's body size gzip -9 (read from the build), or undefined when it is not a built file. */
export async function runLighthouse(
  url: string,
  browser: Browser,
  notFound = false,
  gzipOf: (scriptUrl: string) => number | undefined = () => undefined,
): Promise<{ figures: PageFigures; report: string }> {
  const result = await lighthouse(
    url,
    { port: browser.port, output: 'json', logLevel: 'error', ignoreStatusCode: notFound },
    undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = NetworkSchema.parse(lhr.audits['network-requests']).details.items
  const timing = MetricsSchema.parse(lhr.audits.metrics).details.items[0]
  // network-requests' times are ms since navigation start; metrics' observed times are µs-based timestamps → ms offsets.
  const loadAt = timing?.observedLoad ?? Number.POSITIVE_INFINITY
  const beforeLoad = requests.filter((r) => (r.networkRequestTime ?? 0) <= loadAt)
  const hydrated = hydratedAt(lhr.audits['user-timings'])
  const interactiveAt = Math.max(loadAt, hydrated ?? Number.POSITIVE_INFINITY)
  const beforeInteractive = requests.filter((r) => (r.networkRequestTime ?? 0) <= interactiveAt)
  const scripts = (items: typeof requests) => items.filter((r) => r.resourceType === 'Script')
  const bytes = (items: typeof requests) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  const figures: PageFigures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requests: requests.length,
    requestsBeforeLoad: beforeLoad.length,
    scriptsBeforeLoad: scripts(beforeInteractive).length,
    jsBeforeLoadBytes: bytes(scripts(beforeInteractive)),
    jsBeforeLoadGzip: scripts(beforeInteractive).reduce((sum, r) => sum + (gzipOf(r.url) ?? r.transferSize ?? 0), 0),
    hydratedMs: hydrated ?? Number.NaN,
    jsBytes: bytes(scripts(requests)),
    lcpElement: lcpSnippet(lhr.audits['largest-contentful-paint-element']),
  }
  return { figures, report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr) }
}
