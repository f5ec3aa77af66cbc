// The JavaScript a built page loads before it is interactive: the module scripts and modulepreload links in its HTML,
// completed with their static imports from the build's Vite manifest (dist/assets.json, which Vike writes), and the
// code of the content blocks it shows that the browser fetches before hydrating (`#lazy-blocks`, decision 021), each
// file counted once with its gzip size. Other dynamic imports (lazy widgets) are not counted: they load later, if at all.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import { deferredUrls } from '#views/document/vike-html.ts'
import { LAZY_BLOCK_MODULES, lazyLayoutsIn } from '#blocks/lazy-modules.ts'
import { needsStaticCode } from '#blocks/lazy-static.ts'

const ManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }).loose(),
)
export type Manifest = z.infer<typeof ManifestSchema>

export type PageJs = { files: string[]; gzipBytes: number; rawBytes: number }

export function readManifest(distDir: string): Manifest {
  return ManifestSchema.parse(JSON.parse(readFileSync(path.join(distDir, 'assets.json'), 'utf8')))
}

/**
 * The JS URLs a page's HTML references: `<script type="module" src>` and `<link rel="modulepreload" href>`, and those its
 * loader adds after the first paint (views/document/vike-html.ts, decision 020): deferred JS still counts.
 */
export function referencedScripts(html: string): string[] {
  const deferred = deferredUrls(html)
  const urls = new Set<string>(deferred ? [deferred.entry, ...deferred.modules] : [])
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag)
    const url = /\b(?:src|href)="([^"]+\.m?js)"/.exec(tag)?.[1]
    if ((isModuleScript || isPreload) && url) urls.add(url)
  }
  return [...urls]
}

/** The page's data as its HTML carries it for hydration (Vike's pageContext JSON), or undefined. */
function pageData(html: string): unknown {
  const json = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  return json ? (JSON.parse(json) as { data?: unknown }).data : undefined
}

/**
 * The modules (names in blocks/) of the block code the page fetches before it hydrates (blocks/lazy-blocks.client.ts
 * preloadLazyBlocks): each lazily loaded block it shows, and the static blocks' code where a column needs it.
 */
export function preloadedBlockModules(html: string): string[] {
  const data = pageData(html)
  const names: string[] = lazyLayoutsIn(data).map((layout) => LAZY_BLOCK_MODULES[layout])
  if (needsStaticCode(data, true)) names.push('lazy-static-blocks')
  return names
}

/** dist/lazy-block-chunks.json (vite.config.ts): the chunk that holds each lazily loaded block's module. */
export function readLazyBlockChunks(distDir: string): Record<string, string> {
  return z
    .record(z.string(), z.string())
    .parse(JSON.parse(readFileSync(path.join(distDir, 'lazy-block-chunks.json'), 'utf8')))
}

/** The page's JS files (paths relative to the client folder) with their static imports, and their total size. */
export function pageJs(distDir: string, html: string, manifest: Manifest): PageJs {
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]))
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key]?.file
      if (imported) visit(imported)
    }
  }
  for (const url of referencedScripts(html)) visit(url.replace(/^\//, ''))
  const blockChunks = readLazyBlockChunks(distDir)
  for (const name of preloadedBlockModules(html)) {
    const file = blockChunks[name]
    if (!file)
      throw new Error(`blocks/${name}: in no chunk of dist/lazy-block-chunks.json (vite.config.ts lazyBlockChunks)`)
    visit(file)
  }
  let gzipBytes = 0
  let rawBytes = 0
  for (const file of files) {
    const body = readFileSync(path.join(distDir, 'client', file))
    rawBytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { files: [...files].sort(), gzipBytes, rawBytes }
}

/** The HTML file that serves a URL path (`/a/b/?q=1` → client/a/b/index.html; the 404 page → client/404.html). */
export function htmlFileFor(distDir: string, urlPath: string, notFound = false): string {
  if (notFound) return path.join(distDir, 'client', '404.html')
  const pathname = urlPath.split('?')[0] ?? '/'
  return path.join(distDir, 'client', pathname, 'index.html')
}
