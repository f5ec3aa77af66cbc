// What a built HTML page is made of: Vike's serialized pageContext and globalContext, the other inline scripts
// (Consent Mode defaults, JSON-LD, …), inline styles, <link> tags (modulepreload, preload, stylesheet) and the rest —
// the rendered markup. Used by `npm run bench:html` and the HTML size budget test (tests/e2e/html-budget.spec.ts).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export type HtmlParts = {
  total: number
  gzip: number
  pageContext: number
  globalContext: number
  otherScripts: number
  styles: number
  links: number
  markup: number
}

const VIKE_PAGE = /<script id="vike_pageContext"[^>]*>[\s\S]*?<\/script>/g
const VIKE_GLOBAL = /<script id="vike_globalContext"[^>]*>[\s\S]*?<\/script>/g
const SCRIPT = /<script\b[\s\S]*?<\/script>/g
const STYLE = /<style\b[\s\S]*?<\/style>/g
const LINK = /<link\b[^>]*>/g

const bytes = (s: string) => Buffer.byteLength(s)
const sum = (html: string, re: RegExp) => (html.match(re) ?? []).reduce((n, s) => n + bytes(s), 0)

export function htmlParts(html: string): HtmlParts {
  const total = bytes(html)
  const pageContext = sum(html, VIKE_PAGE)
  const globalContext = sum(html, VIKE_GLOBAL)
  const otherScripts = sum(html, SCRIPT) - pageContext - globalContext
  const styles = sum(html, STYLE)
  const links = sum(html, LINK)
  return {
    total,
    gzip: gzipSync(html).length,
    pageContext,
    globalContext,
    otherScripts,
    styles,
    links,
    markup: total - pageContext - globalContext - otherScripts - styles - links,
  }
}

/** The built HTML file of a route path (`/kennisbank/x/` → `<client>/kennisbank/x/index.html`; 404 → `404.html`). */
export function htmlFileOf(clientDir: string, routePath: string): string {
  if (routePath === '404') return path.join(clientDir, '404.html')
  return path.join(clientDir, ...routePath.split('/').filter(Boolean), 'index.html')
}

export const readHtml = (clientDir: string, routePath: string) => readFileSync(htmlFileOf(clientDir, routePath), 'utf8')
