// Incremental rendering equals a full render, byte for byte, on the bundled content: a copy of the local CMS's content
// goes through an edit, an addition, an unpublish, a delete, a term rename and a menu change; after each, the pipeline
// runs and the same snapshot is rendered twice — incrementally over the previous build, and fully into a fresh folder —
// and every file of the two dist/client trees, and the two build states, must be the same.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { cpSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsServer } from '#devcms/server/index.ts'
import { contents, ROOT } from '#pipeline/e2e-support.ts'
import { parsePipelineEnv } from '#pipeline/env.ts'
import { runPipeline } from '#pipeline/run.ts'
import { BODY_FILE } from '#lib/html-in-document.ts'
import { withDeferredHydration } from './defer-hydration.ts'
import { collectInlineScriptHashes } from '../postbuild/inline-scripts.ts'
import { vikeBuild, vikeViteConfig } from '../vike-build.ts'
import { prerender, type PrerenderResult } from './driver.ts'
import { setAsidePreviousClient } from './files.ts'
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
const vikeRef = path.join(WORK, 'vike-prerender')

const vikeBin = path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'vike.cmd' : 'vike')

/** Vike's own prerender (`vike prerender`, which the build no longer runs) of the same bundles and snapshot. */
async function vikePrerender() {
  mkdirSync(vikeRef, { recursive: true })
  freshBundle(vikeRef)
  // The dist folder reaches the CLI as VITE_CONFIG (the build itself passes it through vike/api: ../vike-build.ts),
  // with the project as Vite's root. The CLI runs inside that dist folder: Vike finds the server bundle it renders
  // with through a file in node_modules (@brillout/vite-plugin-server-entry's autoImporter) that the last `vike build`
  // of any checkout sharing node_modules wrote — a build running beside this test (another test file, another work
  // tree) would hand it that build's bundles. It skips that file when the bundle it names lies outside the working
  // directory, and takes <outDir>/server/entry.mjs: these bundles.
  const viteConfig = { root: ROOT, ...vikeViteConfig(vikeRef) }
  await promisify(execFile)(vikeBin, ['prerender'], {
    cwd: vikeRef,
    env: { ...process.env, VITE_CONFIG: JSON.stringify(viteConfig), SNAPSHOT_DIR: snapshotDir, SITE_URL: SITE },
    maxBuffer: 64 * 1024 * 1024,
  })
}

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

/**
 * The pipeline, then the incremental render and, to compare, the full render of its snapshot: a new one (`'full'`), or
 * the first step's full render kept in `full` (`'kept'`: for a snapshot that did not change since); their trees must
 * be equal.
 */
async function step(compare: 'full' | 'kept' | false = 'full'): Promise<PrerenderResult> {
  await pipeline()
  await setAsidePreviousClient(inc)
  freshBundle(inc)
  const incremental = await prerender({ distDir: inc, snapshotDir, siteUrl: SITE, workers: 2, log: () => undefined })
  if (!compare) return incremental
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
  return incremental
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

    // The driver writes what `vike prerender` writes, byte for byte, with hydration deferred (decision 020) and the
    // body files beside the pages (decision 016: Vike's run renders the bodies apart too, content/vike-prerender.server.ts)
    // — but the 404 page, which renderPage reaches through the catch-all's render(404) (decision 011): the same page,
    // with Vike's abort fields in its pageContext.
    await vikePrerender()
    const ours = contents(path.join(inc, 'client'))
    const vikes = contents(path.join(vikeRef, 'client'))
    const bodies = Object.keys(ours).filter((f) => f.endsWith(BODY_FILE))
    expect(bodies.length).toBeGreaterThan(10)
    expect(
      Object.keys(ours)
        .filter((f) => !f.endsWith(BODY_FILE))
        .sort(),
    ).toEqual(Object.keys(vikes).sort())
    for (const file of Object.keys(vikes).filter((f) => f !== '404.html')) {
      const vike = vikes[file] ?? ''
      expect(ours[file], file).toBe(file.endsWith('.html') ? withDeferredHydration(vike) : vike)
    }
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
    const edited = await step()
    expect(edited.summary.mode).toBe('incremental')
    expect(edited.summary.routes.find((r) => r.route === '/kennisbank/astma-bij-paarden/')?.why).toMatch(
      /^articles \d+ changed$/,
    )
    expect(edited.summary.routes).toContainEqual({ route: '/kennisbank/astma-bij-veulens/', why: 'new page' })
    expect(edited.summary.rendered).toBeLessThan(all / 2)
    expect(edited.pages).toBeGreaterThan(all)

    // An unpublish, a delete and a renamed term.
    editJson(article('astma-bij-veulens'), (j) => {
      j.status = 'draft'
    })
    unlinkSync(article('artrose-en-spat-bij-paarden'))
    const terms = path.join(content, 'terms', 'knowledge-base-category.json')
    const kb = JSON.parse(readFileSync(terms, 'utf8')) as Json[]
    if (kb[0]) kb[0].name = 'Een nieuwe naam'
    writeFileSync(terms, JSON.stringify(kb, null, 2))
    const removed = await step()
    expect(removed.summary.mode).toBe('incremental')
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
