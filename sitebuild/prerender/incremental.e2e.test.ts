// Incremental rendering equals a full render, byte for byte, on the bundled content: a copy of the local CMS's content
// goes through an edit, an addition, an unpublish, a delete, a term rename and a menu change; after each, the pipeline
// runs and the same snapshot is rendered twice — incrementally over the previous build, and fully into a fresh folder —
// and every file of the two dist/client trees, and the two build states, must be the same; for a publish in two
// phases, once phase 2 is done, also after phase 2 was pre-empted and resumed. The first build's pages
// are also held to the golden HTML of one page per route family (tests/golden-html/).
import { cpSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsServer } from '#devcms/server/index.ts'
import { contents, ROOT } from '#pipeline/e2e-support.ts'
import { parsePipelineEnv } from '#pipeline/env.ts'
import { runPipeline } from '#pipeline/run.ts'
import { BODY_FILE } from '#lib/html-in-document.ts'
import { goldenOf, GOLDEN_COMMAND, readGolden, UPDATING, writeGolden } from '#tests/golden-html/golden.ts'
import { collectInlineScriptHashes } from '../postbuild/inline-scripts.ts'
import { vikeBuild } from '../vike-build.ts'
import { prerender, type PrerenderResult } from './driver.ts'
import { setAsidePreviousClient } from './files.ts'
import { RIPPLE_WHY } from './plan.ts'
import { parseProgressLine } from './progress.ts'
import { BUILD_STATE_FILE } from './state.ts'

const NOW = '2026-11-25T12:00:00'
const SITE = 'http://localhost:8914'
// Inside the project: the server bundle resolves vike and react from its node_modules.
const WORK = path.join(ROOT, 'dist', `.test-incremental-${process.pid}`)
const tmp = path.join(os.tmpdir(), `hoefslag-incremental-${process.pid}`)
const content = path.join(tmp, 'content')
const snapshotDir = path.join(tmp, 'snapshot')
const base = path.join(WORK, 'base')
const inc = path.join(WORK, 'incremental')
const full = path.join(WORK, 'full')
type Json = Record<string, unknown>
const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json
const editJson = (file: string, edit: (j: Json) => void) => {
  const j = readJson(file)
  edit(j)
  writeFileSync(file, JSON.stringify(j, null, 2))
}
const article = (slug: string) => path.join(content, 'articles', `${slug}.json`)

/** What `vike build` leaves: the bundles, and dist/client with the assets only (copied from one build, for speed). */
function freshBundle(dir: string) {
  for (const part of ['client', 'server', 'assets.json'])
    cpSync(path.join(base, part), path.join(dir, part), { recursive: true })
}

async function pipeline() {
  const cms = await createCmsServer({
    contentDir: content,
    mediaDir: path.join(ROOT, 'devcms', 'media'),
    port: 0,
    siteUrl: SITE,
  })
  try {
    await runPipeline(
      parsePipelineEnv({
        CMS_API_URL: cms.url,
        SNAPSHOT_DIR: snapshotDir,
        BUILD_REPORT: path.join(tmp, 'report.json'),
        SITE_URL: SITE,
      }),
      { now: NOW },
    )
  } finally {
    await cms.close()
  }
}

/** A publish's phase 1 over `inc` (every split, however few pages: rippleFrom 0), as `npm start` builds it. */
const direct = () =>
  prerender({
    distDir: inc,
    snapshotDir,
    siteUrl: SITE,
    workers: 2,
    phase: 'direct',
    rippleFrom: 0,
    log: () => undefined,
  })

/**
 * Phase 2 over `inc`; `preempt`: when the next edit comes in — before phase 2 starts, or once its first page is
 * written (one worker, which has its second page under way then: that one is kept too).
 */
function ripple(preempt?: 'before it starts' | 'after the first page'): Promise<PrerenderResult> {
  const edit = new AbortController()
  if (preempt === 'before it starts') edit.abort()
  const log = (line: string) => {
    if (preempt && parseProgressLine(line)) edit.abort()
  }
  return prerender({ distDir: inc, snapshotDir, siteUrl: SITE, workers: 1, phase: 'ripple', signal: edit.signal, log })
}

