// What the functions share of a request: the same-origin check, the environment as a Response, the capped body.
// Their JSON answers are lib/http/json.ts's, the one place a JSON Response is built (re-exported here for them).
import { EnvError } from '#lib/env/parse.ts'
import { runtimeEnv, type RuntimeEnv } from '#lib/env/runtime.server.ts'
import { json, noStoreJson } from '#lib/http/json.ts'

export { json, noStoreJson }

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
export function runtimeEnvOrResponse(
  name: string,
): { ok: true; value: RuntimeEnv } | { ok: false; response: Response } {
  try {
    return { ok: true, value: runtimeEnv() }
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`[${name}] ${error.message}`)
    return {
      ok: false,
      response: noStoreJson(500, {
        error: `The ${name} function is misconfigured: ${error.message.replace(/\s+/g, ' ')}`,
      }),
    }
  }
}

/**
 * The request body as text, at most `maxBytes`: refused by its declared Content-Length before reading, and read as a
 * stream that stops as soon as it passes the limit (never copied in full first). `undefined` means too large (413).
 */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
