// Retry policy rules: which failures are transient, backoff bounds, Retry-After parsing and cap.
import { describe, expect, it } from 'vitest'
import { CmsHttpError, CmsTimeoutError } from './errors.ts'
import { isTransient, parseRetryAfter, retryDelay } from './retry.ts'

const policy = { backoffBaseMs: 200, backoffMaxMs: 5_000, maxRetryAfterMs: 30_000, random: () => 1 }

describe('retry policy', () => {
  it('retries 429, 5xx, timeouts and socket errors, not other 4xx', () => {
    expect(isTransient(new CmsHttpError('u', 429, 1))).toBe(true)
    expect(isTransient(new CmsHttpError('u', 502, 1))).toBe(true)
    expect(isTransient(new CmsHttpError('u', 404, 1))).toBe(false)
    expect(isTransient(new CmsHttpError('u', 401, 1))).toBe(false)
    expect(isTransient(new CmsTimeoutError('u', 1, 10))).toBe(true)
    expect(isTransient(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true)
    expect(
      isTransient(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'UND_ERR_SOCKET' }) })),
    ).toBe(true)
    expect(isTransient(new TypeError('bug'))).toBe(false)
  })

  it('backs off exponentially with full jitter up to the maximum', () => {
    expect([1, 2, 3, 6, 10].map((attempt) => retryDelay(new Error(), attempt, policy))).toEqual([
      200, 400, 800, 5_000, 5_000,
    ])
    expect(retryDelay(new Error(), 3, { ...policy, random: () => 0.5 })).toBe(400)
  })

  it('honours Retry-After in seconds or as a date, capped', () => {
    const now = Date.parse('2025-01-01T12:00:00Z')
    expect(parseRetryAfter('7')).toBe(7_000)
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:05 GMT', now)).toBe(5_000)
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(retryDelay(new CmsHttpError('u', 429, 1, 3_600_000), 1, policy)).toBe(30_000)
  })
})
