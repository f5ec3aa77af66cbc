import { afterEach, describe, expect, it, vi } from 'vitest'
import { CANCELED_MESSAGE, LatestRequest } from './latest-request.ts'

/** A request that settles when told to, and rejects with an AbortError when its signal aborts (like fetch). */
function deferredTask<T>() {
  let resolve: (value: T) => void = () => {}
  let seen: AbortSignal | undefined
  const task = (signal: AbortSignal) => {
    seen = signal
    return new Promise<T>((res, rej) => {
      resolve = res
      signal.addEventListener('abort', () => rej(new DOMException('The operation was aborted.', 'AbortError')))
    })
  }
  return { task, resolve: (value: T) => resolve(value), signal: () => seen }
}

afterEach(() => vi.restoreAllMocks())

describe('LatestRequest', () => {
  it('aborts the previous request when a new one starts; the first ends canceled, the second done', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const latest = new LatestRequest()
    const slow = deferredTask<string>()
    const fast = deferredTask<string>()
    const first = latest.run(slow.task)
    const second = latest.run(fast.task)
    expect(slow.signal()?.aborted).toBe(true)
    expect(fast.signal()?.aborted).toBe(false)
    fast.resolve('droes')
    expect(await first).toEqual({ status: 'canceled' })
    expect(await second).toEqual({ status: 'done', value: 'droes' })
    // Silent: one debug line with the spec's text, no error.
    expect(debug.mock.calls).toEqual([[CANCELED_MESSAGE]])
    expect(error).not.toHaveBeenCalled()
  })

  it('treats an answer that arrives after the abort as canceled', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const latest = new LatestRequest()
    let finish: (v: string) => void = () => {}
    const first = latest.run(() => new Promise<string>((res) => (finish = res)))
    void latest.run(() => new Promise<string>(() => {}))
    finish('koliek')
    expect(await first).toEqual({ status: 'canceled' })
  })

  it('reports a failure that is not a cancellation', async () => {
    const latest = new LatestRequest()
    const problem = new Error('Wrong status from API: 500')
    expect(await latest.run(() => Promise.reject(problem))).toEqual({ status: 'failed', error: problem })
    expect(latest.running).toBe(false)
  })

  it('cancel() aborts the running request', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const latest = new LatestRequest()
    const task = deferredTask<string>()
    const run = latest.run(task.task)
    expect(latest.running).toBe(true)
    latest.cancel()
    expect(await run).toEqual({ status: 'canceled' })
    expect(latest.running).toBe(false)
  })
})
