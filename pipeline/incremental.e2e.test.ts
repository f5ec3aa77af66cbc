// Incremental fetch end to end against the bundled local CMS over real HTTP (docs/decisions/012-incremental-fetch.md):
// after edits, an addition, an unpublish, a delete and a scheduled post going live, and after a term is renamed, a
// run that fetches only what changed writes the same snapshot, byte for byte, as a full run of the same content.
import fs from 'node:fs/promises'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { parsePipelineEnv } from './env.ts'
import { runPipeline, type RunResult } from './run.ts'
import { ROOT, brokenProxy, editContent, reportOf, snapshotHashes } from './e2e-support.ts'

const NOW = '2026-03-14T12:00:00'
let cms: CmsServer
let work: string
let content: string
let media: string

const run = (
  name: string,
  options: { full?: boolean; cmsUrl?: string; env?: Record<string, string> } = {},
): Promise<RunResult> =>
  runPipeline(
    parsePipelineEnv({
      CMS_API_URL: options.cmsUrl ?? cms.url,
      SNAPSHOT_DIR: path.join(work, name, '.snapshot'),
      BUILD_REPORT: path.join(work, name, 'report.json'),
      PIPELINE_FULL_AFTER_HOURS: '0',
      ...options.env,
    }),
    { now: NOW, full: options.full },
  )

const snapshotOf = (name: string) => snapshotHashes(path.join(work, name, '.snapshot'))
const edit = (file: string, change: Parameters<typeof editContent>[2]) => editContent(content, file, change)

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-incremental-e2e-'))
  content = path.join(work, 'content')
  await fs.cp(path.join(ROOT, 'devcms', 'content'), content, { recursive: true })
  media = path.join(work, 'media')
  await fs.cp(path.join(ROOT, 'devcms', 'media'), media, { recursive: true })
  cms = await createCmsServer({ contentDir: content, mediaDir: media, port: 0 })
})
afterAll(async () => {
  await cms?.close()
  await fs.rm(work, { recursive: true, force: true })
})

