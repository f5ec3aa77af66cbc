// A prerender worker thread (driver.ts starts one per core): loads the snapshot and the build's server bundle once,
// then renders the batches of URLs the main thread hands it with Vike's renderPage — the same call the editors'
// functions make at request time (functions/_lib/editor-render.ts) — each behind a recording snapshot (track.ts), and
// writes each page's files as soon as it is rendered. Nothing is kept once written.
import '../../env/production.ts'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { getGlobalContextAsync, renderPage } from 'vike/server'
import { withSnapshot } from '../../content/snapshot.server.ts'
import { loadSnapshot } from '../../pipeline/snapshot/read.ts'
import { inlineScriptHashesOf } from '../postbuild/inline-scripts.ts'
import { withBodyOnce } from './html-once.ts'
import { withDeferredHydration } from './defer-hydration.ts'
import type { Snapshot } from '../../pipeline/model/snapshot.ts'
import { pageContextJsonOf, type FromWorker, type Job, type Rendered, type ToWorker, type WorkerInput } from './protocol.ts'
import { trackSnapshot } from './track.ts'

if (!parentPort) throw new Error('scripts/prerender/worker.ts runs as a worker thread of scripts/prerender/driver.ts')
const port = parentPort
const input = workerData as WorkerInput
const post = (message: FromWorker) => port.postMessage(message)

async function renderOne(item: Job, base: Snapshot): Promise<Rendered> {
  const tracked = trackSnapshot(base)
  const pageContext = await withSnapshot(tracked.snapshot, () => renderPage({ urlOriginal: item.render }))
  const response = pageContext.httpResponse
  const expected = item.file === '404.html' ? 404 : 200
  if (!response || response.statusCode !== expected) {
    const why = pageContext.errorWhileRendering instanceof Error ? `: ${pageContext.errorWhileRendering.message}` : ''
    throw new Error(`${item.render} answered ${response?.statusCode ?? 'nothing'} instead of ${expected}${why}`)
  }
  if (input.limit) return { ...(await bareRender(item, pageContext)), deps: [], inline: [], json: false }
  const dir = path.join(input.clientDir, path.dirname(item.file))
  await mkdir(dir, { recursive: true })
  // Vike's prerender writes the client-navigation pageContext beside every page but the 404 (runPrerender.js).
  const json = item.file === '404.html' ? undefined : pageContextJsonOf(response.body)
  // Decision 016: the body's second copy leaves the document's serialized pageContext (not pageContext.json).
  const html = withDeferredHydration(withBodyOnce(response.body))
  await Promise.all([
    writeFile(path.join(input.clientDir, item.file), html),
    json === undefined ? undefined : writeFile(path.join(dir, 'index.pageContext.json'), json),
  ])
  return { key: item.key, deps: tracked.finish(), inline: inlineScriptHashesOf(html), json: json !== undefined, bytes: html.length }
}

/** The limit: the page's React tree (vike-react keeps it as pageContext.page) through renderToString, written to disk. */
async function bareRender(item: Job, pageContext: object): Promise<{ key: string; bytes: number; limitMs: number }> {
  const tree = 'page' in pageContext ? (pageContext.page as ReactNode) : null
  const started = performance.now()
  const html = renderToString(tree)
  const file = path.join(input.limit ?? '', item.file)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, html)
  return { key: item.key, bytes: html.length, limitMs: performance.now() - started }
}

async function main() {
  const base = loadSnapshot(input.snapshotDir)
  await import(pathToFileURL(path.join(input.distDir, 'server', 'entry.mjs')).href)
  // The global context (the layout data, renderer/+onCreateGlobalContext.server.ts) is made once, outside any page's
  // recording: the layout is a build-wide input (plan.ts).
  await getGlobalContextAsync(true)
  port.on('message', (job: ToWorker) => {
    if (job.type === 'stop') {
      port.close()
      return
    }
    void (async () => {
      const results = []
      for (const item of job.urls) {
        try {
          results.push(await renderOne(item, base))
        } catch (error) {
          post({ type: 'error', key: item.key, message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
          return
        }
      }
      post({ type: 'done', results })
    })()
  })
  post({ type: 'ready' })
}

main().catch((error: unknown) => post({ type: 'error', key: '', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
