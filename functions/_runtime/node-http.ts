// node:http ⇄ web-standard Request/Response, for running the functions behind a plain Node server.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Netlify's limit for a buffered request body. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024

export class BodyTooLargeError extends Error {}

/** The declared Content-Length, or undefined when the body is chunked (or has none). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const raw = req.headers['content-length']
  return raw === undefined || !/^\d+$/.test(raw) ? undefined : Number(raw)
}

/**
 * The request body as a stream that the function reads only if it wants to, at most `maxBytes`: past that it errors
 * (BodyTooLargeError), calls `onTooLarge` and stops reading from the socket. Nothing is buffered ahead of the reader.
 */
export function cappedBody(req: IncomingMessage, maxBytes: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  // Made on the first read only: an iterator puts the request in paused mode, and a body the function never reads must
  // stay free for node:http to discard after the response.
  let chunks: AsyncIterator<Buffer> | undefined
  let size = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        chunks ??= req[Symbol.asyncIterator]() as AsyncIterator<Buffer>
        const { value, done } = await chunks.next()
        if (done) return controller.close()
        size += value.length
        if (size > maxBytes) {
          onTooLarge()
          controller.error(new BodyTooLargeError(`request body larger than ${maxBytes} bytes`))
          void chunks.return?.()
          return
        }
        controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
      } catch (error) {
        controller.error(error)
      }
    },
    cancel() {
      void chunks?.return?.()
    },
  })
}

export type WebRequestOptions = {
  /** The site's origin as the client asked for it ("http://localhost:8888"), already checked (server/request-guard.ts). */
  origin: string
  /** The path and query a rewrite rule sent the request to, instead of the one it came with. */
  url?: string
  maxBodyBytes?: number
  onBodyTooLarge?: () => void
}

export function toWebRequest(req: IncomingMessage, options: WebRequestOptions): Request {
  const url = new URL(options.url ?? req.url ?? '/', options.origin)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const hasBody =
    method !== 'GET' &&
    method !== 'HEAD' &&
    ((declaredLength(req) ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined)
  const body = hasBody
    ? cappedBody(req, options.maxBodyBytes ?? MAX_BODY_BYTES, options.onBodyTooLarge ?? (() => undefined))
    : undefined
  return new Request(url, { method, headers, ...(body ? { body, duplex: 'half' } : {}) } as RequestInit)
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
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  options: { head?: boolean; headers?: Record<string, string> } = {},
): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value)
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
