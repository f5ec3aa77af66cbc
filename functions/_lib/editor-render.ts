// Renders a page of the built site at request time for an editor: Vike's renderPage over the build's server bundle
// (<DIST_DIR>/server, kept by the build for this), with the snapshot plus one live entity (content/snapshot.server.ts
// `withSnapshot`). The same pages, +data and components as the prerender; HTML or, for client-side navigation,
// index.pageContext.json. Never cached, never indexed.
import '#lib/env/production.ts'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderPage } from 'vike/server'
import { snapshot as baseSnapshot, withSnapshot } from '#content/snapshot.server.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
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

export type EditorRender = { urlOriginal: string; distDir: string; snapshot?: Snapshot; editorView?: EditorView }

export async function renderForEditor({ urlOriginal, distDir, snapshot, editorView }: EditorRender): Promise<Response> {
  await loadServerBuild(distDir)
  const s = snapshot ?? baseSnapshot()
  const pageContext = await withSnapshot(s, () => renderPage({ urlOriginal, ...(editorView ? { editorView } : {}) }))
  const response = pageContext.httpResponse
  if (!response) throw new Error(`Vike rendered no response for ${urlOriginal}`)
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries({ ...siteSecurityHeaders(distDir), ...EDITOR_HEADERS }))
    headers.set(name, value)
  return new Response(response.body, { status: response.statusCode, headers })
}
