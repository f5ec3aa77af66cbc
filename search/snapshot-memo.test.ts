// The warm builder's search memo: documents and cards of unchanged entities taken from the last build give the same
// data files as a build without it — after an edited article, a renamed term (which every document's taxonomy text and
// every card's category reads) and an unpublished article — and entities that did not change are not made again.
import { describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { Article, Term } from '#lib/model/types.ts'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'
import { buildSearchData } from './build.ts'
import { SearchMemo } from './snapshot-memo.ts'
import { searchFixture } from './test-fixture.ts'

const BUILT = '2026-11-27T10:00:00.000Z'

/** The fixture with `edit` applied to copies of its tables, and the manifest's hashes made again. */
function edited(edit: (s: Snapshot) => void): Snapshot {
  const base = searchFixture()
  const s: Snapshot = { ...base, entities: structuredClone(base.entities) }
  edit(s)
  const { hashes, contentHash } = hashSnapshot(s.entities, s.site)
  return { ...s, manifest: { ...s.manifest, hashes, contentHash } }
}

const build = (s: Snapshot, memo?: SearchMemo) => {
  const { data } = buildSearchData(s, BUILT, undefined, memo)
  memo?.commit()
  return data
}

describe('SearchMemo', () => {
  it('gives the data a build without it gives, and makes only what changed', () => {
    const memo = new SearchMemo()
    const first = edited(() => undefined)
    expect(build(first, memo)).toEqual(build(first))
    const made = memo.misses

    const articles = (s: Snapshot) => s.entities.articles as Record<number, Article>
    const retitled = edited((s) => {
      const a = articles(s)[1002]
      if (a) a.title = 'De patiënt in de paardenkliniek'
    })
    memo.misses = 0
    expect(build(retitled, memo)).toEqual(build(retitled))
    // Its document and its card.
    expect(memo.misses).toBe(2)

    const renamed = edited((s) => {
      const a = articles(s)[1002]
      if (a) a.title = 'De patiënt in de paardenkliniek'
      const t = (s.entities.terms as Record<number, Term>)[401]
      if (t) t.name = 'Spijsvertering en koliek'
      const b = articles(s)[1001]
      if (b) b.status = 'draft'
    })
    memo.misses = 0
    const withMemo = build(renamed, memo)
    expect(withMemo).toEqual(build(renamed))
    expect(withMemo).not.toEqual(build(retitled))
    // A renamed term: every document and card is made again.
    expect(memo.misses).toBeGreaterThanOrEqual(made - 1)
  })
})
