// node:http ⇄ web-standard Request/Response, for running the functions behind a plain Node server. The answer is
// written by srvx; the request side stays here because it carries Netlify's body limit the way a client can see it
// (decision 040): srvx's own limit cancels the node stream, which resets the connection and loses the 413.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendNodeResponse } from 'srvx/node'

/** Netlify's limit for a buffered request body. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024

export class BodyTooLargeError extends Error {}

/** The declared Content-Length, or undefined when the body is chunked (or has none). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const raw = req.headers['content-length']
  return raw === undefined || !/^\d+$/.test(raw) ? undefined : Number(raw)
}

/** How much of a body nobody reads the server still takes in after answering, so the client sees that answer. */
export const DRAIN_CAP_BYTES = 2 * MAX_BODY_BYTES

/** Whether the request says it carries a body (a positive Content-Length, or Transfer-Encoding). */
export const hasRequestBody = (req: IncomingMessage): boolean =>
  (declaredLength(req) ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined

/**
 * Reads and drops what is left of a request body before the answer goes out: up to `capBytes` (then the connection is
 * cut), and while the client keeps sending (`idleMs` without data: answered anyway). Answering and closing while the
 * client is still sending makes the kernel reset the connection, which can take the answer with it: 752 of 1,280
 * clients sending oversized bodies never saw their 413.
 */
export function drainBody(req: IncomingMessage, capBytes = DRAIN_CAP_BYTES, idleMs = 1000): Promise<void> {
  if (req.complete || req.destroyed || req.readableEnded) return Promise.resolve()
  return new Promise((resolve) => {
    let seen = 0
    let timer: NodeJS.Timeout | undefined
    const done = () => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', done)
      req.off('close', done)
      req.off('error', done)
      resolve()
    }
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(done, idleMs)
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (seen <= capBytes) return arm()
      req.destroy()
      done()
    }
    req.on('data', onData)
    req.on('end', done)
    req.on('close', done)
    req.on('error', done)
    arm()
    req.resume()
  })
}

/**
 * The request body as a stream that the function reads only if it wants to, at most `maxBytes`: past that it errors
 * (BodyTooLargeError) and calls `onTooLarge`. Nothing is buffered ahead of the reader (the request is paused between
 * reads). What the function leaves unread is drained by the server before the answer (drainBody), never cut off.
 */
export function cappedBody(req: IncomingMessage, maxBytes: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let size = 0
  let attached = false
  let finished = false
  const detach = () => {
    finished = true
    req.off('data', onData)
    req.off('end', onEnd)
    req.off('error', onError)
    req.pause()
  }
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  const onData = (chunk: Buffer) => {
    if (finished || !controller) return
    size += chunk.length
    if (size > maxBytes) {
      detach()
      onTooLarge()
      controller.error(new BodyTooLargeError(`request body larger than ${maxBytes} bytes`))
      return
    }
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    if ((controller.desiredSize ?? 0) <= 0) req.pause()
  }
  const onEnd = () => {
    if (finished) return
    detach()
    controller?.close()
  }
  const onError = (error: Error) => {
    if (finished) return
    detach()
    controller?.error(error)
  }
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c
      },
      pull() {
        // Listeners only from the first read on: a body the function never reads stays for the server to drain.
        if (!attached) {
          attached = true
          req.on('data', onData)
          req.on('end', onEnd)
          req.on('error', onError)
        }
        if (!finished) req.resume()
      },
      cancel() {
        detach()
      },
    },
    { highWaterMark: 1 },
  )
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
  const body =
    method !== 'GET' && method !== 'HEAD' && hasRequestBody(req)
      ? cappedBody(req, options.maxBodyBytes ?? MAX_BODY_BYTES, options.onBodyTooLarge ?? (() => undefined))
      : undefined
  return new Request(url, { method, headers, ...(body ? { body, duplex: 'half' } : {}) } as RequestInit)
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304])

/**
 * Writes a Response to a node:http response: srvx's `sendNodeResponse` (h3's adapter, already under Vike) streams the
 * body with backpressure, sends no body for HEAD, keeps each Set-Cookie line apart and stops when the client goes.
 * `headers` go into the Response first, where the function did not set them itself: node's `setHeader` beforehand would
 * make `writeHead` overwrite repeated headers, and keep only the last of several Set-Cookie lines.
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  options: { headers?: Record<string, string> } = {},
): Promise<void> {
  const extra = Object.entries(options.headers ?? {}).filter(([name]) => !response.headers.has(name))
  if (extra.length === 0) return sendNodeResponse(res, response)
  const headers = new Headers(response.headers)
  for (const [name, value] of extra) headers.set(name, value)
  const { status, statusText } = response
  if (NULL_BODY_STATUS.has(status)) await response.body?.cancel()
  await sendNodeResponse(
    res,
    new Response(NULL_BODY_STATUS.has(status) ? null : response.body, { status, statusText, headers }),
  )
}
