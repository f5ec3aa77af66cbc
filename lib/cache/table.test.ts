// The one table of caches is the one the docs show, names files that exist, covers what Netlify keeps — and the caches
// not tested beside their own module key on their stamp here: the normalize reuse and the Dutch lexicon. (The search
// analysis: search/analysis-cache.test.ts; entity facts: sitebuild/postbuild/entity-facts.test.ts; the fetch cache:
// pipeline/incremental/plan.test.ts; the build state: sitebuild/prerender/deps.test.ts.)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { RawContent } from '#pipeline/fetch/sources.ts'
import { lexiconCacheFile, lexiconStamp, readLexiconFile, writeLexiconFile } from '#search/lexicon-build.ts'
import { cacheStamp, PROJECT_ROOT } from './stamp.server.ts'
import type * as Stamps from './stamp.server.ts'
import { CACHES, cachesMarkdown, NOT_CACHES, type CacheRow } from './table.ts'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'cache-table-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))
afterEach(() => {
  vi.doUnmock('#lib/cache/stamp.server.ts')
  vi.resetModules()
})

describe('the cache table', () => {
  it('is the "Caches" section at the end of docs/architecture.md', () => {
    const doc = readFileSync(path.join(PROJECT_ROOT, 'docs/architecture.md'), 'utf8')
    const section = doc.slice(doc.lastIndexOf('\n## Caches\n'))
    expect(section.startsWith('\n## Caches\n'), 'docs/architecture.md ends with a "## Caches" section').toBe(true)
    expect(section, 'the table in docs/architecture.md is cachesMarkdown() of lib/cache/table.ts').toContain(
      cachesMarkdown(),
    )
    expect(section).toContain(NOT_CACHES)
  })

  it("names only files that exist as each cache's code", () => {
    for (const row of Object.values(CACHES) as CacheRow[])
      for (const file of [...(row.code?.entries ?? []), ...(row.code?.files ?? [])])
        expect(existsSync(path.join(PROJECT_ROOT, file)), `${row.title}: ${file}`).toBe(true)
  })

  it("Netlify's build cache keeps every cache the build keeps on disk between builds", async () => {
    // The plugin is plain JavaScript outside the typed tree: its one function, typed here.
    const plugin = path.join(PROJECT_ROOT, 'netlify/plugins/hoefslag-build-cache/index.js')
    const { cachedPaths } = (await import(plugin)) as { cachedPaths: (inputs: unknown) => string[] }
    const kept = cachedPaths({})
    for (const where of ['.snapshot-cache', 'dist']) expect(kept).toContain(where)
  })
})

describe('each cache keys on its stamp', () => {
  it("normalize reuse: the normalizers' stamp is in every table's context", async () => {
    const raw = { products: [], vets: [] } as unknown as RawContent
    const settings = { siteUrl: 'https://www.hoefslag.nl', cmsUrl: 'http://cms.test', extraOrigins: '' }
    const now = await import('#pipeline/incremental/reuse.ts')
    expect(now.normalizerCodeHash()).toBe(cacheStamp('normalize'))
    const context = now.normalizeContext(raw, settings)

    vi.resetModules()
    vi.doMock('#lib/cache/stamp.server.ts', async (original) => ({
      ...(await original<typeof Stamps>()),
      cacheStamp: () => 'stamp of the normalizers after a change',
    }))
    const changed = (await import('#pipeline/incremental/reuse.ts')).normalizeContext(raw, settings)
    for (const table of Object.keys(context) as (keyof typeof context)[])
      expect(changed[table], table).not.toBe(context[table])
  })

  it('Dutch lexicon: its cache file is named by and carries the stamp; a file of another stamp is not read', () => {
    expect(lexiconStamp()).toBe(cacheStamp('lexicon').slice(0, 16))
    expect(path.basename(lexiconCacheFile({ LEXICON_CACHE_DIR: tmp }))).toBe(`dutch-lexicon-${lexiconStamp()}.bin`)
    const file = path.join(tmp, 'lexicon.bin')
    const expanded = {
      rules: 2,
      lemmas: new Map([['hoefjes', ['hoef']]]),
      heads: new Set(['hoef']),
      bare: new Set<string>(),
      begins: new Set(['hoef']),
      ends: new Set(['ijzer']),
    }
    writeLexiconFile(file, expanded, 'stamp A')
    expect(readLexiconFile(file, 'stamp A')?.begins).toEqual(new Set(['hoef']))
    expect(readLexiconFile(file, 'stamp of the expansion code after a change')).toBeNull()
  })
})
