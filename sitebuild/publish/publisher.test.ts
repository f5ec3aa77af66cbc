// The publisher: a build in the builder's folders, then a new generation switched in at once; a failed build
// switches nothing; the server is handed the generation's files (a new site handle), the process environment is not.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Publisher } from './publisher.ts'

let tmp: string
let dist: string
let snapshot: string
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
    const env = { ...process.env }
    const { distDir: first, snapshotDir, searchDataDir } = await publisher.init()
    expect(first).toBe(path.join(`${dist}-live`, '1'))
    // The generation's own snapshot and search data, for its site handle; the process environment is left alone.
    expect(snapshotDir).toBe(path.join(first, 'snapshot'))
    expect(searchDataDir).toBe(path.join(first, 'functions-data'))
    expect(process.env).toEqual(env)
    const served: string[] = []
    publisher.attach((site) => {
      served.push(site.distDir)
    })

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
