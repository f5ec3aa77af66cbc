// Runs one function for one web-standard Request: builds its Context, adds the cookies it set, and turns a throw, a
// non-Response or a timeout into a JSON error (500 / 504) that is logged, never an unhandled crash. The log never holds a
// shareable preview link's token (redact-log.ts).
import { randomUUID } from 'node:crypto'
import { json } from '../_lib/http.ts'
import { createCookies } from './cookies.ts'
import { loggableError, loggableUrl } from './redact-log.ts'
import type { FunctionMatch } from './route.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import type { Context } from './types.ts'

export type InvokeOptions = {
  ip: string
  siteUrl?: string
  /** The build the request answers from (`context.siteHandle`); the server passes the one it serves now. */
  site?: SiteHandle
  /** Netlify stops a synchronous function after 60 s. */
  timeoutMs?: number
  log?: (message: string, error?: unknown) => void
}

class FunctionTimeout extends Error {}

export async function invokeFunction(
  { fn, params }: FunctionMatch,
  request: Request,
  options: InvokeOptions,
): Promise<Response> {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''))
  const requestId = randomUUID()
  const { cookies, setCookieLines } = createCookies(request.headers.get('cookie'))
  const context: Context = {
    params,
    cookies,
    ip: options.ip,
    requestId,
    geo: { country: { code: 'NL', name: 'Netherlands' }, timezone: 'Europe/Amsterdam' },
    site: { id: 'local', name: 'hoefslag', ...(options.siteUrl ? { url: options.siteUrl } : {}) },
    deploy: { context: 'dev', id: 'local', published: false },
    server: { region: 'local' },
    account: { id: 'local' },
    ...(options.site ? { siteHandle: options.site } : {}),
    waitUntil: (promise) => {
      promise.catch((error: unknown) =>
        log(`[functions] ${fn.name}: a waitUntil promise failed (request ${requestId})`, loggableError(error)),
      )
    },
  }
  const timeoutMs = options.timeoutMs ?? 60_000
  const asked = () => `${request.method} ${loggableUrl(request.url)}`
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new FunctionTimeout()), timeoutMs)
    })
    const result: unknown = await Promise.race([fn.handler(request, context), timeout])
    if (!(result instanceof Response)) throw new Error(`the handler returned ${typeof result}, not a Response`)
    const lines = setCookieLines()
    if (lines.length === 0) return result
    const headers = new Headers(result.headers)
    for (const line of lines) headers.append('Set-Cookie', line)
    return new Response(result.body, { status: result.status, statusText: result.statusText, headers })
  } catch (error) {
    if (error instanceof FunctionTimeout) {
      log(`[functions] ${fn.name}: no response within ${timeoutMs} ms (${asked()}, request ${requestId})`)
      return json(504, { error: `De functie ${fn.name} antwoordde niet op tijd.`, requestId })
    }
    log(`[functions] ${fn.name} failed (${asked()}, request ${requestId}):`, loggableError(error))
    return json(500, { error: `Er ging iets mis in de functie ${fn.name}.`, requestId })
  } finally {
    clearTimeout(timer)
  }
}