describe('incremental fetch', () => {
  let first: RunResult
  it('fetches in full without a previous run, then incrementally: nothing changed, far fewer bytes, the same snapshot', async () => {
    first = await run('site')
    expect(first.fetch).toMatchObject({ mode: 'full', reason: expect.stringContaining('no cache') })
    const before = snapshotOf('site')
    const second = await run('site')
    expect(second.fetch).toMatchObject({ mode: 'incremental', changed: 0, removed: 0 })
    expect(second.stats.bytes).toBeLessThan(first.stats.bytes / 3)
    // Nothing changed: no item is normalized again, the previous snapshot's entities are kept (incremental/reuse.ts).
    expect(second.normalized).toEqual({ normalized: 0, reused: first.normalized.normalized })
    expect(reportOf(second)).toEqual(reportOf(first))
    expect(snapshotOf('site')).toEqual(before)
  })

  it('after an edit, an addition, an unpublish, a delete and a scheduled post going live: the snapshot of a full run', async () => {
    const later = '2027-01-05T10:00:00'
    await edit('articles/astma-bij-paarden.json', (a) => ({
      ...a,
      title: { rendered: 'Astma bij paarden: herkennen en behandelen' },
      modified: later,
    }))
    const source = JSON.parse(
      await fs.readFile(path.join(content, 'articles/astma-bij-paarden.json'), 'utf8'),
    ) as Record<string, unknown>
    await fs.writeFile(
      path.join(content, 'articles/nieuw-stalklimaat.json'),
      JSON.stringify({
        ...source,
        id: 1098,
        slug: 'stalklimaat-en-luchtwegen',
        title: { rendered: 'Stalklimaat en luchtwegen' },
        date: later,
        modified: later,
      }),
    )
    await edit('posts/droes-uitbraak-op-manege-wat-stalhouders-nu-moeten-doen.json', (p) => ({
      ...p,
      status: 'draft',
      modified: later,
    }))
    await edit('events/hoefsmid-demodag-2026.json', () => undefined)
    // WordPress publishes a scheduled post without touching its `modified` (set weeks before, when it was scheduled):
    // `modified_after` does not list it, only the id list shows it.
    await edit('posts/hoefslag-academy-breidt-uit-met-module-paardengedrag.json', (p) => ({
      ...p,
      status: 'publish',
      modified: '2026-01-05T10:00:00',
    }))
    await cms.reload()

    const incremental = await run('site')
    expect(incremental.fetch).toMatchObject({
      mode: 'incremental',
      reason: expect.not.stringContaining('read in full again'),
      removed: 2,
    })
    expect(incremental.fetch.perCollection).toMatchObject({
      articles: { changed: 2, removed: 0 },
      posts: { changed: 1, removed: 1 },
      events: { changed: 0, removed: 1 },
    })
    // The changed items, and those whose links resolve differently now (the unpublished post's shortlinks), only.
    expect(incremental.normalized.normalized).toBeLessThan(incremental.normalized.reused / 4)
    const full = await run('full-1', { full: true })
    expect(reportOf(incremental)).toEqual(reportOf(full))
    expect(snapshotOf('site')).toEqual(snapshotOf('full-1'))
    expect(incremental.snapshot.routes['/kennisbank/stalklimaat-en-luchtwegen/']).toBeDefined()
    expect(incremental.snapshot.routes['/event/hoefsmid-demodag-2026/']).toBeUndefined()
  })

  it('reads the post types in full again when a term they embed is renamed', async () => {
    await edit('terms/category.json', (terms) => terms)
    const file = path.join(content, 'terms/category.json')
    const terms = JSON.parse(await fs.readFile(file, 'utf8')) as { name: string }[]
    terms[1] = { ...(terms[1] as { name: string }), name: 'Gezondheid & welzijn' }
    await fs.writeFile(file, JSON.stringify(terms, null, 2))
    await cms.reload()
    const incremental = await run('site')
    expect(incremental.fetch.mode).toBe('incremental')
    expect(incremental.fetch.reason).toContain('categories changed')
    await run('full-2', { full: true })
    expect(snapshotOf('site')).toEqual(snapshotOf('full-2'))
  })

  it('normalizes again what links to a renamed article or shows an edited image, though its own answer is unchanged', async () => {
    // influenza-bij-paarden links to article 1028 by its shortlink (/?p=1028): its body must follow the new slug.
    await edit('articles/rhinopneumonie-ehv-1-en-ehv-4.json', (a) => ({
      ...a,
      slug: 'rhinopneumonie-bij-paarden',
      modified: '2027-02-01T10:00:00',
    }))
    const manifest = path.join(media, 'manifest.json')
    const entries = JSON.parse(await fs.readFile(manifest, 'utf8')) as { id: number; alt: string }[]
    await fs.writeFile(
      manifest,
      JSON.stringify(
        entries.map((m) => (m.id === 101 ? { ...m, alt: 'Twee paarden in de wei' } : m)),
        null,
        2,
      ),
    )
    await cms.reload()
    const incremental = await run('site')
    expect(incremental.fetch.mode).toBe('incremental')
    expect(incremental.snapshot.entities.articles[1028]?.path).toContain('rhinopneumonie-bij-paarden')
    const influenza = Object.values(incremental.snapshot.entities.articles).find(
      (a) => a.slug === 'influenza-bij-paarden',
    )
    expect(influenza?.content).toContain('/rhinopneumonie-bij-paarden/')
    expect(JSON.stringify(incremental.snapshot.entities)).toContain('Twee paarden in de wei')
    const full = await run('full-3', { full: true })
    expect(reportOf(incremental)).toEqual(reportOf(full))
    expect(snapshotOf('site')).toEqual(snapshotOf('full-3'))
  })

  it("fetches in full when asked (--full, PIPELINE_FULL) or when the snapshot is not the cached answers' own", async () => {
    expect((await run('site', { full: true })).fetch).toMatchObject({ mode: 'full', reason: 'asked for (--full)' })
    expect((await run('site', { env: { PIPELINE_FULL: '1' } })).fetch).toMatchObject({
      mode: 'full',
      reason: 'asked for (PIPELINE_FULL)',
    })
    await fs.cp(path.join(work, 'full-1', '.snapshot'), path.join(work, 'site', '.snapshot'), {
      recursive: true,
      force: true,
    })
    expect((await run('site')).fetch.reason).toBe('the snapshot is not the one the cached answers made')
  })

  it('falls back to a full fetch, with a warning, where the CMS refuses modified_after', async () => {
    const proxy = await brokenProxy(cms.origin, /modified_after=/, 400, 'rest_invalid_param')
    try {
      await run('proxied', { cmsUrl: proxy.url })
      const second = await run('proxied', { cmsUrl: proxy.url })
      expect(second.report.warnings).toContainEqual(
        expect.objectContaining({
          entity: 'articles',
          path: '(incremental)',
          message: 'the CMS does not accept modified_after or _fields (rest_invalid_param): fetched in full',
        }),
      )
      expect(snapshotOf('proxied')).toEqual(snapshotOf('site'))
    } finally {
      await proxy.close()
    }
  })
})
