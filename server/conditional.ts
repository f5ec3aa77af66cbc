// A static file's conditional and partial requests, as a static server answers them (RFC 9110 §13, §14):
// If-None-Match (weak comparison) or else If-Modified-Since → 304; a single `Range: bytes=…` → 206 with Content-Range,
// an unsatisfiable one → 416; If-Range that no longer matches, several ranges or a malformed header → the whole file.

const sameTag = (a: string, b: string) => a.replace(/^W\//, '') === b.replace(/^W\//, '')

/** Whether the client's copy is current: 304 Not Modified. */
export function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  etag: string,
  mtimeMs: number,
): boolean {
  const inm = headers['if-none-match']
  if (inm !== undefined) return inm.trim() === '*' || inm.split(',').some((t) => sameTag(t.trim(), etag))
  const ims = headers['if-modified-since']
  if (ims === undefined) return false
  const since = Date.parse(ims)
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since
}

export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

/** What to send for a Range header on a file of `size` bytes (end inclusive). */
export function byteRange(
  range: string | undefined,
  ifRange: string | undefined,
  size: number,
  etag: string,
  mtimeMs: number,
): RangeAnswer {
  if (range === undefined) return { kind: 'full' }
  if (ifRange !== undefined) {
    const current =
      ifRange.startsWith('"') || ifRange.startsWith('W/')
        ? !ifRange.startsWith('W/') && !etag.startsWith('W/') && ifRange === etag
        : Date.parse(ifRange) >= Math.floor(mtimeMs / 1000) * 1000
    // A weak ETag never satisfies If-Range (strong comparison): the whole file, which is always correct.
    if (!current) return { kind: 'full' }
  }
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'full' }
  if (m[1] === '') {
    const suffix = Number(m[2])
    if (suffix === 0) return { kind: 'unsatisfiable' }
    return size === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (m[2] !== '' && Number(m[2]) < start) return { kind: 'full' }
  if (start >= size) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, end }
}
