// A prerender worker thread (driver.ts starts one per core): loads the snapshot and the build's server bundle once,
// then renders the batches of URLs the main thread hands it with Vike's renderPage — the same call the editors'
// functions make at request time (functions/_lib/editor-render.ts) — each behind a recording snapshot (track.ts), and
// starts writing each page's files as soon as it is rendered. Nothing is kept once a batch is written.
import '#lib/env/production.ts'
import { mkdirSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { getGlobalContextAsync, renderPage } from 'vike/server'
import { withSnapshot } from '#content/snapshot.server.ts'
import { loadSnapshot } from '#pipeline/snapshot/read.ts'
import { inlineScriptHashesOf } from '../postbuild/inline-scripts.ts'
import { withBodyOnce } from './html-once.ts'
import { deferHydration } from './document-end.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import {
  pageContextJsonOf,
  type FromWorker,
  type Job,
  type Rendered,
  type ToWorker,
  type WorkerInput,
} from './protocol.ts'
import { trackSnapshot } from './track.ts'

if (!parentPort) throw new Error('scripts/prerender/worker.ts runs as a worker thread of scripts/prerender/driver.ts')
const port = parentPort
const input = workerData as WorkerInput
const post = (message: FromWorker) => port.postMessage(message)

/** The folders this worker has made (or found) already. */
const made = new Set<string>()

/** A page's folder, made once (synchronously: one mkdir, cheaper than a round trip through libuv's thread pool). */
function folder(dir: string) {
  if (made.has(dir)) return
  mkdirSync(dir, { recursive: true })
  made.add(dir)
}

/**
 * A batch's file writes: each starts at once (its folder made first, once per folder) and the worker renders the next
 * page meanwhile; the batch reports done only when all are written. The first failure is kept, never unhandled.
 */
function createWrites() {
  const pending: Array<Promise<void>> = []
  let failed: Error | undefined
  return {
    write(file: string, data: string) {
      try {
        folder(path.dirname(file))
      } catch (error) {
        failed ??= new Error(
          `making the folder of ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
        )
        return
      }
      pending.push(
        writeFile(file, data).catch((error: unknown) => {
          failed ??= new Error(`writing ${file} failed: ${error instanceof Error ? error.message : String(error)}`)
        }),
      )
    },
    async done(): Promise<void> {
      await Promise.all(pending)
      if (failed) throw failed
    },
  }
}
type Writes = ReturnType<typeof createWrites>

async function renderOne(item: Job, base: Snapshot, writes: Writes): Promise<Rendered> {
  const tracked = trackSnapshot(base)
  const pageContext = await withSnapshot(tracked.snapshot, () => renderPage({ urlOriginal: item.render }))
  const response = pageContext.httpResponse
  const expected = item.file === '404.html' ? 404 : 200
  if (!response || response.statusCode !== expected) {
    const why = pageContext.errorWhileRendering instanceof Error ? `: ${pageContext.errorWhileRendering.message}` : ''
    throw new Error(`${item.render} answered ${response?.statusCode ?? 'nothing'} instead of ${expected}${why}`)
  }
  if (input.limit) return { ...bareRender(item, pageContext), deps: [], inline: [], json: false }
  const dir = path.join(input.clientDir, path.dirname(item.file))
  // Vike's prerender writes the client-navigation pageContext beside every page but the 404 (runPrerender.js).
  const json = item.file === '404.html' ? undefined : pageContextJsonOf(response.body)
  // Decision 016: the body's second copy leaves the document's serialized pageContext (not pageContext.json).
  const html = deferHydration(withBodyOnce(response.body))
  // Not awaited: the worker renders the next page while these are written (decision 017); the batch waits for them.
  writes.write(path.join(input.clientDir, item.file), html)
  if (json !== undefined) writes.write(path.join(dir, 'index.pageContext.json'), json)
  return {
    key: item.key,
    deps: tracked.finish(),
    inline: inlineScriptHashesOf(html),
    json: json !== undefined,
    bytes: html.length,
  }
}

/** The limit: the page's React tree (vike-react keeps it as pageContext.page) through renderToString, written to disk. */
function bareRender(item: Job, pageContext: object): { key: string; bytes: number; limitMs: number } {
  const tree = 'page' in pageContext ? (pageContext.page as ReactNode) : null
  const started = performance.now()
  const html = renderToString(tree)
  const file = path.join(input.limit ?? '', item.file)
  // Written before the time is taken: the limit includes writing the page, as it always did.
  folder(path.dirname(file))
  writeFileSync(file, html)
  return { key: item.key, bytes: html.length, limitMs: performance.now() - started }
}

async function main() {
  const base = loadSnapshot(input.snapshotDir)
  // The global context (the layout data, pages/+onCreateGlobalContext.server.ts) is made once, outside any page's
  // recording: the layout is a build-wide input (plan.ts). Importing the bundle starts making it: both read the
  // worker's snapshot, or the bundle's own copy of pipeline/snapshot/read.ts would load a second one (decision 017).
  await withSnapshot(base, async () => {
    await import(pathToFileURL(path.join(input.distDir, 'server', 'entry.mjs')).href)
    await getGlobalContextAsync(true)
  })
  // Batches render one after another; a batch's writes finish while the next renders (the pool keeps two batches in
  // flight per worker), and each reports done once its files are written. `stop` waits for every batch.
  let rendering: Promise<void> = Promise.resolve()
  const writing = new Set<Promise<void>>()
  let failedOnce = false
  const failure = (key: string, error: unknown) => {
    if (failedOnce) return
    failedOnce = true
    post({ type: 'error', key, message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
  port.on('message', (job: ToWorker) => {
    if (job.type === 'stop') {
      void rendering.then(() => Promise.all(writing)).then(() => port.close())
      return
    }
    rendering = rendering.then(async () => {
      if (failedOnce) return
      const results: Rendered[] = []
      const writes = createWrites()
      for (const item of job.urls) {
        try {
          results.push(await renderOne(item, base, writes))
        } catch (error) {
          await writes.done().catch(() => undefined)
          failure(item.key, error)
          return
        }
      }
      const written: Promise<void> = writes
        .done()
        .then(
          () => {
            if (!failedOnce) post({ type: 'done', results })
          },
          (error: unknown) => failure(job.urls[0]?.key ?? '', error),
        )
        .finally(() => writing.delete(written))
      writing.add(written)
    })
  })
  post({ type: 'ready' })
}

main().catch((error: unknown) =>
  post({ type: 'error', key: '', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
)
