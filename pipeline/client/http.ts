// CMS HTTP client: GETs JSON from the WordPress REST API over one keep-alive undici Agent, with bounded concurrency, timeouts and retries.
import { setTimeout as delay } from 'node:timers/promises'
import pLimit, { type LimitFunction } from 'p-limit'
import { Agent, request } from 'undici'
import { ACCEPT_ENCODING, parseJsonBody } from './body.ts'
import { CmsHttpError, CmsInvalidBodyError, CmsRequestFailedError, CmsShapeError, CmsTimeoutError } from './errors.ts'
import { flattenHeaders, readHeaders, type CmsResponseHeaders } from './headers.ts'
import { buildUrl, type Query } from './query.ts'
import { isTransient, parseRetryAfter, retryDelay, type RetryPolicy } from './retry.ts'

export type { CmsResponseHeaders } from './headers.ts'

export interface CmsClientOptions {
  /** The `wp-json` root, e.g. `http://localhost:8081/wp-json`. */
  baseUrl: string
  /** Requests in flight at most (each also holds its slot while backing off). Default 16. */
  concurrency?: number
  /** Per attempt, headers and body together. Default 15000. */
  timeoutMs?: number
  /** Retries after the first attempt. Default 5. */
  retries?: number
  backoffBaseMs?: number
  backoffMaxMs?: number
  /** Cap on a server's Retry-After. Default 30000. */
  maxRetryAfterMs?: number
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string
  onEvent?: (event: CmsClientEvent) => void
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

export type CmsClientEvent =
  | { type: 'response'; url: string; attempt: number; status: number; bytes: number; ms: number }
  | { type: 'retry'; url: string; attempt: number; delayMs: number; error: Error }
  | { type: 'failure'; url: string; attempts: number; error: Error }

export interface CmsResponse {
  data: unknown
  headers: CmsResponseHeaders
  url: string
}

export interface CmsClientStats {
  /** Attempts sent, retries included. */
  requests: number
  /** Retries scheduled. */
  retries: number
  /** Calls that finally threw. */
  failures: number
  /** Response body bytes received (as sent on the wire). */
  bytes: number
}

export class CmsClient {
  readonly baseUrl: string
  readonly #agent: Agent
  readonly #limit: LimitFunction
  readonly #timeoutMs: number
  readonly #retries: number
  readonly #policy: RetryPolicy
  readonly #headers: Record<string, string>
  readonly #sleep: (ms: number) => Promise<void>
  readonly #onEvent: (event: CmsClientEvent) => void
  readonly #stats: CmsClientStats = { requests: 0, retries: 0, failures: 0, bytes: 0 }

