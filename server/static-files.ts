// Finds the file for a URL path in dist/client like Netlify: the exact file, `<path>/index.html` for a path ending in
// "/", and "add a slash" for a folder with an index.html. Never outside the root, never dotfiles (but .well-known),
// never the build's _redirects/_headers.
import { stat } from 'node:fs/promises'
import path from 'node:path'

export type StaticFile = { file: string; size: number; mtimeMs: number }
export type StaticLookup =
  { kind: 'file'; hit: StaticFile } | { kind: 'add-slash' } | { kind: 'none' } | { kind: 'bad-path' }

const HIDDEN_AT_ROOT = new Set(['_redirects', '_headers'])

/** The decoded path's segments, or undefined for a path that is malformed or tries to leave the root. */
export function safeSegments(pathname: string): string[] | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return undefined
  const segments = decoded.split('/').slice(1)
  if (segments.some((s) => s === '..' || s === '.')) return undefined
  return segments
}

async function fileAt(file: string): Promise<StaticFile | 'dir' | undefined> {
  const s = await stat(file).catch(() => undefined)
  if (!s) return undefined
  if (s.isDirectory()) return 'dir'
  return s.isFile() ? { file, size: s.size, mtimeMs: s.mtimeMs } : undefined
}

export async function lookupStatic(root: string, pathname: string): Promise<StaticLookup> {
  const segments = safeSegments(pathname)
  if (!segments) return { kind: 'bad-path' }
  // "//kennisbank" must not find /kennisbank/ (its add-slash redirect, "//kennisbank/", would leave the site).
  if (pathname.includes('//')) return { kind: 'none' }
  const hidden = segments.some(
    (s, i) => (s.startsWith('.') && !(i === 0 && s === '.well-known')) || (i === 0 && HIDDEN_AT_ROOT.has(s)),
  )
  if (hidden) return { kind: 'none' }
  const base = path.resolve(root)
  const target = path.resolve(base, ...segments.filter(Boolean))
  if (target !== base && !target.startsWith(base + path.sep)) return { kind: 'bad-path' }
  if (pathname.endsWith('/')) {
    const index = await fileAt(path.join(target, 'index.html'))
    return index && index !== 'dir' ? { kind: 'file', hit: index } : { kind: 'none' }
  }
  const found = await fileAt(target)
  if (found === 'dir') {
    const index = await fileAt(path.join(target, 'index.html'))
    return index && index !== 'dir' ? { kind: 'add-slash' } : { kind: 'none' }
  }
  return found ? { kind: 'file', hit: found } : { kind: 'none' }
}