/**
 * The pipeline, then the incremental render and, to compare, the full render of its snapshot: a new one (`'full'`), or
 * the first step's full render kept in `full` (`'kept'`: for a snapshot that did not change since); their trees must
 * be equal. `render`: the incremental render (default: one build of every changed page; `direct`: phase 1, compared
 * once phase 2 is done).
 */
async function step(
  compare: 'full' | 'kept' | false = 'full',
  render: () => Promise<PrerenderResult> = () =>
    prerender({ distDir: inc, snapshotDir, siteUrl: SITE, workers: 2, log: () => undefined }),
): Promise<PrerenderResult> {
  await pipeline()
  await setAsidePreviousClient(inc)
  freshBundle(inc)
  const incremental = await render()
  if (!compare) return incremental
  // A phase 1 that left pages waiting is compared once its phase 2 is done.
  await compareWithFull(compare, incremental.summary.waiting ? await ripple() : incremental)
  return incremental
}

async function compareWithFull(compare: 'full' | 'kept', incremental: PrerenderResult): Promise<void> {
  if (compare === 'full') {
    rmSync(full, { recursive: true, force: true })
    mkdirSync(full, { recursive: true })
    freshBundle(full)
    await prerender({ distDir: full, snapshotDir, siteUrl: SITE, workers: 2, full: true, log: () => undefined })
  }
  const a = contents(path.join(inc, 'client'))
  const b = contents(path.join(full, 'client'))
  expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort())
  for (const file of Object.keys(b)) expect(a[file], file).toBe(b[file])
  expect(readJson(path.join(inc, BUILD_STATE_FILE))).toEqual(readJson(path.join(full, BUILD_STATE_FILE)))
  // The CSP's inline-script hashes come from the build state: the same as reading every HTML file.
  expect(incremental.inlineScriptHashes).toEqual((await collectInlineScriptHashes(path.join(inc, 'client'))).hashes)
}

