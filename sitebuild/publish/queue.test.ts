// The build queue: never two builds at once; requests during a build fold into one next build; failures don't stick.
import { describe, expect, it } from 'vitest'
import { BuildQueue, type BuildJob } from './queue.ts'

/** A build runner whose builds end when the test says so, recording overlap. */
function controlledRunner() {
  const jobs: BuildJob[] = []
  const finishers: ((error?: Error) => void)[] = []
  let active = 0
  let maxActive = 0
  const run = (job: BuildJob) =>
    new Promise<void>((resolve, reject) => {
      jobs.push(job)
      maxActive = Math.max(maxActive, ++active)
      finishers.push((error) => {
        active--
        if (error) reject(error)
        else resolve()
      })
    })
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    jobs,
    run,
    maxActive: () => maxActive,
    finish: async (error?: Error) => {
      finishers.shift()?.(error)
      await tick()
      await tick()
    },
    tick,
  }
}

describe('BuildQueue', () => {
  it('starts a build at once when idle', async () => {
    const r = controlledRunner()
    const queue = new BuildQueue(r.run, () => undefined)
    expect(queue.request(['article 1 changed'])).toEqual({ build: 1, queued: false })
    await r.tick()
    expect(r.jobs).toEqual([{ n: 1, reasons: ['article 1 changed'], requests: 1, phase: 'direct' }])
    expect(queue.status().state).toBe('building')
    await r.finish()
    expect(queue.status()).toMatchObject({ state: 'idle', started: 1, succeeded: 1, failed: 0, pending: undefined })
  })

  it('folds every request that arrives during a build into one next build, and never runs two at once', async () => {
    const r = controlledRunner()
    const queue = new BuildQueue(r.run, () => undefined)
    queue.request(['a'])
    await r.tick()
    expect(queue.request(['b'])).toEqual({ build: 2, queued: true })
    expect(queue.request(['c', 'b'])).toEqual({ build: 2, queued: true })
    expect(queue.request(['d'])).toEqual({ build: 2, queued: true })
    expect(queue.status().pending).toEqual({ requests: 3, reasons: ['b', 'c', 'd'] })
    expect(r.jobs).toHaveLength(1)
    await r.finish()
    expect(r.jobs.map((j) => j.n)).toEqual([1, 2])
    expect(r.jobs[1]).toEqual({ n: 2, reasons: ['b', 'c', 'd'], requests: 3, phase: 'direct' })
    const idle = queue.idle()
    await r.finish()
    await idle
    expect(r.jobs).toHaveLength(2)
    expect(r.maxActive()).toBe(1)
    expect(queue.status()).toMatchObject({ state: 'idle', started: 2, succeeded: 2 })
  })

  it('a failed build is reported and the requests that waited still get their build', async () => {
    const r = controlledRunner()
    const queue = new BuildQueue(r.run, () => undefined)
    queue.request(['a'])
    await r.tick()
    queue.request(['b'])
    await r.finish(new Error('vike prerender failed'))
    expect(queue.status()).toMatchObject({
      state: 'building',
      failed: 1,
      last: { n: 1, ok: false, error: 'vike prerender failed' },
    })
    await r.finish()
    expect(queue.status()).toMatchObject({
      state: 'idle',
      started: 2,
      succeeded: 1,
      failed: 1,
      last: { n: 2, ok: true, reasons: ['b'] },
    })
  })

  it('a runner that throws at once does not leave the queue stuck', async () => {
    const queue = new BuildQueue(
      () => {
        throw new Error('boom')
      },
      () => undefined,
    )
    queue.request(['a'])
    await queue.idle()
    expect(queue.status()).toMatchObject({ state: 'idle', failed: 1 })
    expect(queue.request(['b']).queued).toBe(false)
  })
})