  constructor(options: CmsClientOptions) {
    const concurrency = options.concurrency ?? 16
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`)
    this.baseUrl = options.baseUrl
    this.#timeoutMs = options.timeoutMs ?? 15_000
    this.#retries = options.retries ?? 5
    this.#policy = {
      backoffBaseMs: options.backoffBaseMs ?? 200,
      backoffMaxMs: options.backoffMaxMs ?? 5_000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 30_000,
      random: options.random ?? Math.random,
    }
    this.#headers = {
      accept: 'application/json',
      'accept-encoding': ACCEPT_ENCODING,
      'user-agent': 'hoefslag-pipeline',
    }
    if (options.token !== undefined) this.#headers.authorization = `Bearer ${options.token}`
    this.#sleep = options.sleep ?? ((ms) => delay(ms))
    this.#onEvent = options.onEvent ?? (() => {})
    this.#limit = pLimit(concurrency)
    this.#agent = new Agent({
      connections: concurrency,
      keepAliveTimeout: 10_000,
      headersTimeout: this.#timeoutMs,
      bodyTimeout: this.#timeoutMs,
      connect: { timeout: this.#timeoutMs },
    })
  }

  /** GET `path` (relative to the base URL) and parse the JSON body; retries transient failures. */
  getJson(path: string, query?: Query): Promise<CmsResponse> {
    const url = buildUrl(this.baseUrl, path, query)
    return this.#limit(() => this.#getWithRetries(url))
  }

  /**
   * Every page of a list: page 1 first (for X-WP-TotalPages), then the rest in parallel, in page order.
   * `mapPage` runs on each page as it arrives, so a caller can parse and drop raw JSON page by page.
   * When items are deleted while the list is read, WordPress answers a page past the new end with
   * `400 rest_post_invalid_page_number`: the listing then starts once more from page 1 (`onRestart` first, so the
   * caller can drop what it kept of the first pass); a second such answer is thrown.
   */
  async getAllPages(path: string, query?: Query, opts?: { perPage?: number }): Promise<unknown[]>
  async getAllPages<T>(path: string, query: Query, opts: PageOptions<T>): Promise<T[]>
  async getAllPages<T>(path: string, query: Query = {}, opts: Partial<PageOptions<T>> = {}): Promise<(T | unknown)[]> {
    try {
      return await this.#readAllPages(path, query, opts)
    } catch (error) {
      if (!(error instanceof CmsHttpError && error.code === PAGE_GONE)) throw error
      opts.onRestart?.()
      return this.#readAllPages(path, query, opts)
    }
  }

  async #readAllPages<T>(
    path: string,
    query: Query,
    { perPage = 100, mapPage }: Partial<PageOptions<T>>,
  ): Promise<(T | unknown)[]> {
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      throw new RangeError(`perPage must be 1..100, got ${perPage}`)
    const map = (response: CmsResponse) => (mapPage ? mapPage(itemsOf(response), response.url) : itemsOf(response))
    const pageOf = async (page: number) => map(await this.getJson(path, { ...query, per_page: perPage, page }))
    const first = await this.getJson(path, { ...query, per_page: perPage, page: 1 })
    const totalPages = first.headers.totalPages ?? 1
    const items = [map(first)]
    const rest = await Promise.all(Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => pageOf(i + 2)))
    return items.concat(rest).flat()
  }

  stats(): CmsClientStats {
    return { ...this.#stats }
  }

  async close(): Promise<void> {
    await this.#agent.destroy()
  }

  async #getWithRetries(url: string): Promise<CmsResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#attempt(url, attempt)
      } catch (error) {
        const final = this.#finalError(url, attempt, error)
        if (final !== undefined) {
          this.#stats.failures++
          this.#onEvent({ type: 'failure', url, attempts: attempt, error: final })
          throw final
        }
        const delayMs = retryDelay(error, attempt, this.#policy)
        this.#stats.retries++
        this.#onEvent({
          type: 'retry',
          url,
          attempt,
          delayMs,
          error: error instanceof Error ? error : new Error(String(error)),
        })
        await this.#sleep(delayMs)
      }
    }
  }

  /** The error to throw to the caller, or undefined when this failure should be retried. */
  #finalError(url: string, attempt: number, error: unknown): Error | undefined {
    if (error instanceof CmsHttpError && !isTransient(error)) return error
    if (isTransient(error) && attempt <= this.#retries) return undefined
    return new CmsRequestFailedError(url, attempt, error)
  }

  async #attempt(url: string, attempt: number): Promise<CmsResponse> {
    this.#stats.requests++
    const started = performance.now()
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs)
    try {
      const response = await request(url, {
        dispatcher: this.#agent,
        method: 'GET',
        headers: this.#headers,
        signal: controller.signal,
      })
      const raw = flattenHeaders(response.headers)
      const status = response.statusCode
      if (status < 200 || status >= 300) {
        const code =
          status >= 400 && status < 500 && status !== 429
            ? await errorCode(response.body, raw['content-encoding'])
            : await discard(response.body)
        const retryAfterMs = status === 429 || status === 503 ? parseRetryAfter(raw['retry-after']) : undefined
        throw new CmsHttpError(url, status, attempt, retryAfterMs, code)
      }
      const body = Buffer.from(await response.body.arrayBuffer())
      this.#stats.bytes += body.byteLength
      const data =
        status === 204
          ? null
          : await parseJsonBody(body, raw['content-encoding']).catch((cause: unknown) => {
              throw new CmsInvalidBodyError(url, status, attempt, cause)
            })
      this.#onEvent({
        type: 'response',
        url,
        attempt,
        status,
        bytes: body.byteLength,
        ms: Math.round(performance.now() - started),
      })
      return { data, headers: readHeaders(raw), url }
    } catch (error) {
      if (controller.signal.aborted && !(error instanceof CmsHttpError))
        throw new CmsTimeoutError(url, attempt, this.#timeoutMs)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
}

type PageOptions<T> = { perPage?: number; mapPage: (items: unknown[], url: string) => T[]; onRestart?: () => void }
/** WordPress's answer to a page past the end of a list (items were deleted while it was read). */
const PAGE_GONE = 'rest_post_invalid_page_number'

const discard = async (body: { dump: () => Promise<void> }): Promise<undefined> => {
  await body.dump().catch(() => {})
  return undefined
}

/** WordPress's `code` from a small JSON error body; undefined when there is none. */
async function errorCode(
  body: { arrayBuffer: () => Promise<ArrayBuffer> },
  encoding: string | undefined,
): Promise<string | undefined> {
  try {
    const data = await parseJsonBody(Buffer.from(await body.arrayBuffer()), encoding)
    return typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string'
      ? data.code
      : undefined
  } catch {
    return undefined
  }
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  return new CmsClient(options)
}

function itemsOf(response: CmsResponse): unknown[] {
  const { data, url } = response
  if (!Array.isArray(data))
    throw new CmsShapeError(url, `Expected a JSON array, got ${data === null ? 'null' : typeof data}`)
  return data
}
