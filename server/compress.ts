// Brotli or gzip for text, negotiated from Accept-Encoding. A variant the postbuild wrote beside the file (`.br`, `.gz`:
// sitebuild/postbuild/precompress.ts) is sent as it is (send-file.ts); any other is made once and kept in a bounded
// in-memory cache (keyed by file and ETag, so a rebuilt file is compressed again).
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'

export type Encoding = 'br' | 'gzip'

/** The file name ending of a precompressed variant (sitebuild/postbuild/precompress.ts writes them). */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

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

/** Each file's compressed variants, least recently used first out, bounded by their bytes (default 64 MB). */
export class CompressionCache {
  private readonly entries: LRUCache<string, Buffer>
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (buf) => buf.length || 1 })
  }

  async get(key: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const id = `${encoding}:${key}`
    const cached = this.entries.get(id)
    if (cached) return cached
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : await gzip(body, { level: 9 })
    this.entries.set(id, compressed)
    return compressed
  }
}
