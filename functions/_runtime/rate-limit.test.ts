// config.rateLimit in the Node server: a sliding window per key, 429 with Retry-After, and the key by aggregateBy.
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../_lib/rate-limits.ts'
import type { RateLimitConfig } from './types.ts'
import { createRateLimiter, rateLimitKey, RateLimitConfigSchema, tooManyRequests } from './rate-limit.ts'

describe('rate limits', () => {
  it('lets windowLimit requests through per window and key, then says when to come back', () => {
    let now = 1_000_000
    const limiter = createRateLimiter({ windowLimit: 3, windowSize: 60 }, () => now)
    expect([1, 2, 3].map(() => limiter.check('ip:1').allowed)).toEqual([true, true, true])
    expect(limiter.check('ip:1')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(limiter.check('ip:2').allowed).toBe(true)
    now += 30_000
    expect(limiter.check('ip:1')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    now += 30_001
    expect(limiter.check('ip:1').allowed).toBe(true)
  })

  it('answers 429 as JSON with Retry-After', async () => {
    const res = tooManyRequests(42)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('42')
    expect(await res.json()).toMatchObject({ retryAfterSeconds: 42 })
  })

  it("counts per client address (never per Host header) as Netlify's aggregateBy says, and the functions' limits are valid Netlify configs", () => {
    const both = { windowLimit: 1, windowSize: 1, aggregateBy: ['ip', 'domain'] } satisfies RateLimitConfig
    expect(rateLimitKey(both, '10.0.0.1')).toBe('ip:10.0.0.1|domain:site')
    expect(rateLimitKey({ windowLimit: 1, windowSize: 1 }, '10.0.0.1')).toBe('domain:site')
    for (const limit of Object.values(RATE_LIMITS)) expect(RateLimitConfigSchema.safeParse(limit).success).toBe(true)
    expect(RateLimitConfigSchema.safeParse({ windowLimit: 1, windowSize: 600 }).success).toBe(false)
  })
})
