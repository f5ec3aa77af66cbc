// Reading the built site: every HTML file with its URL path, the internal links in it, and what a path resolves to.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type Page = { path: string; html: string }

/** Every prerendered HTML page under `client` with the URL path it is served at. */
export function builtPages(client: string): Page[] {
  const pages: Page[] = []
  for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const rel = path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    const url =
      rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`
    pages.push({ path: url, html: readFileSync(path.join(entry.parentPath, entry.name), 'utf8') })
  }
  return pages
}

/** Site-relative link targets (`href="/…"`), without query or fragment, entities decoded. */
export function internalLinks(html: string): string[] {
  const out: string[] = []
  for (const match of html.matchAll(/\shref="(\/(?!\/)[^"]*)"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&')
    out.push(decodeURI(href.split('#')[0]?.split('?')[0] ?? ''))
  }
  return out
}

/** Whether the built site answers a path itself: a page, a file, or a redirect rule's source. */
export function servedByBuild(client: string, redirectSources: Set<string>, target: string): boolean {
  if (target === '' || redirectSources.has(target)) return true
  const file = path.join(client, target)
  return existsSync(path.join(file, 'index.html')) || (existsSync(file) && !target.endsWith('/'))
}

/** The source paths of the `_redirects` rules without a placeholder or query condition. */
export function redirectSources(client: string): Set<string> {
  const file = path.join(client, '_redirects')
  if (!existsSync(file)) return new Set()
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
  return new Set(
    lines
      .map((l) => l.trim().split(/\s+/))
      .filter((p) => p.length === 3 && !p[0]?.includes(':'))
      .map((p) => p[0] ?? ''),
  )
}

/** Text fragments that show the site mangled WordPress' HTML, with what they mean. */
export const MANGLED: [RegExp, string][] = [
  [/&amp;(amp|#\d+|#x[0-9a-f]+|hellip|nbsp|quot|lt|gt);/i, 'a double-encoded entity'],
  [/&lt;\/?(em|strong|b|i|u|p|a|span|br|sup|sub|code)\b[^&]*&gt;/i, 'an HTML tag shown as text'],
  [/\[(…|&hellip;|&#8230;|\.\.\.)\]/, "WordPress' auto-excerpt marker [&hellip;]"],
]

/** The visible text of an element's first match (tags removed, entities of the common kind decoded). */
export function textOf(html: string, pattern: RegExp): string | undefined {
  const inner = pattern.exec(html)?.[1]
  if (inner === undefined) return undefined
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}
