// The warm builder's search indexes patched with the documents that changed (search/build-delta.ts) are the indexes a
// build from scratch assembles, byte for byte, and answer every query the same — after an edit, a new article, an
// unpublished one, a deleted one and an article moved to the top by its date — while the patch, not a new assembly,
// made them.
import { describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { Article } from '#lib/model/types.ts'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'
import { buildSearchData } from './build.ts'
import { NO_FILTERS } from './filters.ts'
import { searchFromBytes } from './load.ts'
import { runSearch } from './search.ts'
import { SearchMemo } from './snapshot-memo.ts'
import { searchFixture } from './test-fixture.ts'

const BUILT = '2026-11-29T10:00:00.000Z'
const QUERIES = [
  'koliek',
  'paard',
  'paardenkliniek',
  'kliniek',
  'hoefsmid',
  'hoefbevangenheid',
  'ontworming',
  'mestonderzoek',
  'veulenkoliek',
  'griep',
  'voeding',
  'hoefsmidbezoek',
  'zadel',
  'patient',
  'koliekk',
]

type Articles = Record<number, Article>
/** `s` with `edit` applied to copies of its tables and routes, and the manifest's hashes made again. */
function edited(s: Snapshot, edit: (s: Snapshot, articles: Articles) => void): Snapshot {
  const next: Snapshot = { ...s, entities: structuredClone(s.entities), routes: { ...s.routes } }
  edit(next, next.entities.articles as Articles)
  const { hashes, contentHash } = hashSnapshot(next.entities, next.site)
  return { ...next, manifest: { ...next.manifest, hashes, contentHash } }
}

function answers(index: Buffer) {
  const data = searchFromBytes(index, 'test')
  return QUERIES.map((q) =>
    (['full', 'suggest'] as const).map((mode) =>
      runSearch(data, { q, mode, filters: NO_FILTERS, size: 20, from: 0, grouped: false }).results.map((h) => h.id),
    ),
  )
}

describe('search indexes patched with the changed documents', () => {
  it('equal a build from scratch after each kind of change', () => {
    const memo = new SearchMemo()
    const steps: [string, (s: Snapshot, a: Articles) => void][] = [
      [
        'an edited title and body',
        (_s, a) => {
          const x = a[1002] as Article
          x.title = 'De hoefsmid in de paardenkliniek'
          x.content = '<p>Een hoefsmidbezoek na de opname. Zadel en hoefijzer.</p>'
        },
      ],
      [
        'a new article',
        (s, a) => {
          const x = structuredClone(a[1003] as Article)
          Object.assign(x, { id: 1200, slug: 'koliek-en-hoefsmid', path: '/kennisbank/koliek-en-hoefsmid/' })
          Object.assign(x, { title: 'Koliek en de hoefsmid', date: '2025-01-01T08:00:00' })
          x.content = '<p>Wormkuurschema en griepprik naast elkaar. Nieuwwoord in een nieuw artikel.</p>'
          a[1200] = x
          s.routes[x.path] = { kind: 'article', id: 1200 }
        },
      ],
      ['an unpublished article', (_s, a) => ((a[1001] as Article).status = 'draft')],
      [
        'a deleted article',
        (s, a) => {
          const x = a[1004] as Article
          delete a[1004]
          delete s.routes[x.path]
        },
      ],
      ['an article moved to the top', (_s, a) => ((a[1010] as Article).date = '2026-01-01T08:00:00')],
      [
        'the new article deleted again',
        (s, a) => {
          delete a[1200]
          delete s.routes['/kennisbank/koliek-en-hoefsmid/']
        },
      ],
    ]
    let s = searchFixture()
    const first = buildSearchData(s, BUILT, undefined, memo)
    memo.commit()
    expect(first.stats.postings?.full.mode).toBe('assembled')
    expect(first.data).toEqual(buildSearchData(s, BUILT).data)
    let previous = first.data.index
    for (const [name, edit] of steps) {
      const before = answers(buildSearchData(s, BUILT).data.index)
      s = edited(s, edit)
      const patched = buildSearchData(s, BUILT, undefined, memo)
      memo.commit()
      const scratch = buildSearchData(s, BUILT).data
      expect(patched.stats.postings?.full.mode, name).toBe('patched')
      expect(patched.stats.postings?.suggest.mode, name).toBe('patched')
      expect(patched.data.index.equals(scratch.index), name).toBe(true)
      expect(patched.data.cards.equals(scratch.cards), name).toBe(true)
      const after = answers(patched.data.index)
      expect(after, name).toEqual(answers(scratch.index))
      // Each step changes the index, and all but the move what some query answers: no two unchanged indexes compared.
      expect(patched.data.index.equals(previous), name).toBe(false)
      if (name !== 'an article moved to the top') expect(after, name).not.toEqual(before)
      previous = patched.data.index
    }
  })

  it('equal a build from scratch over 25 random changes in a row', () => {
    // A fixed sequence (a small linear congruential generator): titles and bodies from words that share stems, parts
    // and written forms with the rest, new articles, unpublished, deleted and moved ones.
    let seed = 20261129
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    const pool = ['koliek', 'paarden', 'paard', 'hoefsmid', 'kliniek', 'veulens', 'wormkuur', 'griep', 'Patiënt', 'rot']
    const words = (n: number) => Array.from({ length: n }, () => pool[next(pool.length)]).join(' ')
    const memo = new SearchMemo()
    let s = searchFixture()
    buildSearchData(s, BUILT, undefined, memo)
    memo.commit()
    let nextId = 1300
    for (let step = 0; step < 25; step++) {
      s = edited(s, (snap, a) => {
        const ids = Object.keys(a).map(Number)
        const x = a[ids[next(ids.length)] ?? 1001] as Article
        const kind = next(5)
        if (kind === 0) x.title = words(3)
        else if (kind === 1) x.content = `<p>${words(8)}</p>`
        else if (kind === 2) x.date = `202${next(7)}-0${1 + next(9)}-1${next(9)}T08:00:00`
        else if (kind === 3) {
          delete a[x.id]
          delete snap.routes[x.path]
        } else {
          const id = nextId++
          const y = { ...structuredClone(x), id, path: `/kennisbank/nieuw-${id}/`, title: words(2) }
          a[id] = y
          snap.routes[y.path] = { kind: 'article', id }
        }
      })
      const patched = buildSearchData(s, BUILT, undefined, memo)
      memo.commit()
      expect(patched.stats.postings?.full.mode, `step ${step}`).toBe('patched')
      expect(patched.data.index.equals(buildSearchData(s, BUILT).data.index), `step ${step}`).toBe(true)
    }
  })
})
