// Both stores through the one interface: files in a folder, and Netlify Blobs through @netlify/blobs' own client
// against its local BlobsServer (the same HTTP API and conditional writes as on Netlify).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getStore } from '@netlify/blobs'
import { BlobsServer } from '@netlify/blobs/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptyRecord } from './day-record.ts'
import { blobStore, fileStore, type InsightsStore } from './store.ts'

const DAY = '2026-11-29'
const tmp = mkdtempSync(path.join(os.tmpdir(), 'insights-store-'))
let server: BlobsServer
let blobs: InsightsStore

beforeAll(async () => {
  server = new BlobsServer({ directory: path.join(tmp, 'blobs'), token: 'test-token', logger: () => {} })
  const { port } = await server.start()
  const store = getStore({
    name: 'search-insights',
    siteID: 'test-site',
    token: 'test-token',
    apiURL: `http://127.0.0.1:${port}`,
    consistency: 'strong',
  })
  blobs = blobStore(store)
})
afterAll(async () => {
  await server.stop()
  rmSync(tmp, { recursive: true, force: true })
})

const stores: [string, () => InsightsStore][] = [
  ['files', () => fileStore(path.join(tmp, `files-${Math.random()}`))],
  ['Netlify Blobs', () => blobs],
]

describe.each(stores)('the %s store', (_, make) => {
  it('writes a day only over the version it read (compare-and-set), and lists and removes days', async () => {
    const store = make()
    const day = `2026-11-${10 + Math.floor(Math.random() * 18)}`
    expect(await store.read(day)).toBeNull()
    expect(await store.write(day, { ...emptyRecord(day), q: { koliek: [1, 3] } }, null)).toBe(true)
    // A second "create" loses: the day exists.
    expect(await store.write(day, emptyRecord(day), null)).toBe(false)
    const first = await store.read(day)
    expect(first?.record.q).toEqual({ koliek: [1, 3] })
    expect(await store.write(day, { ...emptyRecord(day), q: { koliek: [2, 3] } }, first?.version ?? null)).toBe(true)
    // The version read before that write is stale now.
    expect(await store.write(day, emptyRecord(day), first?.version ?? null)).toBe(false)
    expect((await store.read(day))?.record.q).toEqual({ koliek: [2, 3] })
    expect(await store.days()).toContain(day)
    await store.remove(day)
    expect(await store.days()).not.toContain(day)
    expect(await store.read(day)).toBeNull()
  })
})

describe('the files store', () => {
  it('leaves no temporary files and ignores files that are no day', async () => {
    const dir = path.join(tmp, 'tidy')
    const store = fileStore(dir)
    await Promise.all([1, 2, 3].map((n) => store.write(DAY, { ...emptyRecord(DAY), q: { [`q${n}`]: [n, 0] } }, null)))
    expect(readdirSync(dir)).toEqual([`${DAY}.json`])
    expect(await store.days()).toEqual([DAY])
  })
})
