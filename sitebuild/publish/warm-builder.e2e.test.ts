// The warm builder makes what a cold full build makes: on a copy of the bundled content, `npm start`'s first build
// (a fresh process), then an edit, an addition (in two phases, the second pre-empted once), an unpublish, a delete and
// a menu change through the CMS's REST API, each published by the same warm build process — and once more after a
// "code change", which must start a fresh one.
// Then a cold `npm run build -- --full` of the same CMS into other folders: every page, the functions' data, the
// snapshot's tables and the build state must be the same, byte for byte.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsServer } from '#devcms/server/index.ts'
import { contents, ROOT } from '#pipeline/e2e-support.ts'
import { BUILD_STATE_FILE } from '../prerender/state.ts'
import { runBuildChild } from './build-child.ts'
import { WarmBuilder } from './warm-builder.ts'

const SITE = 'http://localhost:8917'
const EDITOR = `Basic ${Buffer.from('redactie:hoefslag-dev').toString('base64')}`
// Inside the project: the server bundle resolves vike and react from its node_modules.
const WORK = path.join(ROOT, 'dist', `.test-warm-${process.pid}`)
const tmp = path.join(os.tmpdir(), `hoefslag-warm-${process.pid}`)
const content = path.join(tmp, 'content')

type Cms = Awaited<ReturnType<typeof createCmsServer>>
let cms: Cms

const envOf = (name: string): NodeJS.ProcessEnv => ({
  ...process.env,
  CMS_API_URL: cms.url,
  SITE_URL: SITE,
  DIST_DIR: path.join(WORK, name),
  SNAPSHOT_DIR: path.join(tmp, `${name}-snapshot`),
  BUILD_REPORT: path.join(tmp, `${name}-report.json`),
  // However few pages a publish renders, it goes live in two phases when asked to (decision 067).
  PUBLISH_RIPPLE_FROM: '0',
})

