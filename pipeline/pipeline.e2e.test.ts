// The pipeline end to end against the bundled local CMS over real HTTP: a clean run, a run through injected faults,
// the bad-data policy, interrupted runs, and the CLI an operator runs.
import fs from 'node:fs/promises'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import type { CmsClientEvent } from './client/index.ts'
import { parsePipelineEnv } from './env.ts'
import { PipelineFatalError } from './fetch/fetch-all.ts'
import { SNAPSHOT_SCHEMA_VERSION, type Lists, type Snapshot } from '#lib/model/snapshot.ts'
import { runPipeline, type RunResult } from './run.ts'
import { sha256, stableStringify } from './snapshot/hash.ts'
import { loadSnapshot } from './snapshot/read.ts'
import { ROOT, brokenProxy, closedPort, contents, runCli } from './e2e-support.ts'

const CONTENT = path.join(ROOT, 'devcms', 'content')
const MEDIA = path.join(ROOT, 'devcms', 'media')
/** Fixed, so that every run splits the events the same way. */
const NOW = '2026-03-14T12:00:00'

let cms: CmsServer
let work: string
let clean: RunResult

const dirsOf = (name: string) => {
  const parent = path.join(work, name)
  return { parent, snapshot: path.join(parent, '.snapshot'), report: path.join(parent, 'report.json') }
}
const envFor = (name: string, settings: Record<string, string> = {}, cmsUrl = cms.url) =>
  parsePipelineEnv({
    CMS_API_URL: cmsUrl,
    SNAPSHOT_DIR: dirsOf(name).snapshot,
    BUILD_REPORT: dirsOf(name).report,
    ...settings,
  })

/** A run dir that already holds the clean snapshot, with that snapshot's bytes to compare against later. */
async function withPreviousSnapshot(name: string) {
  const dirs = dirsOf(name)
  await fs.cp(dirsOf('clean').snapshot, dirs.snapshot, { recursive: true })
  return { ...dirs, before: contents(dirs.snapshot) }
}
/** The previous snapshot is byte-identical and no temp or old dir of the failed run is left beside it. */
function expectLeftUntouched(dirs: { parent: string; snapshot: string; before: Record<string, string> }) {
  expect(contents(dirs.snapshot)).toEqual(dirs.before)
  expect(readdirSync(dirs.parent).filter((name) => name.startsWith('.snapshot.'))).toEqual([])
}

/** The bundled content's password-protected news post: listed by the CMS, skipped by the pipeline. */
const PROTECTED_POST = 2017
/** The congress report links to the private article on referral: a 404 for visitors, named as a warning. */
const PRIVATE_LINK = expect.objectContaining({
  level: 'warning',
  entity: 'posts',
  id: 2006,
  slug: 'verslag-congres-paardengeneeskunde-2025',
  path: 'content',
  url: '/kennisbank/koliek-in-de-praktijk-beslismomenten-voor-doorverwijzing/',
})

/** What the CMS publishes, per snapshot table (a password-protected post is not public content). */
function publicCounts(): Record<string, number> {
  const tables: Record<string, string> = {
    article: 'articles',
    post: 'posts',
    lesson: 'lessons',
    event: 'events',
    partner: 'partners',
    product: 'products',
    clinic: 'clinics',
    vet: 'vets',
  }
  const store = cms.store()
  const counts: Record<string, number> = {}
  const pages = new Set<number>()
  for (const [id, item] of store.posts) {
    if (item.collection.type === 'page' && item.data.status === 'publish') pages.add(id)
    const table = tables[item.collection.type]
    if (table && item.data.status === 'publish' && !item.data.password) counts[table] = (counts[table] ?? 0) + 1
  }
  // The front page and the 404 page are in the snapshot even when they are not public.
  for (const id of [store.options.page_on_front, store.options.page_404]) pages.add(id)
  return { ...counts, pages: pages.size, terms: store.terms.size }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-pipeline-e2e-'))
  cms = await createCmsServer({ contentDir: CONTENT, mediaDir: MEDIA, port: 0 })
  clean = await runPipeline(envFor('clean'), { now: NOW })
})
afterAll(async () => {
  await cms?.close()
  await fs.rm(work, { recursive: true, force: true })
})

