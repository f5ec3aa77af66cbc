// bench:publish — publish → live on the generated content set (BENCH_ARTICLES, default 10,000 articles; BENCH_VETS,
// 3,000 vets): a first full build, then the site as `npm start` serves it (with its build hook) and the local CMS
// wired to the hook; articles are edited through the CMS's REST API with the editor's credentials, and the time
// until the site serves each change is measured. Prints that time, the routes the build re-rendered (the build
// report's `render` section, when the build writes one), the share of the full build, and the targets.
// Five edits one after the other, each waiting for the last to be served, each on a different article: a
// title, a body, a category change, a new article and an unpublish. Each is served when the site answers what the edit
// changed (the new title or body text on the article's page, the article on its new category's page, the new
// article's page, a 404 for the unpublished one). BENCH_PUBLISH_EDITS (default 5) runs only the first N of them.
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
import { runBuildChild } from '#sitebuild/publish/build-child.ts'
import { BUILD_HOOK_PATH } from '#sitebuild/publish/env.ts'
import { localHookUrl, setUpPublishing } from '#sitebuild/publish/setup.ts'
import { createSiteServer } from '#server/index.ts'
import { printTargets } from './lib/function-bench.ts'
import { ArticleSchema, TermSchema, fiveEdits } from './publish-edits.ts'
import { GENERATED, ROOT, ensureGenerated, freePort } from './support.ts'

const articles = Number(process.env.BENCH_ARTICLES ?? 10_000)
const vets = Number(process.env.BENCH_VETS ?? 3_000)
const SECRET = 'bench-publish-build-hook-secret'
const EDITOR = `Basic ${Buffer.from('redactie:hoefslag-dev').toString('base64')}`
const TARGET_MS = 8_000
const TARGET_MEDIAN_MS = 5_000
const TARGET_SHARE = 0.05
const EDITS = Math.min(5, Math.max(1, Number(process.env.BENCH_PUBLISH_EDITS ?? 5)))
const KEEP = process.env.BENCH_PUBLISH_KEEP === '1'

const RenderSchema = z.object({
  render: z.object({
    mode: z.string().optional(),
    reason: z.string().optional(),
    rendered: z.number().optional(),
    unchanged: z.number().optional(),
    removed: z.array(z.string()).optional(),
    ms: z.number().optional(),
  }),
})

/** The build report's `render` section, if the build wrote one. */
async function renderReport(file: string) {
  const json: unknown = await readFile(file, 'utf8').then(
    (t) => JSON.parse(t) as unknown,
    () => undefined,
  )
  const parsed = RenderSchema.safeParse(json)
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
  const served: number[] = []
  for (const [i, edit] of edits.entries()) {
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
    served.push(servedMs)
    const status = publishing.publisher.status()
    const render = await renderReport(path.join(work, 'report.json'))
    const share = servedMs / fullMs
    console.log(`  edit ${i + 1} of ${edits.length}: ${edit.name}`)
    console.log(
      `  edit → served       ${s(servedMs)}: POST ${route} → build hook → build #${status.last?.n ?? '?'} ` +
        `(${s(status.last?.ms ?? 0)}) → generation ${status.live?.generation ?? '?'} live (${status.live?.publish.copied ?? '?'} files new or changed, ` +
        `${status.live?.publish.linked ?? '?'} kept, ${Math.round(status.live?.publish.ms ?? 0)} ms) → ${pagePath} shows the edit`,
    )
    console.log(
      render
        ? `  re-rendered         ${render.rendered ?? '?'} of ${(render.rendered ?? 0) + (render.unchanged ?? 0)} pages (${render.mode ?? '?'}${render.reason ? `: ${render.reason}` : ''}; ${render.unchanged ?? '?'} unchanged, ${render.removed?.length ?? 0} removed${render.ms ? `, ${s(render.ms)}` : ''})`
        : '  re-rendered         unknown: the build report has no readable `render` section',
    )
    console.log(`  share of the full build  ${(share * 100).toFixed(1)} %`)
    printStages(tEdit, hookAt, servedMs)
    if (process.env.BENCH_PUBLISH_LOG === '1') for (const e of events) console.log(`    [${s(e.at - tEdit)}] ${e.line}`)
    // The next edit comes a little later, as an editor's would.
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  const worst = Math.max(...served)
  const sorted = [...served].sort((a, b) => a - b)
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
  console.log(
    `  edit → served       ${served.map(s).join(', ')} (median ${s(median)}, worst ${s(worst)}: ${((worst / fullMs) * 100).toFixed(1)} % of the full build)`,
  )
  printTargets([
    [`edit → served ≤ 5 s median (median ${s(median)})`, median <= TARGET_MEDIAN_MS],
    [`edit → served ≤ 8 s worst (worst ${s(worst)})`, worst <= TARGET_MS],
    [`≤ 5 % of the full build (worst ${((worst / fullMs) * 100).toFixed(1)} %)`, worst / fullMs <= TARGET_SHARE],
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

/** Where edit → served went: the webhook, the queue, the build's own stages (its `build: stages: …` line), the switch
 *  to the new generation and the first answer with the edit. */
function printStages(tEdit: number, hookAt: number, servedMs: number) {
  const at = (text: string) => events.find((e) => e.line.includes(text))?.at
  const buildStart = at('publish: build #')
  const stagesLine = events.find((e) => e.line.includes('build: stages: '))
  const built = at('build: done in')
  const live = at('publish: generation ')
  const stages = stagesLine ? (parseStagesLine(stagesLine.line) ?? []) : []
  const rows: [string, number | undefined][] = [
    ['webhook received', hookAt ? hookAt - tEdit : undefined],
    ['queue → build started', buildStart && hookAt ? buildStart - hookAt : undefined],
    ...stages.map((st): [string, number] => [`build: ${st.name}`, st.ms]),
    ['build exit → generation live', live && built ? live - built : undefined],
    ['live → first 200 with the edit', live ? tEdit + servedMs - live : undefined],
  ]
  console.log(
    '  stages (s)          ' +
      rows.map(([name, ms]) => `${name} ${ms === undefined ? '?' : (ms / 1000).toFixed(2)}`).join(' · '),
  )
}
