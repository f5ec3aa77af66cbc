// The search build reads the snapshot the pipeline wrote entity by entity (read.ts's openSnapshot), never parsing the
// big tables whole: the data files are byte for byte those built from the same snapshot held in memory, with and
// without the warm builder's memo.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openSnapshot, resetSnapshotCache } from '#pipeline/snapshot/read.ts'
import { writeSnapshot } from '#pipeline/snapshot/write.ts'
import { buildSearchData } from './build.ts'
import { SearchMemo } from './snapshot-memo.ts'
import { searchFixture } from './test-fixture.ts'

const BUILT = '2026-11-29T10:00:00.000Z'
const parent = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-search-opened-'))
afterAll(() => rmSync(parent, { recursive: true, force: true }))

describe('buildSearchData over an opened snapshot', () => {
  it('gives the bytes the snapshot in memory gives', async () => {
    const dir = path.join(parent, 'snap')
    await writeSnapshot(dir, searchFixture())
    resetSnapshotCache()
    const expected = buildSearchData(searchFixture(), BUILT).data
    expect(buildSearchData(openSnapshot(dir), BUILT).data).toEqual(expected)
    const memo = new SearchMemo()
    expect(buildSearchData(openSnapshot(dir), BUILT, undefined, memo).data).toEqual(expected)
    memo.commit()
    expect(buildSearchData(openSnapshot(dir), BUILT, undefined, memo).data).toEqual(expected)
    expect(memo.hits).toBeGreaterThan(0)
  })
})