describe('a run with the faults off', () => {
  it('leaves nothing out and warns only about the link to a private article; skips the protected post, saying why', () => {
    expect(clean.report.invalid).toEqual([])
    expect(clean.report.warnings).toEqual([PRIVATE_LINK])
    expect(clean.report.skipped).toEqual([
      expect.objectContaining({
        entity: 'posts',
        id: PROTECTED_POST,
        path: 'content.protected',
        message: 'password-protected: not public content',
      }),
    ])
    const { entities, lists, routes } = clean.snapshot
    expect(entities.posts[PROTECTED_POST]).toBeUndefined()
    expect(lists.news).not.toContain(PROTECTED_POST)
    expect(Object.keys(routes)).not.toContain('/verslag-ledenvergadering-2026/')
    expect(clean.stats).toMatchObject({ retries: 0, failures: 0 })
  })

  it('has every public item of the content', () => {
    const counts = publicCounts()
    expect(counts.articles).toBeGreaterThan(30)
    expect(clean.snapshot.manifest.counts).toMatchObject(counts)
  })

  it('writes a manifest with the schema version, the counts and a hash per entity', () => {
    const { manifest } = loadSnapshot(dirsOf('clean').snapshot)
    expect(manifest.schemaVersion).toBe(SNAPSHOT_SCHEMA_VERSION)
    expect(manifest.counts).toEqual(clean.snapshot.manifest.counts)
    const entityCount = Object.values(manifest.counts).reduce((a, b) => a + b, 0)
    // A hash per entity, and one per card of the card table (decision 048: a published post, clinic or vet).
    const keys = Object.keys(manifest.hashes)
    expect(keys.filter((k) => !k.startsWith('cards:'))).toHaveLength(entityCount)
    for (const [id, article] of Object.entries(clean.snapshot.entities.articles)) {
      expect(manifest.hashes[`articles:${id}`]).toMatch(/^[0-9a-f]{64}$/)
      if (article.status === 'publish') expect(manifest.hashes[`cards:post:${id}`]).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(manifest.contentHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('writes to disk exactly the snapshot it returns', () => {
    expect(loadSnapshot(dirsOf('clean').snapshot)).toEqual(JSON.parse(JSON.stringify(clean.snapshot)) as Snapshot)
  })
})

describe('a run through 503s, 429s, malformed JSON and one corrupt article', () => {
  let faulty: RunResult
  let corruptId: number
  const retryEvents: CmsClientEvent[] = []

  beforeAll(async () => {
    const popular = new Set(cms.store().options.popular_articles)
    corruptId = Number(Object.keys(clean.snapshot.entities.articles).find((id) => !popular.has(Number(id))))
    cms.stats.reset()
    // The faults are a deterministic function of (seed, URL, attempt): this seed hits this run with every kind.
    const rates = 'error_rate=0.1,rate_limit=0.05,retry_after=1,malformed_json_rate=0.02,seed=s10'
    cms.setFaults(`${rates},corrupt=articles:${corruptId}`)
    try {
      faulty = await runPipeline(envFor('faults'), {
        now: NOW,
        onClientEvent: (e) => e.type === 'retry' && retryEvents.push(e),
      })
    } finally {
      cms.setFaults('')
    }
  })

  it('retries every injected failure and counts the retries', () => {
    const { error, rate_limit, malformed } = cms.stats.faults
    expect(
      Math.min(error, rate_limit, malformed),
      'every kind of fault was injected (else pick another seed)',
    ).toBeGreaterThan(0)
    const injected = error + rate_limit + malformed
    expect(faulty.stats.retries).toBe(injected)
    expect(retryEvents).toHaveLength(injected)
    expect(faulty.stats.failures).toBe(0)
    expect(faulty.stats.requests).toBe(clean.stats.requests + injected)
  })

  it('reports the corrupt article with its id, URL, field and message, and only that', () => {
    const { invalid, warnings, skipped } = faulty.report
    // The article left out is a 404 now: the links to it say so, besides the link to the private article.
    const corruptPath = clean.snapshot.entities.articles[corruptId]?.path
    expect(warnings.filter((w) => w.url !== corruptPath)).toEqual([PRIVATE_LINK])
    for (const w of warnings.filter((w) => w.url === corruptPath))
      expect(w).toMatchObject({ level: 'warning', path: 'content', message: expect.stringContaining('404') })
    expect(skipped.map((e) => e.id)).toEqual([PROTECTED_POST])
    expect(faulty.report.skippedCount()).toBe(1)
    expect(invalid.map((e) => e.path).sort()).toEqual(['date', 'title'])
    for (const entry of invalid) {
      // The URL of the list page that held it, as a person would open it to look.
      expect(entry).toMatchObject({
        entity: 'articles',
        id: corruptId,
        slug: clean.snapshot.entities.articles[corruptId]?.slug,
      })
      expect(entry.url).toMatch(new RegExp(`^${cms.url}/wp/v2/articles\\?.*\\bpage=\\d+`))
      expect(entry.message.length).toBeGreaterThan(0)
    }
    const file = JSON.parse(readFileSync(dirsOf('faults').report, 'utf8')) as { entries: { level: string }[] }
    expect(file.entries.filter((e) => e.level === 'invalid')).toEqual(invalid)
  })

  it('leaves the corrupt article out of the snapshot, its route too', () => {
    const path = clean.snapshot.entities.articles[corruptId]?.path ?? ''
    const onDisk = loadSnapshot(dirsOf('faults').snapshot)
    expect(onDisk.entities.articles[corruptId]).toBeUndefined()
    expect(onDisk.routes[path]).toBeUndefined()
    expect(onDisk.manifest.counts.articles).toBe((clean.snapshot.manifest.counts.articles ?? 0) - 1)
  })

  it('gives the same snapshot as the clean run for everything else', () => {
    const { [corruptId]: _article, ...articles } = clean.snapshot.entities.articles
    expect(faulty.snapshot.entities).toEqual({ ...clean.snapshot.entities, articles })
    const { [clean.snapshot.entities.articles[corruptId]?.path ?? '']: _route, ...routes } = clean.snapshot.routes
    expect(faulty.snapshot.routes).toEqual(routes)
    expect(faulty.snapshot.site).toEqual(clean.snapshot.site)
    expect(faulty.snapshot.lists).toEqual(listsWithout(clean.snapshot.lists, corruptId))
  })

  it('changes the content hash only by that one article', () => {
    // The article's own hash and its card's (decision 048).
    const key = `articles:${corruptId}`
    const card = `cards:post:${corruptId}`
    const { [key]: cleanHash, [card]: cleanCard, ...others } = clean.snapshot.manifest.hashes
    expect(faulty.snapshot.manifest.hashes).toEqual(others)
    expect(faulty.snapshot.manifest.contentHash).not.toBe(clean.snapshot.manifest.contentHash)
    const withArticle = {
      ...faulty.snapshot.manifest.hashes,
      [key]: cleanHash,
      ...(cleanCard ? { [card]: cleanCard } : {}),
    }
    expect(sha256(stableStringify({ hashes: withArticle, site: faulty.snapshot.site }))).toBe(
      clean.snapshot.manifest.contentHash,
    )
  })
})

/** The lists as they would be without one article or post. */
function listsWithout(lists: Lists, id: number): Lists {
  const drop = (ids: number[]) => ids.filter((i) => i !== id)
  const dropIn = <K extends string | number>(map: Record<K, number[]>) => {
    const kept = Object.entries<number[]>(map).map(([k, ids]): [string, number[]] => [k, drop(ids)])
    return Object.fromEntries(kept.filter(([, ids]) => ids.length > 0)) as Record<K, number[]>
  }
  const byAuthor = dropIn(lists.byAuthor)
  return {
    ...lists,
    articles: drop(lists.articles),
    posts: drop(lists.posts),
    byTerm: dropIn(lists.byTerm),
    byAuthor,
    authors: lists.authors.filter((k) => byAuthor[k]),
  }
}

describe('the bad-data policy', () => {
  it('fails when more than 5% of a type is invalid, naming the type, and keeps the previous snapshot', async () => {
    const dirs = await withPreviousSnapshot('bad-events')
    const [first, second] = Object.keys(clean.snapshot.entities.events)
    cms.setFaults(`corrupt=events:${first};events:${second}`)
    const run = runPipeline(envFor('bad-events'), { now: NOW }).finally(() => cms.setFaults(''))
    await expect(run).rejects.toThrow(PipelineFatalError)
    await expect(run).rejects.toThrow(/2 of \d+ events .*\/wp\/v2\/events are invalid \(more than 5%\)/)
    expectLeftUntouched(dirs)
    const report = JSON.parse(readFileSync(dirs.report, 'utf8')) as {
      entries: { level: string; entity: string; id: number }[]
    }
    const invalid = report.entries.filter((e) => e.level === 'invalid')
    expect(new Set(invalid.map((e) => `${e.entity}:${e.id}`))).toEqual(new Set([`events:${first}`, `events:${second}`]))
  })

  it('fails when General Settings keep answering 500, naming them, and keeps the previous snapshot', async () => {
    const dirs = await withPreviousSnapshot('settings-500')
    const proxy = await brokenProxy(cms.origin, /^\/wp-json\/wp\/v2\/general-settings\b/)
    try {
      const run = runPipeline(envFor('settings-500', { PIPELINE_RETRIES: '1' }, proxy.url), { now: NOW })
      await expect(run).rejects.toThrow(PipelineFatalError)
      await expect(run).rejects.toThrow(
        /Could not load General Settings from http:\/\/127\.0\.0\.1:\d+\/wp-json\/wp\/v2\/general-settings/,
      )
    } finally {
      await proxy.close()
    }
    expectLeftUntouched(dirs)
  })

  it("fails when General Settings answer 404 with the error's message plus 'General Settings' (spec §8)", async () => {
    const dirs = await withPreviousSnapshot('settings-404')
    const proxy = await brokenProxy(cms.origin, /^\/wp-json\/wp\/v2\/general-settings\b/, 404)
    try {
      const run = runPipeline(envFor('settings-404', { PIPELINE_RETRIES: '1' }, proxy.url), { now: NOW })
      await expect(run).rejects.toThrow(/: Wrong status from API: 404 General Settings$/)
    } finally {
      await proxy.close()
    }
    expectLeftUntouched(dirs)
  })

  it("fails when the menus cannot be loaded, logging 'No menus available' (spec §8)", async () => {
    const dirs = await withPreviousSnapshot('menus-500')
    const proxy = await brokenProxy(cms.origin, /^\/wp-json\/menus\/v1\/locations\b/)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const run = runPipeline(envFor('menus-500', { PIPELINE_RETRIES: '1' }, proxy.url), { now: NOW })
      await expect(run).rejects.toThrow(/Could not load Menus from .*\/menus\/v1\/locations/)
      expect(logged).toHaveBeenCalledWith('No menus available')
    } finally {
      logged.mockRestore()
      await proxy.close()
    }
    expectLeftUntouched(dirs)
  })

  it.each([
    ['frontpage', /^\/wp-json\/wp\/v2\/frontpage\b/, /Could not load Frontpage from .*\/wp\/v2\/frontpage/],
    ['404 page', /^\/wp-json\/wp\/v2\/404\b/, /Could not load 404 page from .*\/wp\/v2\/404/],
  ])('fails when the %s cannot be loaded, naming it', async (name, path, message) => {
    const dirs = await withPreviousSnapshot(`broken-${name.replace(/\W/g, '')}`)
    const proxy = await brokenProxy(cms.origin, path)
    try {
      await expect(
        runPipeline(envFor(`broken-${name.replace(/\W/g, '')}`, { PIPELINE_RETRIES: '1' }, proxy.url), { now: NOW }),
      ).rejects.toThrow(message)
    } finally {
      await proxy.close()
    }
    expectLeftUntouched(dirs)
  })

  it('fails when General Settings are invalid, naming them and the field, and keeps the previous snapshot', async () => {
    const dirs = await withPreviousSnapshot('settings-invalid')
    const content = path.join(work, 'content-bad-settings')
    await fs.cp(CONTENT, content, { recursive: true })
    const file = path.join(content, 'site', 'general-settings.json')
    const { translations: _gone, ...settings } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    await fs.writeFile(file, JSON.stringify(settings))
    const broken = await createCmsServer({ contentDir: content, mediaDir: MEDIA, port: 0 })
    try {
      const run = runPipeline(envFor('settings-invalid', {}, broken.url), { now: NOW })
      await expect(run).rejects.toThrow(PipelineFatalError)
      await expect(run).rejects.toThrow(/General Settings is invalid\. .*general-settings.*translations/)
    } finally {
      await broken.close()
    }
    expectLeftUntouched(dirs)
  })
})

describe('an interrupted run', () => {
  it('that times out on a stalled CMS fails and keeps the previous snapshot', async () => {
    const dirs = await withPreviousSnapshot('stalled')
    cms.setFaults('stall_rate=1')
    const run = runPipeline(envFor('stalled', { PIPELINE_TIMEOUT_MS: '300', PIPELINE_RETRIES: '0' }), { now: NOW })
    try {
      await expect(run).rejects.toThrow(/300 ms/)
    } finally {
      cms.setFaults('')
    }
    expectLeftUntouched(dirs)
  })

  it('whose CMS goes away mid-run fails and keeps the previous snapshot', async () => {
    const dirs = await withPreviousSnapshot('cms-gone')
    const doomed = await createCmsServer({ contentDir: CONTENT, mediaDir: MEDIA, port: 0, faults: 'latency=50' })
    let closing: Promise<void> | undefined
    const run = runPipeline(envFor('cms-gone', { PIPELINE_RETRIES: '1' }, doomed.url), {
      now: NOW,
      onClientEvent: (e) => {
        if (e.type === 'response') closing ??= doomed.close()
      },
    })
    await expect(run).rejects.toThrow()
    await closing
    expect(closing).toBeDefined()
    expectLeftUntouched(dirs)
  })
})

describe('the CLI', () => {
  it('prints the summary with requests, retries and items left out, and exits 0', async () => {
    const dirs = dirsOf('cli')
    const result = await runCli({ CMS_API_URL: cms.url, SNAPSHOT_DIR: dirs.snapshot, BUILD_REPORT: dirs.report })
    expect(result.stderr).not.toMatch(/pipeline failed/)
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/✓ articles +\d+ items/)
    expect(result.stdout).toMatch(/snapshot: articles \d+, .*; \d+ routes/)
    expect(result.stdout).toMatch(
      /done in [\d.]+ s: \d+ requests, 0 retries, [\d.]+ MB, 0 items left out, 1 skipped, 1 warnings/,
    )
    expect(loadSnapshot(dirs.snapshot).manifest.counts).toEqual(clean.snapshot.manifest.counts)
  })

  it('exits 1 when the CMS is unreachable, saying the previous snapshot was left untouched', async () => {
    const dirs = await withPreviousSnapshot('cli-unreachable')
    const url = `http://127.0.0.1:${await closedPort()}/wp-json`
    const result = await runCli({
      CMS_API_URL: url,
      SNAPSHOT_DIR: dirs.snapshot,
      BUILD_REPORT: dirs.report,
      PIPELINE_RETRIES: '1',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/pipeline failed: .*127\.0\.0\.1/)
    expect(result.stderr).toContain('The previous snapshot, if any, was left untouched.')
    expectLeftUntouched(dirs)
  })

  it('exits 1 on a bad setting, naming the variable', async () => {
    const dirs = dirsOf('cli-bad-env')
    const result = await runCli({ CMS_API_URL: cms.url, SNAPSHOT_DIR: dirs.snapshot, PIPELINE_CONCURRENCY: 'abc' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Invalid pipeline configuration:\n\s+PIPELINE_CONCURRENCY: /)
  })
})

describe('what a real WordPress sends, as the local CMS sends it too', () => {
  it('menus keyed by location, slugs derived from the names', () => {
    expect(clean.snapshot.site.menus.main?.slug).toBe('hoofdmenu')
    expect(clean.snapshot.site.menus.footer_1?.items.length).toBeGreaterThan(0)
  })

  it('child terms at their nested WordPress paths', () => {
    const { routes, entities } = clean.snapshot
    expect(routes['/categorie/gezondheid/gebit-en-mond/']).toEqual({ kind: 'category', id: 213 })
    expect(routes['/kennisbank-cat/hoeven-en-beweging/hoefaandoeningen/']).toEqual({ kind: 'kb-category', id: 411 })
    expect(entities.terms[213]?.breadcrumbs.map((b) => b.name)).toContain('Gezondheid')
  })

  it('no page for the empty default category; sticky news posts first in the news list', () => {
    const { routes, lists, entities } = clean.snapshot
    expect(entities.terms[1]?.slug).toBe('geen-categorie')
    expect(routes['/categorie/geen-categorie/']).toBeUndefined()
    expect(lists.news[0]).toBe(2005)
    expect(lists.posts[0]).not.toBe(2005)
  })

  it("auto excerpts end in a plain ellipsis, not WordPress's [&hellip;]", () => {
    const artrose = Object.values(clean.snapshot.entities.articles).find(
      (a) => a.slug === 'artrose-en-spat-bij-paarden',
    )
    expect(artrose?.excerpt).toMatch(/…<\/p>\s*$/)
    expect(artrose?.excerpt).not.toContain('[')
    expect(artrose?.seo.description).not.toContain('[')
  })

  it('a shortlink goes to the post, an attachment page to its file', () => {
    const { entities } = clean.snapshot
    const influenza = Object.values(entities.articles).find((a) => a.slug === 'influenza-bij-paarden')
    expect(influenza?.content).toContain('href="/kennisbank/rhinopneumonie-ehv-1-en-ehv-4/"')
    const schema = Object.values(entities.articles).find((a) => a.slug === 'vaccinatieschema-voor-paarden')
    expect(schema?.content).toContain('href="/wp-content/uploads/2026/05/vaccinatieschema-paarden.pdf"')
  })

  it('ACF encodings coerced: date-time pickers in d/m/Y g:i a, numbers as strings, true/false as 1/"1", empty groups as []', () => {
    const { entities } = clean.snapshot
    for (const event of Object.values(entities.events))
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    const lesson = Object.values(entities.lessons).find((l) => l.slug === 'les-2-koliek-herkennen')
    expect(lesson).toMatchObject({ lessonNumber: 2, showAuthor: true })
    expect(lesson?.banner).toBeUndefined()
  })
})
