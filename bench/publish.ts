// bench:publish — publish → live on the generated content set (BENCH_ARTICLES, default 10,000 articles; BENCH_VETS,
// 3,000 vets): a first full build, then the site as `npm start` serves it (with its build hook) and the local CMS
// wired to the hook; articles are edited through the CMS's REST API with the editor's credentials, and the time
// until the site serves each change is measured. Prints that time, the routes the build re-rendered (the build
// report's `render` section), the stages, and the targets of a publish in two phases (decision 067).
// Five edits one after the other, each on a different article: a title, a body, a category change, a new article and
// an unpublish. Each is served when the site answers what the edit changed (the new title or body text on the
// article's page, the article on its new category's page, the new article's page, a 404 for the unpublished one): for
// the last two that is phase 1. When a publish leaves a phase 2, the bench waits until it is live too ("phase 2 done",
// from the edit); while the new article's phase 2 runs, it makes one more title edit, which pre-empts phase 2 and must
// be served in its own time. BENCH_PUBLISH_EDITS (default 5) runs only the first N edits.
// PUBLISH_WARM_BUILDER=0 publishes with a fresh `npm run build` process per build (sitebuild/publish/env.ts).
// BENCH_PUBLISH_KEEP=1 keeps the work folder (dist/.bench-publish) and, when it holds a finished full build of the same
// set, starts from it instead of building again (its full build time is the one recorded then): for iterating.
import '#lib/env/production.ts'
import { readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { readCmsEnv } from '#devcms/env.ts'
import { createCmsServer } from '#devcms/server/index.ts'
import { parseStagesLine } from '#sitebuild/build-stages.ts'
import { printStages } from './lib/publish-stages.ts'
import { RenderSectionSchema } from '#sitebuild/build-report/schema.ts'
import { runBuildChild } from '#sitebuild/publish/build-child.ts'
import { BUILD_HOOK_PATH } from '#sitebuild/publish/env.ts'
import { localHookUrl, setUpPublishing } from '#sitebuild/publish/setup.ts'
import { createSiteServer } from '#server/index.ts'
import { printTargets } from './lib/function-bench.ts'
import { ArticleSchema, TermSchema, fiveEdits, titleEdit, type Edit } from './publish-edits.ts'
import { GENERATED, ROOT, ensureGenerated, freePort } from './support.ts'

const articles = Number(process.env.BENCH_ARTICLES ?? 10_000)
const vets = Number(process.env.BENCH_VETS ?? 3_000)
const SECRET = 'bench-publish-build-hook-secret'
const EDITOR = `Basic ${Buffer.from('redactie:hoefslag-dev').toString('base64')}`
// The targets of a publish in two phases (decision 067).
const TARGET_MS = 5_000
const TARGET_MEDIAN_MS = 3_000
const TARGET_PHASE1_MS = 5_000
const TARGET_PHASE2_MS = 60_000
const EDITS = Math.min(5, Math.max(1, Number(process.env.BENCH_PUBLISH_EDITS ?? 5)))
const KEEP = process.env.BENCH_PUBLISH_KEEP === '1'

/** The build report's `render` section, if the build wrote one. */
async function renderReport(file: string) {
  const json: unknown = await readFile(file, 'utf8').then(
    (t) => JSON.parse(t) as unknown,
    () => undefined,
  )
  const parsed = z.object({ render: RenderSectionSchema }).safeParse(json)
  return parsed.success ? parsed.data.render : undefined
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const quiet: string[] = []
/** When each line of the site's and the builds' output arrived: the stages of a publish are read from it. */
const events: { at: number; line: string }[] = []
const log = (line: string) => {
  quiet.push(line)
  events.push({ at: performance.now(), line })
}

ensureGenerated(articles, vets)
const work = path.join(ROOT, 'dist', '.bench-publish')
const fullFile = path.join(work, 'full-build.json')
const FullSchema = z.object({ ms: z.number(), articles: z.number(), vets: z.number() })
const kept = KEEP
  ? FullSchema.safeParse(
      await readFile(fullFile, 'utf8').then(
        (t) => JSON.parse(t) as unknown,
        () => undefined,
      ),
    )
  : undefined
const reuse = kept?.success && kept.data.articles === articles && kept.data.vets === vets ? kept.data : undefined
if (!reuse) await rm(work, { recursive: true, force: true })
// The same ports as the kept build's: SITE_URL is a build-wide input (a change re-renders every page).
const PortsSchema = z.object({ cms: z.number(), site: z.number() })
const portsFile = path.join(work, 'ports.json')
const keptPorts = reuse
  ? PortsSchema.safeParse(
      await readFile(portsFile, 'utf8').then(
        (t) => JSON.parse(t) as unknown,
        () => undefined,
      ),
    )
  : undefined
const [cmsPort, sitePort] = keptPorts?.success
  ? [keptPorts.data.cms, keptPorts.data.site]
  : [await freePort(), await freePort()]
const siteUrl = `http://localhost:${sitePort}`
const cmsEnv = readCmsEnv({ ...process.env, CMS_PORT: String(cmsPort) })
const cms = await createCmsServer({
  contentDir: GENERATED,
  mediaDir: cmsEnv.CMS_MEDIA_DIR,
  port: cmsPort,
  originHost: 'localhost',
  siteUrl,
  gzip: true,
  submissionsFile: path.join(os.tmpdir(), 'bench-publish-submissions.jsonl'),
  buildHook: { url: localHookUrl('127.0.0.1', sitePort), secret: SECRET },
})
const buildEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CMS_API_URL: cms.url,
  SITE_URL: siteUrl,
  DIST_DIR: path.join(work, 'dist'),
  SNAPSHOT_DIR: path.join(work, 'snapshot'),
  BUILD_REPORT: path.join(work, 'report.json'),
}
let closeSite = async () => undefined as void
try {
  let fullMs = reuse?.ms ?? 0
  if (reuse)
    console.log(`bench:publish — ${articles} articles, ${vets} vets: the kept full build (${s(fullMs)}) of ${work}`)
  else {
    console.log(`bench:publish — ${articles} articles, ${vets} vets: first a full build …`)
    const t0 = performance.now()
    await runBuildChild({ env: buildEnv, log })
    fullMs = performance.now() - t0
    if (KEEP) {
      await writeFile(fullFile, JSON.stringify({ ms: fullMs, articles, vets }))
      await writeFile(portsFile, JSON.stringify({ cms: cmsPort, site: sitePort }))
    }
  }
  const publishing = await setUpPublishing({ buildEnv, secret: SECRET, log })
  let hookAt = 0 as number
  const intercept: typeof publishing.intercept = (req, res) => {
    if (req.method === 'POST' && req.url?.startsWith(BUILD_HOOK_PATH)) hookAt ||= performance.now()
    return publishing.intercept(req, res)
  }
  const site = await createSiteServer({
    ...publishing.site,
    intercept,
    cmsOrigin: cms.origin,
    port: sitePort,
    siteUrl,
    rateLimits: false,
    log,
  })
  closeSite = site.close
  publishing.publisher.attach(site.swap)

  const editable = z
    .array(ArticleSchema)
    .min(4)
    .parse(
      await (
        await fetch(`${cms.url}/wp/v2/articles?per_page=4&_fields=id,link,title,knowledge-base-categories`)
      ).json(),
    )
  const categories = z
    .array(TermSchema)
    .min(2)
    .parse(await (await fetch(`${cms.url}/wp/v2/knowledge-base-categories?per_page=100&_fields=id,link,name`)).json())
  const edits = fiveEdits(editable, categories).slice(0, EDITS)
  // The publisher has just started (as `npm start` has): give its builder the time it has after a start-up build.
  await new Promise((resolve) => setTimeout(resolve, 5000))
  console.log(
    `  full build          ${s(fullMs)} (pipeline, bundles, prerender, postbuild; first build, nothing to reuse)`,
  )
  /** One edit: made through the CMS, then the site polled until it serves it; prints what it took. */
  const makeEdit = async (edit: Edit, label: string, i: number) => {
    hookAt = 0
    const marker = `bewerkt ${new Date().toISOString().slice(11, 19)}-${i + 1}`
    const tEdit = performance.now()
    events.length = 0
    const { route, body, check } = edit.make(marker)
    // An edit whose page already shows what it waits for would measure nothing.
    const before = check(undefined)
    if (before) {
      const page = await fetch(`${site.url}${before.pagePath}`)
      if (before.done(page.status, await page.text()))
        throw new Error(`${edit.name}: ${before.pagePath} already shows the edit before it is made`)
    }
    const res = await fetch(`${cms.url}${route}`, {
      method: 'POST',
      headers: { Authorization: EDITOR, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${edit.name}: the edit failed: HTTP ${res.status} ${await res.text()}`)
    const answer: unknown = await res.json()
    const after = check(answer)
    if (!after) throw new Error(`${edit.name}: the CMS's answer names no page: ${JSON.stringify(answer).slice(0, 200)}`)
    const { pagePath, done } = after
    let servedMs = 0
    while (!servedMs) {
      const page = await fetch(`${site.url}${pagePath}`)
      if (done(page.status, await page.text())) servedMs = performance.now() - tEdit
      else if (performance.now() - tEdit > 30 * 60_000)
        throw new Error(`${edit.name}: ${pagePath} did not change within 30 minutes`)
      else await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const status = publishing.publisher.status()
    const render = await renderReport(path.join(work, 'report.json'))
    console.log(`  edit ${label}: ${edit.name}`)
    console.log(
      `  edit → served       ${s(servedMs)}: POST ${route} → build hook → build #${status.last?.n ?? '?'} ` +
        `(${s(status.last?.ms ?? 0)}) → generation ${status.live?.generation ?? '?'} live (${status.live?.publish.copied ?? '?'} files new or changed, ` +
        `${status.live?.publish.linked ?? '?'} kept, ${Math.round(status.live?.publish.ms ?? 0)} ms) → ${pagePath} shows the edit`,
    )
    console.log(
      render
        ? `  re-rendered         ${render.rendered ?? '?'} of ${(render.rendered ?? 0) + (render.unchanged ?? 0) + (render.waiting ?? 0)} pages (${render.mode ?? '?'}${render.reason ? `: ${render.reason}` : ''}; ${render.unchanged ?? '?'} unchanged, ${render.removed?.length ?? 0} removed${render.waiting ? `, ${render.waiting} wait for phase 2` : ''}${render.ms ? `, ${s(render.ms)}` : ''})`
        : '  re-rendered         unknown: the build report has no readable `render` section',
    )
    console.log(`  share of the full build  ${((servedMs / fullMs) * 100).toFixed(1)} %`)
    printStages(events, tEdit, hookAt, servedMs)
    if (process.env.BENCH_PUBLISH_LOG === '1') for (const e of events) console.log(`    [${s(e.at - tEdit)}] ${e.line}`)
    return { servedMs, tEdit }
  }

  const served = new Map<string, number>()
  const rippleDone = new Map<string, number>()
  let during: { servedMs: number; whileRunning: boolean } | undefined
  for (const [i, edit] of edits.entries()) {
    const { servedMs, tEdit } = await makeEdit(edit, `${i + 1} of ${edits.length}`, i)
    served.set(edit.name, servedMs)
    if (publishing.publisher.status().ripple) {
      // The next edit while phase 2 of the new article runs: it pre-empts phase 2 and must be served in its own time.
      if (edit === edits[3]) {
        const whileRunning = publishing.publisher.status().ripple?.state === 'running'
        const next = await makeEdit(
          titleEdit(editable[1] ?? editable[0]!, 'a title while phase 2 runs'),
          'during phase 2',
          9,
        )
        during = { servedMs: next.servedMs, whileRunning }
      }
      await publishing.publisher.queue.idle()
      const ms = performance.now() - tEdit
      rippleDone.set(edit.name, ms)
      const last = publishing.publisher.status().lastRipple
      console.log(
        `  phase 2 done        ${s(ms)} after the edit (${last?.pages ?? '?'} pages, phase 2's own time ${s(last?.ms ?? 0)})`,
      )
      // Phase 2's own stages: the last build's `stages` line (phase 1's is printed above).
      const stages = [...events].reverse().find((e) => e.line.includes('build: stages: '))
      const list = stages ? (parseStagesLine(stages.line) ?? []) : []
      console.log(`  phase 2 stages (s)  ${list.map((st) => `${st.name} ${(st.ms / 1000).toFixed(2)}`).join(' · ')}`)
    }
    // The next edit comes a little later, as an editor's would.
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  const small = edits.slice(0, 3).map((e) => served.get(e.name) ?? 0)
  const sorted = [...small].sort((a, b) => a - b)
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
  const worst = Math.max(...small)
  console.log(
    `  edit → served       ${[...served.values()].map(s).join(', ')} (title, body, category: median ${s(median)}, worst ${s(worst)})`,
  )
  const big = edits.slice(3)
  printTargets([
    [`title, body, category → served ≤ ${s(TARGET_MEDIAN_MS)} median (${s(median)})`, median <= TARGET_MEDIAN_MS],
    [`title, body, category → served ≤ ${s(TARGET_MS)} worst (${s(worst)})`, worst <= TARGET_MS],
    ...big.map((e): [string, boolean] => {
      const ms = served.get(e.name) ?? Infinity
      return [`${e.name}: phase 1 served ≤ ${s(TARGET_PHASE1_MS)} (${s(ms)})`, ms <= TARGET_PHASE1_MS]
    }),
    ...big.map((e): [string, boolean] => {
      const ms = rippleDone.get(e.name)
      return [
        `${e.name}: phase 2 done ≤ ${s(TARGET_PHASE2_MS)} after the edit (${ms === undefined ? 'no phase 2' : s(ms)})`,
        ms === undefined || ms <= TARGET_PHASE2_MS,
      ]
    }),
    ...(during
      ? [
          [
            `the next edit while phase 2 runs → served ≤ ${s(TARGET_MS)} (${s(during.servedMs)}${during.whileRunning ? '' : '; phase 2 was not running'})`,
            during.whileRunning && during.servedMs <= TARGET_MS,
          ] as [string, boolean],
        ]
      : []),
  ])
  publishing.publisher.stop()
} catch (error) {
  console.error(quiet.slice(-40).join('\n'))
  throw error
} finally {
  await closeSite()
  await cms.close()
  // The publisher may still be staging the next generation's mirror: retry until its files are gone.
  if (!KEEP) await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
}
