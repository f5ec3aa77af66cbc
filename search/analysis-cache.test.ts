// The search build with the last build's analyses (search/analysis-cache.ts) writes the same bytes as a build without
// them — after an edit that adds words the vocabulary lacked, which changes how another, unchanged article's compound
// splits — while analyzing only the texts that changed.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'
import { AnalysisCache, analysisStamp } from './analysis-cache.ts'
import { buildSearchData } from './build.ts'
import { searchFixture } from './test-fixture.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'search-analysis-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const BUILT_AT = '2026-11-25T12:00:00.000Z'
const build = (s: Snapshot, cache?: AnalysisCache) => buildSearchData(s, BUILT_AT, cache).data

function edited(): Snapshot {
  const s = searchFixture()
  const article = s.entities.articles[1005]
  if (!article) throw new Error('the fixture has no article 1005')
  // "Voorjaarsgras" (article 1003) splits into voorjaar + gras only once both are words of the site.
  s.entities.articles[1005] = {
    ...article,
    content: `${article.content}<p>Het gras is in het voorjaar op zijn best. Een hoefsmid komt langs.</p>`,
  }
  return s
}

describe('the search analysis cache', () => {
  it('gives the same data as a build without it, analyzing only what changed', () => {
    const file = path.join(dir, 'search-analysis.bin')
    const first = new AnalysisCache()
    expect(build(searchFixture(), first)).toEqual(build(searchFixture()))
    first.write(file)

    const again = AnalysisCache.read(file)
    expect(build(searchFixture(), again)).toEqual(build(searchFixture()))
    expect(again.misses).toBe(0)
    again.write(file)

    const cache = AnalysisCache.read(file)
    const fresh = build(edited())
    expect(build(searchFixture()).index.equals(fresh.index)).toBe(false)
    const incremental = build(edited(), cache)
    expect(incremental.index.equals(fresh.index)).toBe(true)
    expect(incremental.cards.equals(fresh.cards)).toBe(true)
    expect(cache.misses).toBeGreaterThan(0)
    expect(cache.misses).toBeLessThan(cache.hits / 4)
  })

  it('is ignored when unreadable: everything is analyzed', () => {
    const cache = AnalysisCache.read(path.join(dir, 'missing.bin'))
    expect(build(searchFixture(), cache)).toEqual(build(searchFixture()))
    expect(cache.vocabulary.size).toBe(0)
  })

  it('is not reused after a change to the analysis code (its stamp): the next build analyzes every text again', () => {
    const file = path.join(dir, 'stamped.bin')
    expect(analysisStamp()).toBe(cacheStamp('searchAnalysis'))
    const first = new AnalysisCache()
    const expected = build(searchFixture(), first)
    first.write(file)
    // Distinct texts analyzed, and lookups in all (a text that occurs twice is analyzed once).
    const [texts, lookups] = [first.misses, first.hits + first.misses]

    // The same code: every text as the last build analyzed it.
    const same = AnalysisCache.read(file)
    expect(build(searchFixture(), same)).toEqual(expected)
    expect([same.misses, same.hits, same.dropped]).toEqual([0, lookups, undefined])

    // Other code (a stop word, a stemmer rule, the thesaurus: lib/cache/stamp.server.test.ts shows each moves the
    // stamp): nothing is reused, and the build says why.
    const changed = AnalysisCache.read(file, 'stamp of the analysis code after a change')
    expect(changed.dropped).toBe('made by other analysis code')
    expect(build(searchFixture(), changed)).toEqual(expected)
    expect([changed.misses, changed.hits]).toEqual([texts, lookups - texts])

    // Written by the changed code, read by it again: reused.
    changed.write(file, undefined, 'stamp of the analysis code after a change')
    const again = AnalysisCache.read(file, 'stamp of the analysis code after a change')
    build(searchFixture(), again)
    expect(again.misses).toBe(0)
  })
})
