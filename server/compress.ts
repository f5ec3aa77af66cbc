// Brotli or gzip for text, negotiated from Accept-Encoding; each file's compressed variant is made once and kept in a
// bounded in-memory cache (keyed by file and ETag, so a rebuilt file is compressed again).
import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The best encoding the client accepts (q > 0), brotli first. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return undefined
}

export class CompressionCache {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(key: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const id = `${encoding}:${key}`
    const cached = this.entries.get(id)
    if (cached) {
      // Most recently used last.
      this.entries.delete(id)
      this.entries.set(id, cached)
      return cached
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : await gzip(body, { level: 9 })
    this.entries.set(id, compressed)
    this.bytes += compressed.length
    for (const [oldest, buf] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= buf.length
    }
    return compressed
  }
}
