// Sends one file of dist/client: Content-Type, weak ETag (304 on If-None-Match), Last-Modified, brotli/gzip for
// text, the given headers, and no body for HEAD.
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { negotiateEncoding, type CompressionCache } from './compress.ts'
import { contentTypeOf, isCompressible } from './mime.ts'
import type { StaticFile } from './static-files.ts'

const MIN_COMPRESS_BYTES = 1024
/** Bigger files are streamed as they are, not read into memory and compressed. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024

export const etagOf = (hit: StaticFile) => `W/"${hit.size.toString(16)}-${Math.floor(hit.mtimeMs).toString(16)}"`

const matchesEtag = (header: string | undefined, etag: string) =>
  Boolean(header) && (header === '*' || (header ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag.replace(/^W\//, '')))

export type SendFileOptions = { status?: number; headers: Record<string, string>; compression: CompressionCache }

export async function sendFile(req: IncomingMessage, res: ServerResponse, hit: StaticFile, options: SendFileOptions): Promise<void> {
  const status = options.status ?? 200
  const head = req.method === 'HEAD'
  const etag = etagOf(hit)
  const contentType = contentTypeOf(hit.file)
  const compressible = isCompressible(contentType)
  res.setHeader('Content-Type', contentType)
  if (status === 200) {
    res.setHeader('ETag', etag)
    res.setHeader('Last-Modified', new Date(hit.mtimeMs).toUTCString())
  }
  if (compressible) res.setHeader('Vary', 'Accept-Encoding')
  for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value)

  if (status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304
    res.removeHeader('Content-Type')
    res.end()
    return
  }
  res.statusCode = status
  if (hit.size > MAX_BUFFERED_BYTES) {
    res.setHeader('Content-Length', hit.size)
    if (head) res.end()
    else await pipeline(createReadStream(hit.file), res)
    return
  }
  let body: Buffer = await readFile(hit.file)
  const encoding = compressible && body.length >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : undefined
  if (encoding) {
    body = await options.compression.get(`${hit.file}:${etag}`, encoding, body)
    res.setHeader('Content-Encoding', encoding)
  }
  res.setHeader('Content-Length', body.length)
  res.end(head ? undefined : body)
}
