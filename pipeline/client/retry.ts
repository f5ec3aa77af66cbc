// Retry policy for CMS requests: which failures are transient, exponential backoff with full jitter, Retry-After.
import { CmsHttpError, CmsInvalidBodyError, CmsTimeoutError } from './errors.ts'

export interface RetryPolicy {
  backoffBaseMs: number
  backoffMaxMs: number
  /** Upper bound on a server-requested Retry-After wait. */
  maxRetryAfterMs: number
  random: () => number
}

/** Socket-level failures worth another try (Node's and undici's codes). */
const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
])

export function isTransient(error: unknown): boolean {
  if (error instanceof CmsHttpError) return error.status === 429 || error.status >= 500
  if (error instanceof CmsTimeoutError || error instanceof CmsInvalidBodyError) return true
  return hasTransientCode(error, 0)
}

function hasTransientCode(error: unknown, depth: number): boolean {
  if (!(error instanceof Error) || depth > 5) return false
  if ('code' in error && typeof error.code === 'string' && TRANSIENT_CODES.has(error.code)) return true
  return hasTransientCode(error.cause, depth + 1)
}

/** Wait before retry number `attempt` (1-based): the server's Retry-After if it sent one, else full-jitter backoff. */
export function retryDelay(error: unknown, attempt: number, policy: RetryPolicy): number {
  if (error instanceof CmsHttpError && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, policy.maxRetryAfterMs)
  }
  const ceiling = Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** (attempt - 1))
  return Math.round(policy.random() * ceiling)
}

/** Retry-After is either delta-seconds or an HTTP date; returns ms to wait, or undefined when absent/unreadable. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