async function edit(method: 'POST' | 'DELETE', route: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${cms.url}${route}`, {
    method,
    headers: { Authorization: EDITOR, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  expect(res.status, `${method} ${route}`).toBeLessThan(300)
  return (await res.json()) as Record<string, unknown>
}

/** A folder's files; the build time the functions' data carry is blanked. */
const files = (dir: string) =>
  Object.fromEntries(
    Object.entries(contents(dir)).map(([name, text]) => [name, text.replace(/"builtAt":"[^"]*"/g, '"builtAt":"…"')]),
  )
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>

function expectSameFiles(a: Record<string, string>, b: Record<string, string>) {
  expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort())
  expect(Object.keys(b).filter((file) => a[file] !== b[file])).toEqual([])
}
/** The build report (`_build/`: what this build rendered and why, its times) is a build's own, not the site's. */
const site = (dir: string) =>
  Object.fromEntries(Object.entries(files(dir)).filter(([name]) => !name.startsWith('_build/')))

describe('the warm builder', () => {
  beforeAll(async () => {
    rmSync(WORK, { recursive: true, force: true })
    cpSync(path.join(ROOT, 'devcms', 'content'), content, { recursive: true })
    cms = await createCmsServer({
      contentDir: content,
      mediaDir: path.join(ROOT, 'devcms', 'media'),
      port: 0,
      siteUrl: SITE,
    })
  })
  afterAll(async () => {
    await cms.close()
    rmSync(WORK, { recursive: true, force: true })
    rmSync(tmp, { recursive: true, force: true })
  })

  it('publishes edits from one process, starts afresh when the code changes, and builds what a cold full build builds', async () => {
    const warmEnv = envOf('warm')
    // `npm start`: the first build in a process of its own, then the builder waits for the webhook.
    await runBuildChild({ env: warmEnv, log: () => undefined })
    let code = 'v1'
    const builder = new WarmBuilder({ env: warmEnv, codeStamp: () => code })
    builder.prepare(() => undefined)
    const lines: string[] = []
    const build = async (args: string[] = [], preempt?: AbortSignal) => {
      lines.length = 0
      await builder.build({ args, log: (line) => lines.push(line), ...(preempt ? { preempt } : {}) })
    }
    try {
      await edit('POST', '/wp/v2/articles/1040', { title: 'Artrose en spat bij paarden: zo houd je je paard soepel' })
      await build()
      expect(lines.join('\n')).toMatch(/incremental render: \d+ page\(s\) rendered/)
      await edit('POST', '/wp/v2/articles', {
        title: 'Hoefzweer herkennen en behandelen',
        status: 'publish',
        'knowledge-base-categories': [402],
        excerpt: 'Plotseling zwaar kreupel met een warme hoef? Vaak is het een hoefzweer.',
        content: 'Een hoefzweer is een ontsteking onder de hoefzool. Je dierenarts of hoefsmid opent hem.',
      })
      // The new article in two phases, by the same process: phase 1; phase 2 pre-empted (the next edit came in) before
      // it rendered anything; phase 2 again, to the end.
      await build(['--phase=direct'])
      expect(lines.join('\n')).toMatch(/phase 1 renders \d+ page\(s\); \d+ wait for phase 2/)
      const nextEdit = new AbortController()
      nextEdit.abort()
      await build(['--phase=ripple'], nextEdit.signal)
      expect(lines.join('\n')).toMatch(/pre-empted by a new edit after 0 page\(s\); \d+ wait/)
      await build(['--phase=ripple'])
      expect(lines.join('\n')).toMatch(/search and finder data: kept from phase 1/)
      expect(lines.join('\n')).not.toMatch(/pre-empted/)
      await edit('POST', '/wp/v2/articles/1015', { status: 'draft' })
      await edit('DELETE', '/wp/v2/posts/2016?force=true')
      await build()
      // Five builds by the same process.
      expect(builder.warmBuilds).toBe(5)
      expect(lines.join('\n')).toMatch(/render: .*removed/)
      const started = lines.join('\n')
      expect(started).not.toMatch(/a fresh build process/)

      // The code changes: the next build is a fresh process's.
      code = 'v2'
      await edit('POST', '/wp/v2/menu-items/5011', { title: 'Kennisbank A-Z' })
      await build()
      expect(lines.join('\n')).toMatch(/warm builder: the code changed since it started: a fresh build process/)
      expect(builder.warmBuilds).toBe(1)
      expect(lines.join('\n')).toMatch(/full render: .*menu/)
      await edit('POST', '/wp/v2/articles/1040', { title: 'Artrose en spat bij paarden' })
      await build()
      expect(builder.warmBuilds).toBe(2)
    } finally {
      builder.close()
    }

    const coldEnv = envOf('cold')
    await runBuildChild({ env: coldEnv, args: ['--full'], log: () => undefined })
    const [warm, cold] = [path.join(WORK, 'warm'), path.join(WORK, 'cold')]
    // Every incremental build (warm or not) keeps the layout asset of the layout before the menu change, with its
    // precompressed .br and .gz (sitebuild/postbuild/precompress.ts): pages open in a browser still point at it.
    // Everything else is the same.
    const warmSite = site(path.join(warm, 'client'))
    const coldSite = site(path.join(cold, 'client'))
    const stale = Object.keys(warmSite).filter((name) => !(name in coldSite))
    const layout = stale.find((name) => name.endsWith('.json'))
    expect(layout).toMatch(/^assets\/layout\.[\w-]+\.json$/)
    expect(stale.sort()).toEqual([layout, `${layout}.br`, `${layout}.gz`])
    for (const name of stale) delete warmSite[name]
    expectSameFiles(warmSite, coldSite)
    expectSameFiles(files(path.join(warm, 'functions-data')), files(path.join(cold, 'functions-data')))
    expectSameFiles(
      files(path.join(String(warmEnv.SNAPSHOT_DIR), 'entities')),
      files(path.join(String(coldEnv.SNAPSHOT_DIR), 'entities')),
    )
    for (const name of ['routes.json', 'lists.json', 'site.json']) {
      expect(
        readFileSync(path.join(String(warmEnv.SNAPSHOT_DIR), name), 'utf8') ===
          readFileSync(path.join(String(coldEnv.SNAPSHOT_DIR), name), 'utf8'),
        name,
      ).toBe(true)
    }
    // The build state, but the hash of the server bundle: two `vike build`s into two folders (the pages are the same).
    const state = (dir: string) => {
      const json = readJson(path.join(dir, BUILD_STATE_FILE))
      const globals = json.globals as Record<string, string>
      return { ...json, globals: { ...globals, bundle: '…' } }
    }
    expect(state(warm)).toEqual(state(cold))
  }, 900_000)
})
