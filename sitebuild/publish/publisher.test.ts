// The publisher: a build in the builder's folders, then a new generation switched in at once; a failed build
// switches nothing; the in-process functions follow the served generation.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Publisher } from './publisher.ts'

let tmp: string
let dist: string
let snapshot: string
const saved = { DIST_DIR: process.env.DIST_DIR, SNAPSHOT_DIR: process.env.SNAPSHOT_DIR }
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'publisher-'))
  dist = path.join(tmp, 'dist')
  snapshot = path.join(tmp, '.snapshot')
  await mkdir(path.join(dist, 'client'), { recursive: true })
  await mkdir(snapshot)
  await writeFile(path.join(dist, 'client', 'index.html'), 'v1')
  await writeFile(path.join(snapshot, 'manifest.json'), '{}')
})
afterEach(async () => {
  Object.assign(process.env, saved)
  if (saved.DIST_DIR === undefined) delete process.env.DIST_DIR
  if (saved.SNAPSHOT_DIR === undefined) delete process.env.SNAPSHOT_DIR
  await rm(tmp, { recursive: true, force: true })
})

describe('Publisher', () => {
  it('publishes each successful build as a new generation and switches to it; a failed build switches nothing', async () => {
    let fail = false
    const publisher = new Publisher({
      distDir: dist,
      snapshotDir: snapshot,
      log: () => undefined,
      build: async (job) => {
        // A half-written build: the served generation must not show it, whatever happens next.
        await writeFile(path.join(dist, 'client', 'index.html'), `v${job.n + 1}`)
        if (fail) throw new Error('prerender failed')
      },
    })
    const first = await publisher.init()
    expect(first).toBe(path.join(`${dist}-live`, '1'))
    const served: string[] = []
    publisher.attach((dir) => {
      served.push(dir)
    })
    expect(process.env.DIST_DIR).toBe(first)
    expect(process.env.SNAPSHOT_DIR).toBe(path.join(first, 'snapshot'))

    publisher.queue.request(['article 1 changed'])
    await publisher.queue.idle()
    expect(served).toEqual([path.join(`${dist}-live`, '2')])
    expect(await readFile(path.join(served[0] ?? '', 'client', 'index.html'), 'utf8')).toBe('v2')
    expect(await readFile(path.join(first, 'client', 'index.html'), 'utf8')).toBe('v1')

    fail = true
    publisher.queue.request(['article 2 changed'])
    await publisher.queue.idle()
    expect(served).toHaveLength(1)
    expect(publisher.status()).toMatchObject({ failed: 1, succeeded: 1, live: { generation: 2 } })
    expect(await readFile(path.join(served[0] ?? '', 'client', 'index.html'), 'utf8')).toBe('v2')
    // The next generation is staged in the background: let it finish before the folder is removed.
    await publisher.settled()
  })
})
