// After `vike build`: the crawling files, the redirects and the headers, from the snapshot the site was built from.
// Writes dist/client/{sitemap.xml, robots.txt, _redirects, _headers}, the RSS feeds, the layout data asset and the
// assets' `.br`/`.gz` (precompress.ts): Netlify and the Node server both read _redirects and _headers. (Each page body's second copy is taken out of its HTML by the
// prerender worker as it writes the page: sitebuild/prerender/worker.ts, decision 016.)
import { snapshotStore } from '#pipeline/snapshot/store.ts'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import { formatHeadersFile, type HeaderRule } from '#server/headers-file.ts'
import { headerRules } from './headers.ts'
import { siteFeeds, writeFeeds } from './feeds.ts'
import { collectInlineScriptHashes } from './inline-scripts.ts'
import { buildLayoutData } from '#content/layout.ts'
import { layoutAsset } from '#content/layout-asset.ts'
import { compileRedirects, netlifyRedirectsFile, withEditorRules } from './redirects.ts'
import { precompressAssets } from './precompress.ts'
import { robotsTxt } from './robots.ts'
import { sitemapEntries, sitemapFiles } from './sitemap.ts'
import { EntityFacts } from './entity-facts.ts'
import { cmsUploadsBase } from '#lib/env/cms-url.ts'
import { NOT_FOUND_FILE, SITE_HEADERS_FILE } from '#functions/_lib/site-headers.ts'

export type PostbuildOptions = {
  distDir: string
  /** The snapshot the site was built from: opened (read.ts's openSnapshot), or held in memory. */
  snapshot: Snapshot | StoredSnapshot
  siteUrl: string
  /** The CMS REST root; its site root (origin, plus WordPress's subdirectory) serves /wp-content/ (Netlify proxy rule). */
  cmsApiUrl: string
  indexable: boolean
  extraOrigins: string[]
  /** Origins of images beyond https: (the map tiles). */
  imageOrigins?: string[]
  /** The inline-script hashes of the prerendered pages, known from the prerender's build state (sitebuild/prerender):
   *  given, the HTML files are not read again. */
  inlineScripts?: { hashes: string[]; files: number }
  /** Write the assets' `.br`/`.gz` for the Node server (precompress.ts); not on Netlify, which compresses on its own. */
  precompress?: boolean
}

export type PostbuildResult = {
  sitemapUrls: number
  redirects: number
  htmlFiles: number
  inlineScripts: number
  /** `.br`/`.gz` files written beside the assets (those still fresh from an earlier build are kept). */
  precompressed: number
  warnings: string[]
}

/** More distinct inline scripts than this means a page-specific inline script: a bug to fix, not to hash. */
const MAX_INLINE_HASHES = 40

export async function postbuild(o: PostbuildOptions): Promise<PostbuildResult> {
  const client = path.join(o.distDir, 'client')
  const warnings: string[] = []
  if (!existsSync(path.join(client, '404.html')))
    warnings.push('dist/client/404.html is missing: unknown paths get a plain "Not Found"')

  // Only pages that were prerendered: a route without its HTML is a build bug, reported rather than advertised.
  const origin = o.siteUrl.replace(/\/+$/, '')
  // What the last build knew of each entity, by content hash: only the changed ones are read (entity-facts.ts).
  const facts = EntityFacts.read(o.distDir, o.snapshot)
  const all = sitemapEntries(o.snapshot, o.siteUrl, facts)
  const entries = all.filter((e) => existsSync(path.join(client, decodeURI(e.loc.slice(origin.length)), 'index.html')))
  const missing = all.filter((e) => !entries.includes(e))
  if (missing.length) {
    const shown = missing
      .slice(0, 5)
      .map((e) => e.loc.slice(origin.length))
      .join(', ')
    warnings.push(
      `${missing.length} route(s) of the route table have no prerendered page and are left out of the sitemap: ${shown}${missing.length > 5 ? ', …' : ''}`,
    )
  }
  for (const file of sitemapFiles(entries, o.siteUrl)) await writeFile(path.join(client, file.name), file.xml)
  await writeFile(path.join(client, 'robots.txt'), robotsTxt({ siteUrl: o.siteUrl, indexable: o.indexable }))

  const redirects = compileRedirects(o.snapshot.site.redirects, o.snapshot.site.moved)
  warnings.push(...redirects.warnings)
  const served = withEditorRules(redirects.rules)
  await writeFile(path.join(client, '_redirects'), netlifyRedirectsFile(served, cmsUploadsBase(o.cmsApiUrl)))

  // The layout data the pages' HTML points at (pages/+onBeforeRender.server.ts hashes the same data).
  const layout = layoutAsset(buildLayoutData(snapshotStore(o.snapshot)))
  await mkdir(path.join(client, 'assets'), { recursive: true })
  await writeFile(path.join(client, layout.url), layout.json)

  const inline = o.inlineScripts ?? (await collectInlineScriptHashes(client))
  if (inline.hashes.length > MAX_INLINE_HASHES) {
    warnings.push(
      `${inline.hashes.length} different inline scripts in the HTML: the CSP lists them all; move page-specific inline code into modules`,
    )
  }
  // After the inline-script scan: the feeds are RSS in index.html files, not pages.
  const feedPaths = await writeFeeds(client, siteFeeds(o.snapshot, o.siteUrl, facts))
  facts.write(o.distDir)
  const https = o.siteUrl.startsWith('https:')
  const headers = headerRules({
    inlineScriptHashes: inline.hashes,
    extraOrigins: o.extraOrigins,
    imageOrigins: o.imageOrigins ?? [],
    https,
    indexable: o.indexable,
    feedPaths,
  })
  await writeFile(path.join(client, '_headers'), formatHeadersFile(headers))
  await writeEditorCopies(o.distDir, headers)
  // Last: the layout data asset above is one of them.
  const precompressed = o.precompress ? await precompressAssets(path.join(client, 'assets')) : 0

  return {
    sitemapUrls: entries.length,
    redirects: redirects.rules.length,
    htmlFiles: inline.files,
    inlineScripts: inline.hashes.length,
    precompressed,
    warnings,
  }
}

/**
 * For the editors' functions, which ship dist/server only (functions/_lib/site-headers.ts): the `/*` headers of
 * `_headers` as JSON and a copy of the 404 page, so an editor's page is as locked down as a public one.
 */
async function writeEditorCopies(distDir: string, headers: HeaderRule[]): Promise<void> {
  const server = path.join(distDir, 'server')
  if (!existsSync(server)) return
  const everywhere = headers.find((r) => r.path === '/*')?.headers ?? {}
  await writeFile(path.join(server, SITE_HEADERS_FILE), `${JSON.stringify(everywhere, null, 2)}\n`)
  const notFound = path.join(distDir, 'client', '404.html')
  if (existsSync(notFound)) await copyFile(notFound, path.join(server, NOT_FOUND_FILE))
}
