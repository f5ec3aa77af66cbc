// node:http ⇄ web-standard Request/Response, for running the functions behind a plain Node server.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Netlify's limit for a buffered request body. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024

export class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buf.length
    if (size > maxBytes) throw new BodyTooLargeError(`request body larger than ${maxBytes} bytes`)
    chunks.push(buf)
  }
  return Buffer.concat(chunks)
}

/** `options.url`: the path and query a rewrite rule sent the request to, instead of the one it came with. */
export async function toWebRequest(req: IncomingMessage, options: { maxBodyBytes?: number; url?: string } = {}): Promise<Request> {
  const forwardedProto = req.headers['x-forwarded-proto']
  const proto = typeof forwardedProto === 'string' ? forwardedProto.split(',')[0]?.trim() || 'http' : 'http'
  const url = new URL(options.url ?? req.url ?? '/', `${proto}://${req.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req, options.maxBodyBytes ?? MAX_BODY_BYTES) : undefined
  return new Request(url, { method, headers, ...(body && body.length ? { body: Uint8Array.from(body) } : {}) })
}

const drainOrClose = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })

/** Writes a Response to a node:http response, streaming the body with backpressure (none for HEAD). */
export async function sendWebResponse(res: ServerResponse, response: Response, options: { head?: boolean } = {}): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  if (!response.body || options.head) {
    await response.body?.cancel()
    res.end()
    return
  }
  const reader = response.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (res.destroyed) break
      if (!res.write(value)) await drainOrClose(res)
    }
    if (res.destroyed) await reader.cancel().catch(() => undefined)
    else res.end()
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    res.destroy(error instanceof Error ? error : undefined)
  }
}
