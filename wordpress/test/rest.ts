// The seeding client: WordPress' REST API with the admin's Application Password (HTTP Basic, allowed over http
// because WP_ENVIRONMENT_TYPE is local).
import { WP } from './config.ts'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

export class Rest {
  readonly #auth: string

  constructor(applicationPassword: string) {
    this.#auth = `Basic ${Buffer.from(`${WP.admin.user}:${applicationPassword}`).toString('base64')}`
  }

  /** The Authorization header, for a test that reads a refused answer itself (`request` throws on it). */
  get authorization(): string {
    return this.#auth
  }

  async request<T = JsonObject>(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const isJson = body !== undefined && !(body instanceof FormData)
    const response = await fetch(`${WP.api}${route}`, {
      method,
      headers: { authorization: this.#auth, ...(isJson ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as FormData),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 500)}`)
    return JSON.parse(text) as T
  }

  post<T = JsonObject>(route: string, body: unknown): Promise<T> {
    return this.request<T>('POST', route, body)
  }

  get<T = JsonObject>(route: string): Promise<T> {
    return this.request<T>('GET', route)
  }

  /**
   * Several POSTs in one request through WordPress' batch endpoint (`/batch/v1`, core since 5.6): WordPress runs them
   * in the given order in one boot, each through its own REST route (the same handlers, fields and checks as one
   * request each), so objects still get their ids in that order. Answers each one's body; fails naming the first that
   * was refused. Only routes registered with `allow_batch` (core's posts and terms routes) take part.
   */
  async batch(requests: { route: string; body: JsonObject }[]): Promise<JsonObject[]> {
    if (requests.length > MAX_BATCH)
      throw new Error(`a batch holds at most ${MAX_BATCH} requests, not ${requests.length}`)
    const answer = await this.post<{ responses?: { status: number; body: JsonObject }[] }>('/batch/v1', {
      validation: 'normal',
      requests: requests.map(({ route, body }) => ({ method: 'POST', path: route, body })),
    })
    const responses = answer.responses ?? []
    if (responses.length !== requests.length)
      throw new Error(`POST /batch/v1: ${responses.length} answers to ${requests.length} requests`)
    return responses.map((response, i) => {
      if (response.status < 200 || response.status > 299)
        throw new Error(
          `POST ${requests[i]?.route ?? ''} (in a batch): ${response.status} ${JSON.stringify(response.body).slice(0, 500)}`,
        )
      return response.body
    })
  }
}

/** WordPress' default most requests in one batch (`rest_get_max_batch_size`). */
export const MAX_BATCH = 25
