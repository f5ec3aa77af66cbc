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
}
