// Golden HTML: one page of each route family (each Vike page id) and the 404 page, as the build writes them from the
// bundled content — the HTML with its hydration deferred (decision 020) and the client-navigation pageContext.json —
// committed under tests/golden-html/pages/ and compared by sitebuild/prerender/incremental.e2e.test.ts after its first
// full build. They stand where a comparison with `vike prerender` stood: the test no longer needs production code that
// only `vike prerender` ran. A change to what a page shows changes them on purpose: `npm run golden:html` rewrites them
// (GOLDEN_HTML_UPDATE=1), and each file's first line says so, so the rewrite shows in the diff as what it is.
//
// Two things would change them without a change to the pages, and are written as placeholders: the bundles' content
// hashes in asset names (any source change moves them) and the year the footer's copyright line shows.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const GOLDEN_DIR = path.join(import.meta.dirname, 'pages')
export const GOLDEN_COMMAND = 'npm run golden:html'
/** Set by `npm run golden:html`: the test writes the golden files instead of comparing with them. */
export const UPDATING = process.env.GOLDEN_HTML_UPDATE === '1'

const SUFFIX = '.golden'
const header = (file: string) =>
  `golden: ${file} of the bundled content's build — written by \`${GOLDEN_COMMAND}\` (tests/golden-html/golden.ts); the build's bytes below, asset hashes as HASH, the copyright year as YEAR\n`

/** A content hash in an asset's name (`chunk-CPu2FbiW.js`, `layout.Ab3_x-9QzK.json`), in HTML or escaped in JSON. */
const ASSET_HASH =
  /(\/assets(?:\\?\/[\w-]+)*\\?\/[\w.-]*?)[.-][\w-]{8,12}(\.(?:json|js|css|svg|woff2?|png|jpe?g|webp))(?![\w.-])/g
const COPYRIGHT = /© \d{4} Hoefslag/g

const normalized = (text: string) => text.replace(ASSET_HASH, '$1.HASH$2').replace(COPYRIGHT, '© YEAR Hoefslag')

/**
 * The chosen pages' files from a built dist/client (`files`: path → text): for each Vike page id the first page in path
 * order, its index.html and index.pageContext.json, and 404.html — each normalized and under its header.
 */
export function goldenOf(files: Readonly<Record<string, string>>): Record<string, string> {
  const firstOfFamily = new Map<string, string>()
  for (const file of Object.keys(files).sort()) {
    if (!file.endsWith('index.pageContext.json')) continue
    const { pageId } = JSON.parse(files[file] ?? '{}') as { pageId?: unknown }
    if (typeof pageId !== 'string') throw new Error(`${file} has no pageId`)
    if (!firstOfFamily.has(pageId)) firstOfFamily.set(pageId, path.dirname(file))
  }
  const chosen = [
    '404.html',
    ...[...firstOfFamily.values()].flatMap((dir) =>
      ['index.html', 'index.pageContext.json'].map((name) => (dir === '.' ? name : `${dir}/${name}`)),
    ),
  ]
  const out: Record<string, string> = {}
  for (const file of chosen) {
    const text = files[file]
    if (text === undefined) throw new Error(`the build wrote no ${file}`)
    out[file] = header(file) + normalized(text)
  }
  return out
}

/** The golden files as committed: path (without .golden) → text. */
export function readGolden(): Record<string, string> {
  const out: Record<string, string> = {}
  if (!existsSync(GOLDEN_DIR)) return out
  for (const entry of readdirSync(GOLDEN_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(SUFFIX)) continue
    const file = path.join(entry.parentPath, entry.name)
    out[path.relative(GOLDEN_DIR, file).slice(0, -SUFFIX.length).split(path.sep).join('/')] = readFileSync(file, 'utf8')
  }
  return out
}

/** Replaces the golden files with `golden`. */
export function writeGolden(golden: Readonly<Record<string, string>>): void {
  rmSync(GOLDEN_DIR, { recursive: true, force: true })
  for (const [file, text] of Object.entries(golden)) {
    const to = path.join(GOLDEN_DIR, `${file}${SUFFIX}`)
    mkdirSync(path.dirname(to), { recursive: true })
    writeFileSync(to, text)
  }
}
