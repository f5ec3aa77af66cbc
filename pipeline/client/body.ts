// Reads a CMS response body: undoes gzip/deflate/br content-encoding and parses JSON into `unknown`.
import { promisify } from 'node:util'
import { brotliDecompress, gunzip, inflate } from 'node:zlib'

const decoders = new Map<string, (input: Buffer) => Promise<Buffer>>([
  ['gzip', promisify(gunzip)],
  ['x-gzip', promisify(gunzip)],
  ['deflate', promisify(inflate)],
  ['br', promisify(brotliDecompress)],
])

export const ACCEPT_ENCODING = 'gzip, deflate, br'

/** Decodes the (possibly compressed) body and parses it; throws on a truncated or malformed body. */
export async function parseJsonBody(body: Buffer, contentEncoding: string | undefined): Promise<unknown> {
  let decoded = body
  for (const coding of (contentEncoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .reverse()) {
    if (coding === '' || coding === 'identity') continue
    const decode = decoders.get(coding)
    if (decode === undefined) throw new Error(`Unsupported content-encoding "${coding}"`)
    decoded = await decode(decoded)
  }
  const parsed: unknown = JSON.parse(decoded.toString('utf8'))
  return parsed
}
