// Sends one file of dist/client: Content-Type, weak ETag and Last-Modified (304 on If-None-Match / If-Modified-Since),
// byte ranges (206 / 416), brotli/gzip for text (the postbuild's `.br`/`.gz` beside the file when there is one), the
// given headers, and no body for HEAD.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { negotiateEncoding, PRECOMPRESSED_SUFFIX, type CompressionCache, type Encoding } from './compress.ts'
import { byteRange, notModified } from './conditional.ts'
import { contentTypeOf, isCompressible } from './mime.ts'
import type { StaticFile } from './static-files.ts'

const MIN_COMPRESS_BYTES = 1024
/** Bigger files are streamed as they are, not read into memory and compressed. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024

/** The variant the postbuild wrote beside the file (sitebuild/postbuild/precompress.ts), when it is not older. */
async function precompressed(hit: StaticFile, encoding: Encoding): Promise<{ file: string; size: number } | undefined> {
  const file = `${hit.file}${PRECOMPRESSED_SUFFIX[encoding]}`
  const s = await stat(file).catch(() => undefined)
  return s?.isFile() && s.mtimeMs >= hit.mtimeMs ? { file, size: s.size } : undefined
}

export const etagOf = (hit: StaticFile) => `W/"${hit.size.toString(16)}-${Math.floor(hit.mtimeMs).toString(16)}"`

export type SendFileOptions = { status?: number; headers: Record<string, string>; compression: CompressionCache }

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  hit: StaticFile,
  options: SendFileOptions,
): Promise<void> {
  const status = options.status ?? 200
  const head = req.method === 'HEAD'
  const etag = etagOf(hit)
  const contentType = contentTypeOf(hit.file)
  const compressible = isCompressible(contentType)
  res.setHeader('Content-Type', contentType)
  if (status === 200) {
    res.setHeader('ETag', etag)
    res.setHeader('Last-Modified', new Date(hit.mtimeMs).toUTCString())
    res.setHeader('Accept-Ranges', 'bytes')
  }
  if (compressible) res.setHeader('Vary', 'Accept-Encoding')
  for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value)

  if (status === 200 && notModified(req.headers, etag, hit.mtimeMs)) {
    res.statusCode = 304
    res.removeHeader('Content-Type')
    res.end()
    return
  }
  const range =
    status === 200
      ? byteRange(
          req.headers.range,
          typeof req.headers['if-range'] === 'string' ? req.headers['if-range'] : undefined,
          hit.size,
          etag,
          hit.mtimeMs,
        )
      : { kind: 'full' as const }
  if (range.kind === 'unsatisfiable') {
    res.statusCode = 416
    res.setHeader('Content-Range', `bytes */${hit.size}`)
    res.end()
    return
  }
  if (range.kind === 'partial') {
    // The bytes of the file as it is on disk (no Content-Encoding), as Range asks.
    res.statusCode = 206
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${hit.size}`)
    res.setHeader('Content-Length', range.end - range.start + 1)
    if (head) res.end()
    else await pipeline(createReadStream(hit.file, { start: range.start, end: range.end }), res)
    return
  }
  res.statusCode = status
  const encoding =
    compressible && hit.size >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : undefined
  const stored = encoding ? await precompressed(hit, encoding) : undefined
  if (encoding && stored) {
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', stored.size)
    if (head) res.end()
    else await pipeline(createReadStream(stored.file), res)
    return
  }
  if (hit.size > MAX_BUFFERED_BYTES) {
    res.setHeader('Content-Length', hit.size)
    if (head) res.end()
    else await pipeline(createReadStream(hit.file), res)
    return
  }
  let body: Buffer = await readFile(hit.file)
  if (encoding) {
    body = await options.compression.get(`${hit.file}:${etag}`, encoding, body)
    res.setHeader('Content-Encoding', encoding)
  }
  res.setHeader('Content-Length', body.length)
  res.end(head ? undefined : body)
}
