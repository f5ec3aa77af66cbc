// Full or incremental: the reasons an operator reads in the build's output.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parsePipelineEnv } from '../env.ts'
import { fixtureSnapshot } from '../snapshot/test-fixture.ts'
import { writeSnapshot } from '../snapshot/write.ts'
import { CACHE_VERSION, writeRawCache, type CacheMeta } from './cache.ts'
import { chooseFetchMode } from './fetch-mode.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'

const CMS = 'http://cms.test/wp-json'
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'plan-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const env = (extra: Record<string, string> = {}) =>
  parsePipelineEnv({
    CMS_API_URL: CMS,
    SNAPSHOT_DIR: path.join(dir, '.snapshot'),
    BUILD_REPORT: path.join(dir, 'r.json'),
    ...extra,
  })

async function previousRun(fullAt: string, cmsUrl = CMS, version: string = CACHE_VERSION) {
  const snapshot = fixtureSnapshot()
  await writeSnapshot(path.join(dir, '.snapshot'), snapshot)
  const meta: CacheMeta = {
    version,
    cmsUrl,
    snapshotHash: snapshot.manifest.contentHash,
    fetchedAt: '2026-11-25T03:00:00.000Z',
    fullAt,
  }
  await writeRawCache(path.join(dir, '.snapshot-cache'), {
    meta,
    collections: { articles: [{ url: `${CMS}/wp/v2/articles`, item: { id: 1, modified: '2026-11-25T04:00:00' } }] },
  })
}
const now = new Date('2026-11-25T12:00:00Z')

describe('chooseFetchMode', () => {
  it('fetches incrementally after a recent full run of the same CMS, from the cached answers', async () => {
    await previousRun('2026-11-25T02:00:00.000Z')
    const mode = await chooseFetchMode(env(), { now })
    expect(mode).toMatchObject({
      kind: 'incremental',
      marginMs: 3_600_000,
      reason: 'changes since the run of 2026-11-25T03:00:00.000Z',
    })
    expect(mode.kind === 'incremental' && mode.cache.collections.articles).toHaveLength(1)
  })

  it('fetches in full when the last full fetch is older than PIPELINE_FULL_AFTER_HOURS, unless that is 0', async () => {
    await previousRun('2026-11-24T10:00:00.000Z')
    expect(await chooseFetchMode(env(), { now })).toMatchObject({
      kind: 'full',
      reason: 'the last full fetch was 26 h ago (PIPELINE_FULL_AFTER_HOURS=24)',
    })
    expect((await chooseFetchMode(env({ PIPELINE_FULL_AFTER_HOURS: '0' }), { now })).kind).toBe('incremental')
  })

  it('fetches in full for another CMS, without a snapshot, or without a cache', async () => {
    expect((await chooseFetchMode(env(), { now })).reason).toBe(
      `no cache of the last run in ${path.join(dir, '.snapshot-cache')}`,
    )
    await previousRun('2026-11-25T02:00:00.000Z', 'http://other.test/wp-json')
    expect((await chooseFetchMode(env(), { now })).reason).toBe(
      'the last run read another CMS (http://other.test/wp-json)',
    )
    await rm(path.join(dir, '.snapshot'), { recursive: true })
    expect((await chooseFetchMode(env({ CMS_API_URL: 'http://other.test/wp-json' }), { now })).reason).toBe(
      `no snapshot in ${path.join(dir, '.snapshot')}`,
    )
  })

  it('fetches in full when the answers were asked for by other fetch code (its stamp), without --full', async () => {
    expect(CACHE_VERSION).toBe(cacheStamp('fetch'))
    await previousRun('2026-11-25T02:00:00.000Z', CMS, 'stamp of the fetch code before a change')
    expect(await chooseFetchMode(env(), { now })).toMatchObject({
      kind: 'full',
      reason: `the cache in ${path.join(dir, '.snapshot-cache')} was made by other fetch code, or is malformed`,
    })
    await previousRun('2026-11-25T02:00:00.000Z')
    expect((await chooseFetchMode(env(), { now })).kind).toBe('incremental')
  })
})
