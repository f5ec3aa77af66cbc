// The rate limits of the functions whose abuse costs someone (issue 13): login (credential stuffing), the chip lookup
// (it answers an owner's name, address and phone: enumerable) and the forms (spam). Netlify enforces them from each
// function's `config.rateLimit`; the Node server (server/) applies the same numbers (functions/_runtime/rate-limit.ts).
import type { RateLimitConfig } from '../_runtime/types.ts'

export const RATE_LIMITS = {
  /** 10 login attempts a minute per IP address: plenty for a person who mistypes, useless for a password list. */
  login: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  /** 30 chip lookups a minute per IP address: a clinic's desk, not a scraper walking the number space. */
  chipLookup: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  /** 10 form submissions a minute per IP address. */
  forms: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
} satisfies Record<string, RateLimitConfig>
