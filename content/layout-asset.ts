// The layout data (menus, footer, settings: content/layout.ts) as one static JSON asset per build, fetched once by the
// browser and kept by its HTTP cache (/assets/* is immutable), instead of travelling inside every HTML document
// (decision 016). The name carries a hash of the content, so a new build with other menus gets a new URL.
import { sha256 } from '#lib/sha256.server.ts'
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import { buildLayoutData, type LayoutData } from './layout.ts'

export type LayoutAsset = { url: string; json: string }

export function layoutAsset(layout: LayoutData): LayoutAsset {
  const json = JSON.stringify(layout)
  const hash = sha256(json, 'base64url').slice(0, 10)
  return { url: `/assets/layout.${hash}.json`, json }
}

/** The layout data of a store and its asset's URL, built once per store (a build-wide input: sitebuild/prerender/globals.ts). */
export const layoutOf = (store: SiteStore): { layout: LayoutData; url: string } =>
  store.derived('layout', (s) => {
    const layout = buildLayoutData(s)
    return { layout, url: layoutAsset(layout).url }
  })
