// What the functions share: JSON answers that are never cached, the same-origin check, the environment as a Response.
import { EnvError } from '../../env/parse.ts'
import { runtimeEnv, type RuntimeEnv } from '../../env/runtime.server.ts'

export function noStoreJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store', ...headers },
  })
}

/**
 * Same-origin only: a browser's cross-site request (Sec-Fetch-Site says so, or an Origin of another site, or the
 * opaque "null" origin of a sandboxed frame) is refused. Requests without either header (curl, tests) pass: they carry
 * no visitor's cookies by accident.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = request.headers.get('origin')
  return origin !== null && origin !== new URL(request.url).origin
}

/** The request-time environment, or a 500 that names the bad variable (logged once per request). */
export function runtimeEnvOrResponse(name: string): { ok: true; value: RuntimeEnv } | { ok: false; response: Response } {
  try {
    return { ok: true, value: runtimeEnv() }
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`[${name}] ${error.message}`)
    return { ok: false, response: noStoreJson(500, { error: `The ${name} function is misconfigured: ${error.message.replace(/\s+/g, ' ')}` }) }
  }
}
