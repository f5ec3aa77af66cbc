// `config.rateLimit` in the Node server, as Netlify applies it: a sliding window of `windowSize` seconds per function
// and per client address (and/or the site), at most `windowLimit` requests; over it a 429 JSON answer with Retry-After.
// In memory, per server process: what one Node host needs (several hosts behind a balancer each count their own).
import { z } from 'zod'
import { json } from '#lib/http/json.ts'
import type { RateLimitConfig } from './types.ts'

const aggregator = z.enum(['ip', 'domain'])
export const RateLimitConfigSchema = z.object({
  windowLimit: z.number().int().min(1),
  windowSize: z.number().int().min(1).max(180),
  aggregateBy: z.union([aggregator, z.array(aggregator)]).optional(),
  action: z.enum(['rate_limit', 'rewrite']).optional(),
  to: z.string().optional(),
  algorithm: z.literal('sliding_window').optional(),
})

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** One limiter per function: `check(key)` records a request and says whether it may go through. */
export function createRateLimiter(config: RateLimitConfig, now: () => number = Date.now) {
  const windowMs = config.windowSize * 1000
  const hits = new Map<string, number[]>()
  let lastSweep = now()
  const sweep = (t: number) => {
    if (t - lastSweep < windowMs) return
    lastSweep = t
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= t - windowMs) hits.delete(key)
  }
  return {
    check(key: string): RateLimitVerdict {
      const t = now()
      sweep(t)
      const recent = (hits.get(key) ?? []).filter((time) => time > t - windowMs)
      if (recent.length >= config.windowLimit) {
        hits.set(key, recent)
        const oldest = recent[0] ?? t
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) }
      }
      recent.push(t)
      hits.set(key, recent)
      return { allowed: true }
    },
  }
}

/**
 * The key a request is counted under, as `aggregateBy` says: the client's address (the socket's, or the trusted
 * proxy's header where TRUST_PROXY is set: server/request-guard.ts) and/or the site. Never the Host header: this server
 * serves one site whatever Host a client sends, so `Host: other.localhost` or a trailing dot must not open a fresh
 * bucket and so a fresh allowance. On Netlify `domain` is the deploy's domain, which the client does not choose either.
 */
export function rateLimitKey(config: RateLimitConfig, ip: string): string {
  const by =
    config.aggregateBy === undefined
      ? ['domain']
      : typeof config.aggregateBy === 'string'
        ? [config.aggregateBy]
        : config.aggregateBy
  return by.map((a) => (a === 'ip' ? `ip:${ip}` : 'domain:site')).join('|')
}

export function tooManyRequests(retryAfterSeconds: number): Response {
  const body = {
    error: `Te veel verzoeken. Probeer het over ${retryAfterSeconds} seconden opnieuw.`,
    retryAfterSeconds,
  }
  return json(429, body, { 'Retry-After': String(retryAfterSeconds) })
}
