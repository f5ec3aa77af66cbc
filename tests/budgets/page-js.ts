// The JavaScript a built page loads before it is interactive: the module scripts and modulepreload links in its HTML,
// completed with their static imports from the build's Vite manifest (dist/assets.json, which Vike writes), each file
// counted once with its gzip size. Dynamic imports (lazy widgets) are not counted: they load later, if at all.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import { deferredUrls } from '../../scripts/prerender/defer-hydration.ts'

const ManifestSchema = z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()).optional() }).loose())
export type Manifest = z.infer<typeof ManifestSchema>

export type PageJs = { files: string[]; gzipBytes: number; rawBytes: number }

export function readManifest(distDir: string): Manifest {
  return ManifestSchema.parse(JSON.parse(readFileSync(path.join(distDir, 'assets.json'), 'utf8')))
}

/**
 * The JS URLs a page's HTML references: `<script type="module" src>` and `<link rel="modulepreload" href>`, and those its
 * loader adds after the first paint (scripts/prerender/defer-hydration.ts, decision 020): deferred JS still counts.
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
