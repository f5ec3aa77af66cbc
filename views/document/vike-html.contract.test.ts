// The adapter's contract with Vike (vike-html.ts): it is pinned to the Vike version it was checked against, and the tags
// it moves and reads are the ones the installed Vike writes — made here by Vike's own tag functions (the only place
// outside the adapter that reaches into Vike's files, to see what it would write). A Vike upgrade that changes that
// markup, or any Vike upgrade at all, fails here first: re-check the adapter's patterns, then move VIKE_VERSION.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { deferHydration, deferredUrls, pageContextJsonOf, VIKE_VERSION, withDeferredHydration } from './vike-html.ts'

const VIKE = path.join(import.meta.dirname, '..', '..', 'node_modules', 'vike')
const HTML = path.join(VIKE, 'dist', 'server', 'runtime', 'renderPageServer', 'html')

type Asset = { src: string; assetType: string; mediaType: string; isEntry: boolean }
type TagFunctions = {
  inferAssetTag: (asset: Asset, pageContext: object) => string
  inferPreloadTag: (asset: Asset) => string
}
const vikeFile = async <T>(file: string) => (await import(pathToFileURL(file).href)) as T

describe("the adapter's Vike", () => {
  it('is the version installed (a Vike upgrade re-checks the adapter before this passes)', () => {
    const installed = (JSON.parse(readFileSync(path.join(VIKE, 'package.json'), 'utf8')) as { version: string }).version
    expect(
      installed,
      `Vike ${installed} is installed; views/document/vike-html.ts was checked against ${VIKE_VERSION}`,
    ).toBe(VIKE_VERSION)
  })

  it('writes the entry, its modulepreloads and the pageContext script as the adapter reads them', async () => {
    const { inferAssetTag, inferPreloadTag } = await vikeFile<TagFunctions>(
      path.join(HTML, 'injectAssets', 'inferHtmlTags.js'),
    )
    const { htmlElementId_pageContext } = await vikeFile<{ htmlElementId_pageContext: string }>(
      path.join(VIKE, 'dist', 'shared-server-client', 'htmlElementIds.js'),
    )
    const script = (src: string, isEntry: boolean): Asset => ({
      src,
      assetType: 'script',
      mediaType: 'text/javascript',
      isEntry,
    })
    const entry = inferAssetTag(script('/assets/entries/entry-client-routing.X.js', true), {})
    const preloads = ['/assets/entries/pages_index.Y.js', '/assets/chunks/chunk-Z.js'].map((src) =>
      inferPreloadTag(script(src, false)),
    )
    const json = String.raw`{"pageId":"\/pages\/index","data":{}}`
    // The order Vike's getHtmlTags gives them at the end of the body: pageContext, entry, preloads.
    const page = `<!DOCTYPE html><html lang="nl"><head><link rel="preload" href="/assets/layout.abc.json" as="fetch" crossorigin="anonymous"/></head><body><div id="root"><p>Koliek</p></div><script id="${htmlElementId_pageContext}" type="application/json">${json}</script>${entry}${preloads.join('')}</body></html>`

    const deferred = deferHydration(page)
    expect(deferred).toBe(withDeferredHydration(page))
    expect(deferredUrls(deferred)).toEqual({
      entry: '/assets/entries/entry-client-routing.X.js',
      modules: ['/assets/entries/pages_index.Y.js', '/assets/chunks/chunk-Z.js'],
      fetches: ['/assets/layout.abc.json'],
    })
    expect(deferred).not.toContain(entry)
    for (const tag of preloads) expect(deferred).not.toContain(tag)
    expect(pageContextJsonOf(deferred)).toBe('{"pageId":"/pages/index","data":{}}')
  })
})
