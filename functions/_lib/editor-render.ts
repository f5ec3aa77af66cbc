// Renders a page of the built site at request time for an editor: Vike's renderPage over the build's server bundle
// (<DIST_DIR>/server, kept by the build for this), given the build's store with the live entity laid in front of it as
// pageContext.store (pipeline/live/live-entity.ts `storeWith`). The same pages, +data and components as the
// prerender; HTML or, for client-side navigation, index.pageContext.json. Never cached, never indexed. The build, its
// store and its headers are the site handle's (lib/site-handle.ts) the request was given.
import '#lib/env/production.ts'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderPage } from 'vike/server'
import { storeWith, type LiveResult } from '#pipeline/live/live-entity.ts'
import { sitePart, type SiteHandle } from '#lib/site-handle.ts'
import { BUILD_STORE } from './editor-store.ts'
import type { EditorView } from '#content/editor-view.ts'
import { siteSecurityHeaders } from './site-headers.ts'

/** An opaque import: Netlify's bundler must not trace the build into the function (netlify.toml ships dist/server). */
const importFile = (href: string): Promise<unknown> => import(href)

/**
 * The build's server entry, imported once per handle (it registers the build with Vike). Vike keeps the last
 * registered build for the process: code, not site data (the data comes with the store below); a new build's code
 * replaces the old for every render after its first editor request.
 */
const SERVER_BUILD = sitePart('server bundle', (site) =>
  importFile(pathToFileURL(path.join(site.dirs.distDir, 'server', 'entry.mjs')).href),
)

export const EDITOR_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  Vary: 'Cookie',
}

export type EditorRender = {
  urlOriginal: string
  /** The build to render from: its server bundle, its store, its headers. */
  site: SiteHandle
  /** The editor's live item (loadEditorEntity); without one the page renders from the build's data alone. */
  live?: Extract<LiveResult, { ok: true }>
  editorView?: EditorView
}

export async function renderForEditor({ urlOriginal, site, live, editorView }: EditorRender): Promise<Response> {
  await site.get(SERVER_BUILD)
  const build = site.get(BUILD_STORE)
  const store = live ? storeWith(build, live) : build
  const pageContext = await renderPage({ urlOriginal, store, ...(editorView ? { editorView } : {}) })
  const response = pageContext.httpResponse
  if (!response) throw new Error(`Vike rendered no response for ${urlOriginal}`)
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries({ ...siteSecurityHeaders(site), ...EDITOR_HEADERS }))
    headers.set(name, value)
  return new Response(response.body, { status: response.statusCode, headers })
}
