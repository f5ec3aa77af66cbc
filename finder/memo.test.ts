import { describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'
import { storedFrom, type StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import { buildFinderIndex } from './build.ts'
import { FinderMemo } from './memo.ts'
import { finderFixture } from './test-fixture.ts'

const AT = '2026-11-29T00:00:00Z'

/** The fixture after `edit`, with its manifest's hashes made again (as the pipeline makes them). */
function edited(edit: (s: Snapshot) => void): Snapshot {
  const s = finderFixture()
  edit(s)
  const { hashes, contentHash } = hashSnapshot(s.entities, s.site)
  return { ...s, manifest: { ...s.manifest, hashes, contentHash } }
}

/** The snapshot as readers, counting the clinics and vets read from its tables. */
function counted(s: Snapshot): { stored: StoredSnapshot; reads: string[] } {
  const stored = storedFrom(s)
  const reads: string[] = []
  const count = <T extends 'clinics' | 'vets'>(table: T) => {
    const reader = stored.tables[table]
    return {
      ...reader,
      keys: () => reader.keys(),
      values: () => reader.values(),
      size: reader.size,
      get: (key: number | string) => {
        reads.push(`${table}:${key}`)
        return reader.get(key)
      },
    } as typeof reader
  }
  return { stored: { ...stored, tables: { ...stored.tables, clinics: count('clinics'), vets: count('vets') } }, reads }
}

const edits: [string, (s: Snapshot) => void][] = [
  ['a clinic renamed', (s) => void (s.entities.clinics[3002]!.title = 'Paardenkliniek Aan de Dom')],
  ['a clinic moved (its vet shows its place)', (s) => void (s.entities.clinics[3001]!.address.city = 'Haarlem')],
  ['a finder term renamed', (s) => void (s.entities.terms[502]!.name = 'Orthopedie en sport')],
  ['a vet unpublished', (s) => void (s.entities.vets[3102]!.status = 'draft')],
  [
    'a vet added',
    (s) => {
      s.entities.vets[3104] = { ...s.entities.vets[3101]!, id: 3104, title: 'Aart Aalders', clinicIds: [3003] }
      s.lists.vets = [...s.lists.vets, 3104]
    },
  ],
  ['a draft clinic published', (s) => void (s.entities.clinics[3005]!.status = 'publish')],
]

describe('the finder index with a memo (a warm builder publishing one change after another)', () => {
  it('is byte for byte the index a fresh build makes, after every kind of change', () => {
    const memo = new FinderMemo()
    buildFinderIndex(finderFixture(), AT, memo)
    memo.commit()
    for (const [name, edit] of edits) {
      const s = edited(edit)
      const delta = buildFinderIndex(s, AT, memo).data
      memo.commit()
      expect(delta.equals(buildFinderIndex(s, AT).data), name).toBe(true)
    }
  })

  it('reads only the clinics and vets whose inputs changed', () => {
    const memo = new FinderMemo()
    buildFinderIndex(finderFixture(), AT, memo)
    memo.commit()
    const unchanged = counted(finderFixture())
    buildFinderIndex(unchanged.stored, AT, memo)
    memo.commit()
    expect(unchanged.reads).toEqual([])

    // Clinic 3001 moved: it and its vet (3101) are made again, nothing else.
    const moved = counted(edited((s) => void (s.entities.clinics[3001]!.address.city = 'Haarlem')))
    buildFinderIndex(moved.stored, AT, memo)
    memo.commit()
    expect([...new Set(moved.reads)].sort()).toEqual(['clinics:3001', 'clinics:3002', 'vets:3101'])
    expect([memo.misses, memo.hits]).toEqual([2, 6])

    // A category that is no finder term (an article edit recounts one): nothing is made again.
    const category = counted(
      edited((s) => {
        s.entities.clinics[3001]!.address.city = 'Haarlem'
        s.entities.terms[9001] = { ...s.entities.terms[501]!, id: 9001, taxonomy: 'category', name: 'Algemeen' }
      }),
    )
    buildFinderIndex(category.stored, AT, memo)
    expect(category.reads).toEqual([])
  })
})
