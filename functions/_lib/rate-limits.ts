// The rate limits of the functions whose abuse costs someone: login (credential stuffing), the chip lookup
// (it answers an owner's name, address and phone: enumerable), the forms (spam) and the editors' page renders (CPU). Netlify enforces them from each
// function's `config.rateLimit`; the Node server (server/) applies the same numbers (functions/_runtime/rate-limit.ts),
// keyed on the client address, never on the Host header.
import type { RateLimitConfig } from '../_runtime/types.ts'

export const RATE_LIMITS = {
  /** 10 login attempts a minute per client address: plenty for a person who mistypes, useless for a password list. */
  login: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  /** 30 chip lookups a minute per client address: a clinic's desk, not a scraper walking the number space. */
  chipLookup: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  /** 10 form submissions a minute per client address. */
  forms: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  /**
   * 120 editor pages a minute per client address: an editor clicking through private pages (each page and
   * its client-side navigation JSON count) stays far below it; a flood of made-up token cookies does not reach the
   * renderer at all (functions/editor-page.ts refuses them first), and this caps what is left.
   */
  editorPage: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  /** 60 opened search results a minute per client address (the click beacon): a reader never gets near it. */
  searchClick: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  /** 30 reads of the search insights a minute per client address: the wp-admin screen asks once per view. */
  searchInsights: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
} satisfies Record<string, RateLimitConfig>
