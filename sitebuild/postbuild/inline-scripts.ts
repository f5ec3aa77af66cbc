// The sha256 of every inline script the prerendered HTML executes, so the CSP can allow exactly those and no other
// inline script. Data blocks (application/json, application/ld+json) are not executed and need no hash.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { sha256 } from '#lib/sha256.server.ts'

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * Scans with indexOf rather than one regex: pages carry large JSON data blocks that are skipped in one jump. React and
 * Vike write lower-case tags, and the CMS HTML comes sanitized (no scripts).
 */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = []
  let at = html.indexOf('<script')
  while (at !== -1) {
    const tagEnd = html.indexOf('>', at)
    const close = tagEnd === -1 ? -1 : html.indexOf('</script', tagEnd)
    if (close === -1) break
    const attrs = html.slice(at + 7, tagEnd)
    const body = html.slice(tagEnd + 1, close)
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? ''
    if (/^\s|^$/.test(attrs) && !/\bsrc\s*=/i.test(attrs) && body && EXECUTABLE_TYPES.has(type)) {
      hashes.push(`'sha256-${sha256(body, 'base64')}'`)
    }
    at = html.indexOf('<script', close + 8)
  }
  return hashes
}

export async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

/** Distinct hashes over every HTML file under `clientDir`, and how many files were read. */
export async function collectInlineScriptHashes(clientDir: string): Promise<{ hashes: string[]; files: number }> {
  const hashes = new Set<string>()
  let files = 0
  let batch: Promise<void>[] = []
  for await (const file of htmlFiles(clientDir)) {
    files++
    batch.push(readFile(file, 'utf8').then((html) => inlineScriptHashesOf(html).forEach((h) => hashes.add(h))))
    if (batch.length === 32) {
      await Promise.all(batch)
      batch = []
    }
  }
  await Promise.all(batch)
  return { hashes: [...hashes].sort(), files }
}
