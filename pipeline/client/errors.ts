// Errors thrown by the CMS HTTP client; each carries the URL (and status/attempt where known) it is about.

/** The CMS answered with a non-2xx status. */
export class CmsHttpError extends Error {
  override readonly name = 'CmsHttpError'
  readonly url: string
  readonly status: number
  readonly attempt: number
  /** Wait the server asked for (Retry-After on 429/503), in ms. */
  readonly retryAfterMs: number | undefined
  /** WordPress's error code from the body (`rest_post_invalid_page_number`), when it sent one. */
  readonly code: string | undefined

  constructor(url: string, status: number, attempt: number, retryAfterMs?: number, code?: string) {
    super(`Wrong status from API: ${status}`)
    this.url = url
    this.status = status
    this.attempt = attempt
    this.retryAfterMs = retryAfterMs
    this.code = code
  }
}

/** One attempt took longer than the per-request timeout (headers and body together). */
export class CmsTimeoutError extends Error {
  override readonly name = 'CmsTimeoutError'
  readonly url: string
  readonly attempt: number
  readonly timeoutMs: number

  constructor(url: string, attempt: number, timeoutMs: number) {
    super(`No complete response within ${timeoutMs} ms`)
    this.url = url
    this.attempt = attempt
    this.timeoutMs = timeoutMs
  }
}

/** A 2xx response whose body could not be decoded or parsed as JSON (truncated, malformed). */
export class CmsInvalidBodyError extends Error {
  override readonly name = 'CmsInvalidBodyError'
  readonly url: string
  readonly status: number
  readonly attempt: number

  constructor(url: string, status: number, attempt: number, cause: unknown) {
    super(`Invalid JSON body (status ${status}): ${messageOf(cause)}`, { cause })
    this.url = url
    this.status = status
    this.attempt = attempt
  }
}

/** A request that failed for good: retries exhausted, or a failure that is not worth retrying. */
export class CmsRequestFailedError extends Error {
  override readonly name = 'CmsRequestFailedError'
  readonly url: string
  readonly attempts: number
  /** Status of the last attempt, when it got an HTTP answer. */
  readonly status: number | undefined

  constructor(url: string, attempts: number, cause: unknown) {
    const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`
    super(`GET ${url} failed after ${tries}: ${messageOf(cause)}`, { cause })
    this.url = url
    this.attempts = attempts
    this.status = cause instanceof CmsHttpError || cause instanceof CmsInvalidBodyError ? cause.status : undefined
  }
}

/** The response was valid JSON but not the shape the caller needs (e.g. a list endpoint not returning an array). */
export class CmsShapeError extends Error {
  override readonly name = 'CmsShapeError'
  readonly url: string

  constructor(url: string, message: string) {
    super(`${message} (GET ${url})`)
    this.url = url
  }
}

export function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = 'code' in error && typeof error.code === 'string' ? ` [${error.code}]` : ''
  return `${error.name}: ${error.message}${code}`
}
