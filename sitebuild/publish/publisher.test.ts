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

  it('publishes phase 1 at once and phase 2 as its own generation; a pre-empted or failed phase 2 publishes nothing', async () => {
    const report = path.join(tmp, 'report.json')
    const writeRender = (render: { phase: string; waiting: number; preempted: boolean }) =>
      writeFile(report, JSON.stringify({ entries: [], render }))
    // What each build does, in order: phase 1 (300 pages wait), phase 2 pre-empted by build 2, build 2's phase 1 and
    // a phase 2 that fails half-way.
    const script: Array<(n: number, preempt: AbortSignal) => Promise<void>> = [
      async (n) => {
        await writeFile(path.join(dist, 'client', 'index.html'), `build ${n}, phase 1`)
        await writeRender({ phase: 'direct', waiting: 300, preempted: false })
      },
      async (_n, preempt) => {
        // An edit comes in while phase 2 renders: it is asked to stop, and stops with half of its pages written.
        publisher.queue.request(['build 2'])
        expect(preempt.aborted).toBe(true)
        await writeFile(path.join(dist, 'client', 'lijst.html'), 'half of phase 2')
        await writeRender({ phase: 'ripple', waiting: 150, preempted: true })
      },
      async (n) => {
        await writeFile(path.join(dist, 'client', 'index.html'), `build ${n}, phase 1`)
        await writeRender({ phase: 'direct', waiting: 151, preempted: false })
      },
      async () => {
        await writeFile(path.join(dist, 'client', 'lijst.html'), 'a page of a failing phase 2')
        throw new Error('prerender of /nieuws/pagina/3/ failed')
      },
    ]
    const phases: string[] = []
    const publisher = new Publisher({
      distDir: dist,
      snapshotDir: snapshot,
      reportFile: report,
      log: () => undefined,
      build: async (job, _signal, control) => {
        phases.push(`${job.n} ${job.phase}`)
        await script.shift()?.(job.n, control.preempt)
      },
    })
    await publisher.init()
    const served: string[] = []
    publisher.attach((site) => {
      served.push(site.distDir)
    })
    publisher.queue.request(['build 1'])
    await publisher.queue.idle()
    expect(phases).toEqual(['1 direct', '1 ripple', '2 direct', '2 ripple'])
    expect(script).toHaveLength(0)
    // Generation 2 is build 1's phase 1, generation 3 build 2's; the pre-empted and the failed phase 2 made none.
    expect(served.map((dir) => path.basename(dir))).toEqual(['2', '3'])
    const live = served.at(-1) ?? ''
    expect(await readFile(path.join(live, 'client', 'index.html'), 'utf8')).toBe('build 2, phase 1')
    expect(await readFile(path.join(live, 'client', 'lijst.html'), 'utf8')).toBe('half of phase 2')
    expect(publisher.status()).toMatchObject({
      live: { generation: 3, build: { n: 2, phase: 'direct' } },
      ripple: { state: 'failed', build: 2 },
    })
    await publisher.settled()
  })
})
