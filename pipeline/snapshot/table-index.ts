// Where each entity of a table file lies: the writer (write.ts) puts every entity on a line of its own —
//   {
//   "1001":{…},
//   "1002":{…}
//   }
// — still one JSON object, and a reader finds an entity's bytes without parsing the others (entity-file.ts). The file is
// read in chunks, so the index costs a few bytes an entity and never the table's text.
import { readSync } from 'node:fs'

/** An entity's JSON text: `length` bytes from `offset` of the table file. */
export type Span = { offset: number; length: number }

const NEWLINE = 0x0a
const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const CHUNK = 1 << 22

/** Why a table file cannot be indexed by line (an earlier writer's one-line file, or damage); undefined when it can. */
export type IndexResult = { spans: Map<string, Span> } | { problem: 'one-line' | 'corrupt'; detail: string }

/** The key and the entity span of one line `"<key>":<json>[,]`, or undefined when the line is not one. */
function parseLine(line: Buffer, offset: number): [string, Span] | undefined {
  if (line[0] !== QUOTE) return undefined
  let i = 1
  while (i < line.length && line[i] !== QUOTE) i += line[i] === BACKSLASH ? 2 : 1
  if (i >= line.length || line[i + 1] !== 0x3a) return undefined
  let key: unknown
  try {
    key = JSON.parse(line.subarray(0, i + 1).toString('utf8'))
  } catch {
    return undefined
  }
  if (typeof key !== 'string') return undefined
  const end = line[line.length - 1] === COMMA ? line.length - 1 : line.length
  const start = i + 2
  return end > start ? [key, { offset: offset + start, length: end - start }] : undefined
}

/** Indexes the open table file `fd` line by line; a file without the line layout says so instead. */
export function indexTable(fd: number, size: number): IndexResult {
  const spans = new Map<string, Span>()
  const buffer = Buffer.allocUnsafe(CHUNK)
  let carry: Buffer = Buffer.alloc(0)
  let carryAt = 0
  let position = 0
  let line = 0
  let closed = false
  const take = (bytes: Buffer, at: number): IndexResult | undefined => {
    if (closed) return { problem: 'corrupt', detail: 'text after the closing brace' }
    if (line === 0) {
      line++
      if (bytes.length === 1 && bytes[0] === 0x7b) return undefined
      return { problem: bytes.length > 1 && bytes[0] === 0x7b ? 'one-line' : 'corrupt', detail: 'no opening brace' }
    }
    line++
    if (bytes.length === 1 && bytes[0] === 0x7d) {
      closed = true
      return undefined
    }
    const entry = parseLine(bytes, at)
    if (!entry) return { problem: 'corrupt', detail: `line ${line} is not "<id>":<entity>` }
    spans.set(entry[0], entry[1])
    return undefined
  }
  while (position < size) {
    const read = readSync(fd, buffer, 0, Math.min(CHUNK, size - position), position)
    if (read === 0) break
    const chunk = carry.length ? Buffer.concat([carry, buffer.subarray(0, read)]) : buffer.subarray(0, read)
    const chunkAt = carry.length ? carryAt : position
    position += read
    let start = 0
    for (let nl = chunk.indexOf(NEWLINE, start); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
      const problem = take(chunk.subarray(start, nl), chunkAt + start)
      if (problem) return problem
      start = nl + 1
    }
    // The rest of the chunk (a line that goes on in the next one) is copied: `buffer` is read into again.
    carry = Buffer.from(chunk.subarray(start))
    carryAt = chunkAt + start
  }
  if (carry.length) {
    const problem = take(carry, carryAt)
    if (problem) return problem
  }
  return closed ? { spans } : { problem: line <= 1 ? 'one-line' : 'corrupt', detail: 'no closing brace' }
}
