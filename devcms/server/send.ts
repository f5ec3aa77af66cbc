// Writes every JSON answer of the local CMS (REST routes, operator endpoints, the MailBlue stand-in, a failed request):
// JSON with CORS and optional gzip, and the two broken deliveries the faults need (truncated, stalled).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { Reply } from './http.ts'

const gzipAsync = promisify(gzip)
const MIN_GZIP_BYTES = 1024

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-WP-Nonce',
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link, Retry-After',
}

const jsonHeaders = (reply: Reply) => ({
  'Content-Type': 'application/json; charset=UTF-8',
  'X-Content-Type-Options': 'nosniff',
  ...CORS_HEADERS,
  ...reply.headers,
})

/** JSON text of the cached REST objects, so a list page costs a join, not a full serialization. */
const jsonCache = new WeakMap<object, string>()
const itemJson = (item: unknown): string => {
  if (typeof item !== 'object' || item === null) return JSON.stringify(item) ?? 'null'
  let text = jsonCache.get(item)
  if (text === undefined) jsonCache.set(item, (text = JSON.stringify(item)))
  return text
}
export const toJson = (body: unknown): string =>
  Array.isArray(body) ? `[${body.map(itemJson).join(',')}]` : itemJson(body)

export async function sendReply(
  req: IncomingMessage,
  res: ServerResponse,
  reply: Reply,
  allowGzip: boolean,
): Promise<void> {
  let body = Buffer.from(toJson(reply.body))
  const headers: Record<string, string> = jsonHeaders(reply)
  if (allowGzip && body.length >= MIN_GZIP_BYTES && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = await gzipAsync(body, { level: 1 })
    headers['Content-Encoding'] = 'gzip'
    headers.Vary = 'Accept-Encoding'
  }
  headers['Content-Length'] = String(body.length)
  res.writeHead(reply.status, headers)
  res.end(body)
}

/** 200 with the first half of the JSON text: a complete HTTP answer whose body does not parse. */
export function sendTruncated(res: ServerResponse, reply: Reply): void {
  const text = Buffer.from(toJson(reply.body))
  const cut = text.subarray(0, Math.max(1, Math.floor(text.length / 2)))
  res.writeHead(200, { ...jsonHeaders(reply), 'Content-Length': String(cut.length) })
  res.end(cut)
}

const STALL_LIMIT_MS = 10 * 60_000

/** Headers promising the whole body, a first few bytes, then nothing until the client gives up (or the server closes). */
export function sendStalled(res: ServerResponse, reply: Reply, open: Set<ServerResponse>): void {
  const text = Buffer.from(toJson(reply.body))
  res.writeHead(200, { ...jsonHeaders(reply), 'Content-Length': String(text.length) })
  res.write(text.subarray(0, Math.min(16, text.length - 1)))
  open.add(res)
  const limit = setTimeout(() => res.destroy(), STALL_LIMIT_MS).unref()
  res.on('close', () => {
    clearTimeout(limit)
    open.delete(res)
  })
}
