// What the server checks on every request before anything else runs, so that no request line or header can cause a
// 5xx: the method (TRACE/TRACK/CONNECT are refused, as fetch's Request cannot carry them), the target (a path), the
// Host header (a host name or IP literal with an optional port), the declared body length, and — only when the
// operator says a proxy in front sets them (TRUST_PROXY=1) — X-Forwarded-Proto and X-Forwarded-For.
import type { IncomingMessage } from 'node:http'
import { declaredLength, MAX_BODY_BYTES } from '#functions/_runtime/node-http.ts'

export type Refusal = { status: 400 | 405 | 413; text: string; headers?: Record<string, string> }
export type Checked = { ok: true; origin: string; ip: string } | ({ ok: false } & Refusal)

const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])
/** A DNS name or IPv4 address, or a bracketed IPv6 literal, then an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/

export function validHost(host: string): boolean {
  const m = HOST.exec(host)
  if (!m || host.length > 255) return false
  if (m[1] !== undefined && Number(m[1]) > 65535) return false
  try {
    return new URL(`http://${host}/`).host !== ''
  } catch {
    return false
  }
}

/** The last address in X-Forwarded-For: the one the trusted proxy itself added. */
const forwardedFor = (header: string | string[] | undefined) => {
  const last = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').at(-1)?.trim() ?? ''
  return /^[0-9A-Fa-f:.]{2,45}$/.test(last) ? last : undefined
}

export function checkRequest(req: IncomingMessage, options: { trustProxy: boolean; localPort: number }): Checked {
  const method = req.method ?? 'GET'
  if (FORBIDDEN_METHODS.has(method.toUpperCase()))
    return { ok: false, status: 405, text: 'Method Not Allowed', headers: { Allow: 'GET, HEAD, POST' } }
  if (!(req.url ?? '').startsWith('/'))
    return { ok: false, status: 400, text: 'Bad Request: the request target must be a path' }
  const rawHost = req.headers.host
  // HTTP/1.0 may leave Host out (Node itself refuses an HTTP/1.1 request without one).
  const host = rawHost === undefined ? `localhost:${options.localPort}` : rawHost
  if (!validHost(host)) return { ok: false, status: 400, text: 'Bad Request: malformed Host header' }
  const length = declaredLength(req)
  if (req.headers['content-length'] !== undefined && length === undefined)
    return { ok: false, status: 400, text: 'Bad Request: malformed Content-Length' }
  if ((length ?? 0) > MAX_BODY_BYTES)
    return { ok: false, status: 413, text: `Payload Too Large: at most ${MAX_BODY_BYTES} bytes` }
  let proto = 'http'
  let ip = req.socket.remoteAddress ?? ''
  if (options.trustProxy) {
    const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase()
    if (forwarded === 'https' || forwarded === 'http') proto = forwarded
    else if (forwarded) return { ok: false, status: 400, text: 'Bad Request: malformed X-Forwarded-Proto' }
    ip = forwardedFor(req.headers['x-forwarded-for']) ?? ip
  }
  return { ok: true, origin: `${proto}://${host}`, ip }
}