describe('incremental prerender', () => {
  beforeAll(async () => {
    rmSync(WORK, { recursive: true, force: true })
    cpSync(path.join(ROOT, 'devcms', 'content'), content, { recursive: true })
    await vikeBuild({ ...process.env }, base)
  }, 240_000)
  afterAll(() => {
    rmSync(WORK, { recursive: true, force: true })
    rmSync(tmp, { recursive: true, force: true })
  })

  it('renders only what changed, and the result equals a full render after every kind of change', async () => {
    const first = await step(false)
    expect(first.summary).toMatchObject({ mode: 'full', reason: 'no previous build state', unchanged: 0 })
    const all = first.pages
    // A full render of this snapshot: what the next step, on the same content, compares with (one render fewer).
    mkdirSync(full, { recursive: true })
    cpSync(path.join(inc, 'client'), path.join(full, 'client'), { recursive: true })
    cpSync(path.join(inc, BUILD_STATE_FILE), path.join(full, BUILD_STATE_FILE))

    // One page of each route family and the 404 page as the golden HTML has them (tests/golden-html/golden.ts), and
    // the body files beside the pages (decision 016).
    const ours = contents(path.join(inc, 'client'))
    expect(Object.keys(ours).filter((f) => f.endsWith(BODY_FILE)).length).toBeGreaterThan(10)
    const golden = goldenOf(ours)
    if (UPDATING) writeGolden(golden)
    const committed = readGolden()
    const meant = `if the change is meant, \`${GOLDEN_COMMAND}\` rewrites the golden HTML`
    expect(Object.keys(committed).sort(), meant).toEqual(Object.keys(golden).sort())
    for (const file of Object.keys(golden)) expect(committed[file], `${file}: ${meant}`).toBe(golden[file])
    expect(ours['404.html']).toContain('Pagina niet gevonden')

    const same = await step('kept')
    expect(same.summary).toMatchObject({ mode: 'incremental', rendered: 0, unchanged: all, removed: [] })

    // An edit and an addition.
    editJson(article('astma-bij-paarden'), (j) => {
      j.title = { rendered: 'Astma bij paarden: herkennen en behandelen' }
      j.modified = '2026-11-25T10:00:00'
    })
    cpSync(article('astma-bij-paarden'), article('astma-bij-veulens'))
    editJson(article('astma-bij-veulens'), (j) => {
      Object.assign(j, {
        id: 1999,
        slug: 'astma-bij-veulens',
        date: '2026-11-25T09:00:00',
        title: { rendered: 'Astma bij veulens' },
      })
    })
    // Published in two phases (decision 067): phase 1 renders the edited and the new article's pages, the pages that
    // show their cards or are their neighbours, and the first page of each list; pages further down the lists, whose
    // windows shifted by one, wait for phase 2.
    const edited = await step(false, direct)
    expect(edited.summary).toMatchObject({ mode: 'incremental', phase: 'direct', preempted: false })
    expect(edited.summary.routes.find((r) => r.route === '/kennisbank/astma-bij-paarden/')?.why).toMatch(
      /^articles \d+ changed$/,
    )
    expect(edited.summary.routes).toContainEqual({ route: '/kennisbank/astma-bij-veulens/', why: 'new page' })
    expect(edited.summary.routes).toContainEqual({ route: '/kennisbank/', why: expect.any(String) })
    expect(edited.summary.rendered).toBeLessThan(all / 2)
    expect(edited.pages).toBeGreaterThan(all)
    const waiting = readJson(path.join(inc, BUILD_STATE_FILE)).ripple
    expect(waiting).toContain('/kennisbank/pagina/2/')
    expect(edited.summary.waiting).toBeGreaterThanOrEqual(3)
    // Phase 2, pre-empted by the next edit before it started: nothing rendered, everything still waits.
    const before = await ripple('before it starts')
    expect(before.summary).toMatchObject({
      phase: 'ripple',
      preempted: true,
      rendered: 0,
      waiting: edited.summary.waiting,
    })
    // Phase 2 again, pre-empted after its first page: the pages under way are kept, the rest waits again.
    const partly = await ripple('after the first page')
    expect(partly.summary).toMatchObject({ phase: 'ripple', preempted: true })
    expect(partly.summary.rendered).toBeGreaterThan(0)
    expect(partly.summary.waiting).toBe(edited.summary.waiting - partly.summary.rendered)
    // The next build's phase 1 (nothing else changed) leaves the rest waiting, with why; phase 2 then finishes the
    // ripple, and the site equals a full render.
    const resumed = await step(false, direct)
    expect(resumed.summary).toMatchObject({ rendered: 0, waiting: partly.summary.waiting })
    const done = await ripple()
    expect(done.summary).toMatchObject({ rendered: partly.summary.waiting, waiting: 0, preempted: false })
    expect(done.summary.routes.every((r) => r.why === RIPPLE_WHY)).toBe(true)
    await compareWithFull('full', done)

    // An unpublish, a delete and a renamed term.
    editJson(article('astma-bij-veulens'), (j) => {
      j.status = 'draft'
    })
    unlinkSync(article('artrose-en-spat-bij-paarden'))
    const terms = path.join(content, 'terms', 'knowledge-base-category.json')
    const kb = JSON.parse(readFileSync(terms, 'utf8')) as Json[]
    if (kb[0]) kb[0].name = 'Een nieuwe naam'
    writeFileSync(terms, JSON.stringify(kb, null, 2))
    const removed = await step('full', direct)
    expect(removed.summary).toMatchObject({ mode: 'incremental', phase: 'direct' })
    expect(removed.summary.removed).toEqual(
      expect.arrayContaining(['/kennisbank/astma-bij-veulens/', '/kennisbank/artrose-en-spat-bij-paarden/']),
    )
    expect(removed.summary.rendered).toBeLessThan(removed.pages)

    // A menu change: everything again.
    editJson(path.join(content, 'site', 'menus.json'), (j) => {
      const items = (j.main as { items: Array<{ title: string }> }).items
      if (items[0]) items[0].title = 'Kennis'
    })
    const menu = await step(false)
    expect(menu.summary).toMatchObject({ mode: 'full', rendered: menu.pages })
    expect(menu.summary.reason).toMatch(/menu/)
  }, 600_000)
})
