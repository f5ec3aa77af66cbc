// /wp-content/* → the CMS (media uploads), as the `/wp-content/* <cms>/wp-content/:splat 200` proxy rule does on
// Netlify. `target` is the full URL on the CMS (with WordPress in a subdirectory, "https://cms.example.nl/blog/wp-content/…").
// Streams the answer as it comes (no decompression); a CMS that does not answer gives a 502 that says so.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { request } from 'undici'

const FORWARDED = [
  'accept',
  'accept-encoding',
  'accept-language',
  'if-none-match',
  'if-modified-since',
  'range',
  'user-agent',
]
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
])

export type ProxyOptions = { timeoutMs?: number; log?: (message: string) => void }

export async function proxyToCms(
  req: IncomingMessage,
  res: ServerResponse,
  targetUrl: string,
  options: ProxyOptions = {},
): Promise<void> {
  const target = new URL(targetUrl)
  const headers: Record<string, string> = {}
  for (const name of FORWARDED) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const method = req.method === 'HEAD' ? 'HEAD' : 'GET'
  let upstream: Awaited<ReturnType<typeof request>>
  try {
    upstream = await request(target, {
      method,
      headers,
      headersTimeout: options.timeoutMs ?? 15_000,
      bodyTimeout: options.timeoutMs ?? 15_000,
    })
  } catch (error) {
    const reason =
      error instanceof Error
        ? (error.cause instanceof Error ? error.cause.message : '') || error.message
        : String(error)
    options.log?.(`[serve] CMS proxy: ${target.href} failed: ${reason}`)
    if (res.headersSent) return void res.destroy()
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(
      `502 Bad Gateway: the CMS at ${target.origin} did not answer for ${target.pathname} (${reason}). ` +
        'Media under /wp-content/ come from the CMS: start it (npm run cms) or set CMS_API_URL.\n',
    )
    return
  }
  res.statusCode = upstream.statusCode
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) res.setHeader(name, value)
  }
  if (method === 'HEAD') {
    upstream.body.resume()
    res.end()
    return
  }
  await pipeline(upstream.body, res).catch((error: unknown) => {
    options.log?.(
      `[serve] CMS proxy: ${target.href} broke off: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
}
