// Snapshot reading: round trip, memoization per directory, and errors that say what to run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNAPSHOT_SCHEMA_VERSION } from '#lib/model/snapshot.ts'
import { loadSnapshot, readManifest, resetSnapshotCache } from './read.ts'
import { writeSnapshot } from './write.ts'
import { fixtureSnapshot } from './test-fixture.ts'

const parent = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-read-'))
const dir = path.join(parent, 'snap')
afterAll(() => rmSync(parent, { recursive: true, force: true }))
beforeEach(async () => {
  resetSnapshotCache()
  vi.unstubAllEnvs()
  await writeSnapshot(dir, fixtureSnapshot())
})

describe('loadSnapshot', () => {
  it('reads back exactly what was written', () => {
    expect(loadSnapshot(dir)).toEqual(fixtureSnapshot())
    expect(readManifest(dir)).toEqual(fixtureSnapshot().manifest)
  })

  it('reads once per directory per process until the cache is reset', async () => {
    const first = loadSnapshot(dir)
    await writeSnapshot(dir, fixtureSnapshot('Anders'))
    expect(loadSnapshot(dir)).toBe(first)
    expect(loadSnapshot(`${dir}/`)).toBe(first)
    resetSnapshotCache()
    expect(loadSnapshot(dir).entities.terms[201]?.name).toBe('Anders')
  })

  it('defaults to SNAPSHOT_DIR, then <cwd>/.snapshot', () => {
    vi.stubEnv('SNAPSHOT_DIR', dir)
    expect(loadSnapshot().manifest.contentHash).toBe(fixtureSnapshot().manifest.contentHash)
    vi.stubEnv('SNAPSHOT_DIR', '')
    vi.spyOn(process, 'cwd').mockReturnValue(parent)
    expect(() => loadSnapshot()).toThrow(
      `No snapshot at ${path.join(parent, '.snapshot')}: run "npm run pipeline" first`,
    )
  })

  it('says to run the pipeline when there is no snapshot', () => {
    const missing = path.join(parent, 'nothing-here')
    expect(() => loadSnapshot(missing)).toThrow(`No snapshot at ${missing}: run "npm run pipeline" first`)
  })

  it('names both schema versions when the snapshot is outdated', () => {
    const manifest = { ...fixtureSnapshot().manifest, schemaVersion: SNAPSHOT_SCHEMA_VERSION + 41 }
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
    expect(() => loadSnapshot(dir)).toThrow(
      `Snapshot at ${dir} has schema version ${SNAPSHOT_SCHEMA_VERSION + 41}, this build reads version ${SNAPSHOT_SCHEMA_VERSION}`,
    )
  })

  it('names the file when one is damaged', () => {
    writeFileSync(path.join(dir, 'entities', 'terms.json'), '{"201": {"id": 201')
    expect(() => loadSnapshot(dir)).toThrow(
      `Snapshot file ${path.join(dir, 'entities', 'terms.json')} is not valid JSON`,
    )
    writeFileSync(path.join(dir, 'entities', 'terms.json'), '{"201": {"name": "x"}}')
    expect(() => loadSnapshot(dir)).toThrow(
      `Snapshot file ${path.join(dir, 'entities', 'terms.json')} is malformed at 201`,
    )
  })
})
