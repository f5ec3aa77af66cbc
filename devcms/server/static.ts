// Static media like a web server in front of WordPress: /wp-content/uploads/… and /wp-content/plugins/… from the media folder.
// Content types from the site server's table (server/mime.ts: mrmime's, with UTF-8 for text).
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { contentTypeOf } from '#server/mime.ts'
import { CORS_HEADERS } from './send.ts'

/** Where a URL under /wp-content/ may live: uploads in `<media>/uploads/` or directly in `<media>/`, plugins in `<media>/plugins/`. */
function candidates(mediaDir: string, pathname: string): { root: string; rel: string }[] {
  const m = /^\/wp-content\/(uploads|plugins)\/(.+)$/.exec(pathname)
  if (!m?.[2]) return []
  const rel = m[2]
  if (m[1] === 'plugins') return [{ root: path.join(mediaDir, 'plugins'), rel }]
  return [
    { root: path.join(mediaDir, 'uploads'), rel },
    { root: mediaDir, rel },
  ]
}

/** Resolves inside `root` only; anything that climbs out (.., encoded or not, NUL) is refused. */
function safeJoin(root: string, rel: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(rel)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some((seg) => seg === '..')) return undefined
  const full = path.resolve(root, decoded)
  return full.startsWith(path.resolve(root) + path.sep) ? full : undefined
}

function notFound(res: ServerResponse, status = 404, text = 'Not Found'): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...CORS_HEADERS })
  res.end(text)
}

export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  mediaDir: string,
  pathname: string,
): Promise<number> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    notFound(res, 405, 'Method Not Allowed')
    return 405
  }
  for (const { root, rel } of candidates(mediaDir, pathname)) {
    const file = safeJoin(root, rel)
    if (!file || path.basename(file) === 'manifest.json') continue
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) continue
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
    const headers = {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': 'public, max-age=86400',
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      ...CORS_HEADERS,
    }
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers)
      res.end()
      return 304
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(info.size) })
    if (req.method === 'HEAD') res.end()
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res)
    return 200
  }
  notFound(res)
  return 404
}
