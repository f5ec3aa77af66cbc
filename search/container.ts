// A binary file of a JSON header and named typed arrays: "HFSD", a format version, the header length, the header, then
// each array 4-byte aligned. Reading makes views on the file's bytes and copies nothing: millions of postings load
// in milliseconds, where JSON would build an object per posting (docs/decisions/003-search-engine.md).
import * as z from 'zod/mini'

export type Section = Uint32Array | Uint16Array | Uint8Array
const TYPES = { u32: Uint32Array, u16: Uint16Array, u8: Uint8Array } as const
type TypeName = keyof typeof TYPES

const MAGIC = 0x44534648 // "HFSD" little-endian
const FORMAT = 1

const SectionsSchema = z.array(
  z.object({ name: z.string(), type: z.enum(['u32', 'u16', 'u8']), length: z.int().check(z.nonnegative()) }),
)

const pad4 = (n: number) => (n + 3) & ~3
const typeName = (a: Section): TypeName => (a instanceof Uint32Array ? 'u32' : a instanceof Uint16Array ? 'u16' : 'u8')

export class ContainerError extends Error {}

export function writeContainer(header: unknown, sections: Record<string, Section>): Buffer {
  const list = Object.entries(sections).map(([name, a]) => ({ name, type: typeName(a), length: a.length }))
  const head = Buffer.from(JSON.stringify({ header, sections: list }))
  const start = pad4(12 + head.length)
  const size = Object.values(sections).reduce((at, a) => pad4(at + a.byteLength), start)
  const out = Buffer.alloc(size)
  out.writeUInt32LE(MAGIC, 0)
  out.writeUInt32LE(FORMAT, 4)
  out.writeUInt32LE(head.length, 8)
  head.copy(out, 12)
  let at = start
  for (const a of Object.values(sections)) {
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(out, at)
    at = pad4(at + a.byteLength)
  }
  return out
}

export type Container = {
  header: unknown
  u32: (name: string) => Uint32Array
  u16: (name: string) => Uint16Array
  u8: (name: string) => Uint8Array
}

/** The container in `bytes`. Throws ContainerError when the bytes are no container of this format or are cut short. */
export function readContainer(bytes: Buffer): Container {
  if (bytes.length < 12 || bytes.readUInt32LE(0) !== MAGIC) throw new ContainerError('not a search data file')
  const format = bytes.readUInt32LE(4)
  if (format !== FORMAT) throw new ContainerError(`search data file format ${format}, this code reads ${FORMAT}`)
  const headLength = bytes.readUInt32LE(8)
  const head = z
    .object({ header: z.unknown(), sections: SectionsSchema })
    .safeParse(JSON.parse(bytes.toString('utf8', 12, 12 + headLength)))
  if (!head.success) throw new ContainerError('search data file header is malformed')
  // Typed-array views need an aligned offset; a Buffer from Node's pool may not start at one.
  const data = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes)
  const found = new Map<string, { type: TypeName; at: number; length: number }>()
  let at = pad4(12 + headLength)
  for (const { name, type, length } of head.data.sections) {
    const end = at + length * TYPES[type].BYTES_PER_ELEMENT
    if (end > data.length) throw new ContainerError(`search data file is truncated (section ${name})`)
    found.set(name, { type, at: data.byteOffset + at, length })
    at = pad4(end)
  }
  const locate = (type: TypeName, name: string) => {
    const section = found.get(name)
    if (!section || section.type !== type) throw new ContainerError(`search data file has no ${type} section "${name}"`)
    return section
  }
  return {
    header: head.data.header,
    u32: (name) => {
      const { at: offset, length } = locate('u32', name)
      return new Uint32Array(data.buffer, offset, length)
    },
    u16: (name) => {
      const { at: offset, length } = locate('u16', name)
      return new Uint16Array(data.buffer, offset, length)
    },
    u8: (name) => {
      const { at: offset, length } = locate('u8', name)
      return new Uint8Array(data.buffer, offset, length)
    },
  }
}

/** Strings (JSON documents) as one byte section and their offsets: string i is bytes[offsets[i] .. offsets[i + 1]). */
export function packStrings(strings: string[]): { offsets: Uint32Array; bytes: Uint8Array } {
  const buffers = strings.map((s) => Buffer.from(s))
  const offsets = new Uint32Array(strings.length + 1)
  buffers.forEach((b, i) => (offsets[i + 1] = (offsets[i] ?? 0) + b.length))
  return { offsets, bytes: Buffer.concat(buffers) }
}

export function stringAt(offsets: Uint32Array, bytes: Uint8Array, i: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
    'utf8',
    offsets[i] ?? 0,
    offsets[i + 1] ?? 0,
  )
}
