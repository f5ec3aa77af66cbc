// The sha256 of every inline script the prerendered HTML executes, so the CSP can allow exactly those and no other
// inline script. Data blocks (application/json, application/ld+json) are not executed and need no hash.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = []
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || !body) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
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
