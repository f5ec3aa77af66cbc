// The build queue: never two builds at once; requests during a build fold into one next build; failures don't stick;
// a build that leaves pages waiting is followed by phase 2, which the next request pre-empts and which resumes after it.
import { describe, expect, it } from 'vitest'
import { BuildQueue, type BuildJob, type BuildRunResult, type RunControl } from './queue.ts'

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

  describe('in two phases', () => {
    /** A runner whose builds the test ends with a result; a ripple ends itself when pre-empted (as a build does). */
    function phasedRunner() {
      const jobs: BuildJob[] = []
      const pending: Array<{ job: BuildJob; end: (r: BuildRunResult | Error) => void; control: RunControl }> = []
      const run = (job: BuildJob, control: RunControl) =>
        new Promise<BuildRunResult>((resolve, reject) => {
          jobs.push(job)
          const end = (r: BuildRunResult | Error) => (r instanceof Error ? reject(r) : resolve(r))
          pending.push({ job, end, control })
        })
      const tick = async () => {
        for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0))
      }
      return {
        jobs,
        run,
        current: () => pending[pending.length - 1],
        end: async (r: BuildRunResult | Error) => {
          pending.pop()?.end(r)
          await tick()
        },
        tick,
      }
    }

    it('runs phase 2 after a build that left pages waiting, shows its progress, and is idle only after it', async () => {
      const r = phasedRunner()
      const queue = new BuildQueue(r.run, () => undefined)
      queue.request(['nieuw artikel'])
      await r.tick()
      let settled = false
      void queue.idle().then(() => (settled = true))
      await r.end({ waiting: 11_000 })
      // Phase 1 is live: the build counts as done, the edit is no longer "building".
      expect(queue.status()).toMatchObject({ state: 'idle', running: undefined, succeeded: 1 })
      expect(queue.status().ripple).toMatchObject({ state: 'running', build: 1, done: 0, total: 11_000 })
      expect(r.jobs.map((j) => [j.n, j.phase])).toEqual([
        [1, 'direct'],
        [1, 'ripple'],
      ])
      r.current()?.control.progress(6_200, 11_000)
      expect(queue.status().ripple).toMatchObject({ done: 6_200, total: 11_000 })
      expect(settled).toBe(false)
      await r.end({ waiting: 0 })
      expect(settled).toBe(true)
      expect(queue.status()).toMatchObject({ ripple: undefined, lastRipple: { build: 1, pages: 11_000 } })
      // The ripple is no build of its own: the next request is build 2.
      expect(queue.request(['x'])).toEqual({ build: 2, queued: false })
    })

    it('a new edit pre-empts phase 2; its build runs next and the ripple resumes after it', async () => {
      const r = phasedRunner()
      const queue = new BuildQueue(r.run, () => undefined)
      queue.request(['nieuw artikel'])
      await r.tick()
      await r.end({ waiting: 11_000 })
      const ripple = r.current()
      expect(ripple?.job.phase).toBe('ripple')
      expect(ripple?.control.preempt.aborted).toBe(false)
      expect(queue.request(['titel'])).toEqual({ build: 2, queued: true })
      expect(ripple?.control.preempt.aborted).toBe(true)
      // The ripple stops after its pages under way, with 4,800 left.
      await r.end({ preempted: true, waiting: 4_800 })
      expect(r.jobs.map((j) => [j.n, j.phase])).toEqual([
        [1, 'direct'],
        [1, 'ripple'],
        [2, 'direct'],
      ])
      expect(queue.status()).toMatchObject({ state: 'building', ripple: { state: 'waiting', total: 4_800 } })
      // Build 2's phase 1 leaves the rest of both ripples waiting: phase 2 now belongs to build 2.
      await r.end({ waiting: 4_805 })
      expect(r.jobs.at(-1)).toMatchObject({ n: 2, phase: 'ripple' })
      expect(queue.status().ripple).toMatchObject({ state: 'running', build: 2, total: 4_805 })
      await r.end({ waiting: 0 })
      expect(queue.status()).toMatchObject({ state: 'idle', ripple: undefined, succeeded: 2, failed: 0 })
    })

    it('a build that renders every waiting page in phase 1 ends the ripple; a failed phase 2 stays failed until then', async () => {
      const r = phasedRunner()
      const queue = new BuildQueue(r.run, () => undefined)
      queue.request(['a'])
      await r.tick()
      await r.end({ waiting: 300 })
      await r.end(new Error('prerender of /nieuws/pagina/7/ failed'))
      expect(queue.status()).toMatchObject({
        state: 'idle',
        succeeded: 1,
        failed: 0,
        ripple: { state: 'failed', error: 'prerender of /nieuws/pagina/7/ failed' },
      })
      await queue.idle()
      queue.request(['b'])
      await r.tick()
      await r.end({ waiting: 0 })
      expect(queue.status()).toMatchObject({ ripple: undefined, succeeded: 2 })
      expect(r.jobs.map((j) => j.phase)).toEqual(['direct', 'ripple', 'direct'])
      // A failed build runs no phase 2 after it (its snapshot may be half new): the next build renders every page.
      queue.request(['c'])
      await r.tick()
      await r.end({ waiting: 40 })
      queue.request(['d'])
      await r.end({ preempted: true, waiting: 20 })
      await r.end(new Error('pipeline: the CMS did not answer'))
      await queue.idle()
      expect(r.jobs.map((j) => j.phase)).toEqual(['direct', 'ripple', 'direct', 'direct', 'ripple', 'direct'])
      expect(queue.status()).toMatchObject({
        failed: 1,
        ripple: { state: 'failed', error: 'build #4 failed; the next build renders every page' },
      })
    })
  })
})
