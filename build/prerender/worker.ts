// A prerender worker thread (driver.ts starts one per core): opens the build's store and loads its server bundle once,
// then renders the batches of URLs the main thread hands it with Vike's renderPage — the same call the editors'
// functions make at request time (functions/_lib/editor-render.ts) — each given a recording wrapper of the store as
// pageContext.store (track.ts), and
// starts writing each page's files as soon as it is rendered. Nothing is kept once a batch is written.
import '#lib/env/production.ts'
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { getGlobalContextAsync, renderPage } from 'vike/server'
import { openSnapshot } from '#pipeline/snapshot/read.ts'
import { inlineScriptHashesOf } from '../postbuild/inline-scripts.ts'
import { withBodyOnce } from './html-once.ts'
import { deferHydration } from './document-end.ts'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'
import {
  pageContextJsonOf,
  type FromWorker,
  type Job,
  type Rendered,
  type ToWorker,
  type WorkerInput,
} from './protocol.ts'
import { recordingStore } from './track.ts'

if (!parentPort) throw new Error('build/prerender/worker.ts runs as a worker thread of build/prerender/driver.ts')
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

async function renderOne(item: Job, base: SiteStore, writes: Writes): Promise<Rendered> {
  const tracked = recordingStore(base)
  const pageContext = await renderPage({ urlOriginal: item.render, store: tracked.store })
  const response = pageContext.httpResponse
  const expected = item.file === '404.html' ? 404 : 200
  if (!response || response.statusCode !== expected) {
    const why = pageContext.errorWhileRendering instanceof Error ? `: ${pageContext.errorWhileRendering.message}` : ''
    throw new Error(`${item.render} answered ${response?.statusCode ?? 'nothing'} instead of ${expected}${why}`)
  }
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

async function main() {
  const base = snapshotStore(openSnapshot(input.snapshotDir))
  // The layout data is built once per store, outside any page's recording (store.derived: a build-wide input, plan.ts).
  await import(pathToFileURL(path.join(input.distDir, 'server', 'entry.mjs')).href)
  await getGlobalContextAsync(true)
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
