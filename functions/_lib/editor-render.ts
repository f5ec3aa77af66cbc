// Renders a page of the built site at request time for an editor: Vike's renderPage over the build's server bundle
// (<DIST_DIR>/server, kept by the build for this), given the build's store with the live entity laid in front of it as
// pageContext.store (pipeline/live/live-entity.ts `storeWith`). The same pages, +data and components as the
// prerender; HTML or, for client-side navigation, index.pageContext.json. Never cached, never indexed.
import '#lib/env/production.ts'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderPage } from 'vike/server'
import { storeWith, type LiveResult } from '#pipeline/live/live-entity.ts'
import { buildStore } from './editor-store.ts'
import type { EditorView } from '#content/editor-view.ts'
import { siteSecurityHeaders } from './site-headers.ts'

const entries = new Map<string, Promise<unknown>>()
/** An opaque import: Netlify's bundler must not trace the build into the function (netlify.toml ships dist/server). */
const importFile = (href: string): Promise<unknown> => import(href)

/** The build's server entry, imported once per process (it registers the build with Vike). */
function loadServerBuild(distDir: string): Promise<unknown> {
  const file = path.resolve(distDir, 'server', 'entry.mjs')
  let entry = entries.get(file)
  if (!entry) {
    entry = importFile(pathToFileURL(file).href)
    entries.set(file, entry)
  }
  return entry
}

export const EDITOR_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  Vary: 'Cookie',
}

export type EditorRender = {
  urlOriginal: string
  distDir: string
  /** The editor's live item (loadEditorEntity); without one the page renders from the build's data alone. */
  live?: Extract<LiveResult, { ok: true }>
  editorView?: EditorView
}

export async function renderForEditor({ urlOriginal, distDir, live, editorView }: EditorRender): Promise<Response> {
  await loadServerBuild(distDir)
  const store = live ? storeWith(buildStore(), live) : buildStore()
  const pageContext = await renderPage({ urlOriginal, store, ...(editorView ? { editorView } : {}) })
  const response = pageContext.httpResponse
  if (!response) throw new Error(`Vike rendered no response for ${urlOriginal}`)
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries({ ...siteSecurityHeaders(distDir), ...EDITOR_HEADERS }))
    headers.set(name, value)
  return new Response(response.body, { status: response.statusCode, headers })
}
