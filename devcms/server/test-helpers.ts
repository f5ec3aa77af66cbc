// Test harness: a CMS server on a free port over the fixture content, and small typed accessors for JSON answers.
import { isRecord } from '#lib/is-record.ts'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCmsServer, type CmsServer, type CmsServerOptions } from './index.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
export const FIXTURE_CONTENT = path.join(here, '..', 'test-fixtures', 'content')
export const FIXTURE_MEDIA = path.join(here, '..', 'test-fixtures', 'media')

export type Res = { status: number; headers: Headers; text: string; json: unknown }
export type Harness = {
  server: CmsServer
  get: (route: string, init?: { token?: string; headers?: Record<string, string> }) => Promise<Res>
  send: (
    method: 'POST' | 'PUT',
    route: string,
    body: unknown,
    init?: { token?: string; form?: boolean },
  ) => Promise<Res>
  login: () => Promise<string>
  close: () => Promise<void>
}

async function toRes(response: Response): Promise<Res> {
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** `route` is relative to /wp-json unless it starts with `/__devcms` or `/wp-content`. */
export async function startFixture(options: Partial<CmsServerOptions> = {}): Promise<Harness> {
  const server = await createCmsServer({ contentDir: FIXTURE_CONTENT, mediaDir: FIXTURE_MEDIA, port: 0, ...options })
  const urlOf = (route: string) =>
    /^\/(__devcms|wp-content)\//.test(route) ? server.origin + route : server.url + route
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
  const get: Harness['get'] = async (route, init = {}) =>
    toRes(await fetch(urlOf(route), { headers: { ...auth(init.token), ...init.headers } }))
  const send: Harness['send'] = async (method, route, body, init = {}) => {
    const form = init.form && typeof body === 'object' && body !== null
    const headers = {
      ...auth(init.token),
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    }
    const payload = form
      ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
      : JSON.stringify(body)
    return toRes(await fetch(urlOf(route), { method, headers, body: payload }))
  }
  const login = async () => {
    const res = await send('POST', '/jwt-auth/v1/token', { username: 'redactie', password: 'hoefslag-dev' })
    return String(field(res.json, 'token'))
  }
  return { server, get, send, login, close: () => server.close() }
}

/** The one plain-object check (lib/is-record.ts), by the name these tests use. */
export const isObj = isRecord

/** A dotted path into JSON: `field(post, 'title.rendered')`, `field(list, '0.id')`. */
export function field(value: unknown, dotted: string): unknown {
  let current = value
  for (const key of dotted.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)]
    else if (isObj(current)) current = current[key]
    else return undefined
  }
  return current
}

export function list(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error(`expected a JSON array, got ${JSON.stringify(value)?.slice(0, 200)}`)
  return value.filter(isObj)
}

export const ids = (res: Res): number[] => list(res.json).map((item) => Number(item.id))
