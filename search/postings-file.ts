// The postings index as one binary file: "HFSI", a version, the header length, a JSON header (terms, fields, array
// lengths), then the typed arrays, each 4-byte aligned. Reading makes views on the file's bytes, copying nothing.
import { z } from 'zod'
import type { PostingsField, PostingsIndex } from './postings.ts'

const MAGIC = 0x49534648 // "HFSI" little-endian
const VERSION = 1

const HeaderSchema = z.object({
  docCount: z.number().int().nonnegative(),
  terms: z.array(z.string()),
  fields: z.array(z.object({
    name: z.string(),
    boost: z.number(),
    avgLength: z.number(),
    postings: z.number().int().nonnegative(),
  })),
})

const pad4 = (n: number) => (n + 3) & ~3

export function serializePostings(index: PostingsIndex): Buffer {
  const header = Buffer.from(JSON.stringify({
    docCount: index.docCount,
    terms: index.terms,
    fields: index.fields.map((f) => ({ name: f.name, boost: f.boost, avgLength: f.avgLength, postings: f.docs.length })),
  } satisfies z.infer<typeof HeaderSchema>))
  const arrays = index.fields.flatMap((f) => [f.offsets, f.docs, f.freqs, f.lengths])
  const start = pad4(12 + header.length)
  const size = arrays.reduce((at, a) => pad4(at + a.byteLength), start)
  const out = Buffer.alloc(size)
  out.writeUInt32LE(MAGIC, 0)
  out.writeUInt32LE(VERSION, 4)
  out.writeUInt32LE(header.length, 8)
  header.copy(out, 12)
  let at = start
  for (const a of arrays) {
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(out, at)
    at = pad4(at + a.byteLength)
  }
  return out
}

export class PostingsFileError extends Error {}

/** The index in `bytes` (a file's content). Throws PostingsFileError when the bytes are no index of this version. */
export function readPostings(bytes: Buffer): PostingsIndex {
  if (bytes.length < 12 || bytes.readUInt32LE(0) !== MAGIC) throw new PostingsFileError('not a search index file')
  const version = bytes.readUInt32LE(4)
  if (version !== VERSION) throw new PostingsFileError(`search index file version ${version}, this code reads ${VERSION}`)
  const headerLength = bytes.readUInt32LE(8)
  const parsed = HeaderSchema.safeParse(JSON.parse(bytes.toString('utf8', 12, 12 + headerLength)))
  if (!parsed.success) throw new PostingsFileError(`search index header is malformed: ${parsed.error.issues[0]?.message ?? ''}`)
  const header = parsed.data
  // Typed-array views need an aligned offset; a Buffer from the pool may not start at one.
  const data = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes)
  let at = pad4(12 + headerLength)
  const take = <A extends Uint32Array | Uint16Array>(Type: { new (b: ArrayBufferLike, o: number, l: number): A; BYTES_PER_ELEMENT: number }, length: number): A => {
    if (at + length * Type.BYTES_PER_ELEMENT > data.length) throw new PostingsFileError('search index file is truncated')
    const view = new Type(data.buffer, data.byteOffset + at, length)
    at = pad4(at + length * Type.BYTES_PER_ELEMENT)
    return view
  }
  const fields: PostingsField[] = header.fields.map((f) => ({
    name: f.name,
    boost: f.boost,
    avgLength: f.avgLength,
    offsets: take(Uint32Array, header.terms.length + 1),
    docs: take(Uint32Array, f.postings),
    freqs: take(Uint16Array, f.postings),
    lengths: take(Uint16Array, header.docCount),
  }))
  return { docCount: header.docCount, terms: header.terms, fields }
}
