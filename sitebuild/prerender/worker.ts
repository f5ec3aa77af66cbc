// A prerender worker thread (driver.ts starts one per core): opens the build's store and loads its server bundle once,
// then renders the batches of URLs the main thread hands it with Vike's renderPage — the same call the editors'
// functions make at request time (functions/_lib/editor-render.ts) — each given a recording wrapper of the store as
// pageContext.store (track.ts), the worker's document shell as pageContext.shell (lib/document-shell.ts, shell.ts:
// the layout's footer rendered once, Vike's injection over the document around the page's markup; decision 050) and
// pageContext.bodyApart (the page's body out of its data, written beside it: decision 016, lib/html-in-document.ts),
// and starts writing each page's files as soon as it is rendered. Nothing is kept once a batch is written but the shell's
// layout parts.
import '#lib/env/production.ts'
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { getGlobalContextAsync, renderPage } from 'vike/server'
import { randomBytes } from 'node:crypto'
import { openSnapshot } from '#pipeline/snapshot/read.ts'
import { createDocumentShell, shellForRender, type DocumentShell } from '#lib/document-shell.ts'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'
import type { FromWorker, Job, Rendered, ToWorker, WorkerInput } from './protocol.ts'
import { pageFiles, shellPageFiles, type PageFiles } from './shell.ts'
import { bodyFileOf } from './files.ts'
import { recordingStore } from './track.ts'

if (!parentPort)
  throw new Error('sitebuild/prerender/worker.ts runs as a worker thread of sitebuild/prerender/driver.ts')
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

/**
 * One page: rendered with the worker's document shell (decision 050) — or, when the shell's shortcut can't be shown
 * to give Vike's bytes for this page (shell.ts), rendered again without it.
 */
async function renderOne(item: Job, base: SiteStore, shell: DocumentShell, writes: Writes): Promise<Rendered> {
  const expected = item.file === '404.html' ? 404 : 200
  const render = async (withShell: DocumentShell | undefined) => {
    const tracked = recordingStore(base)
    const pageContext = await renderPage({
      urlOriginal: item.render,
      store: tracked.store,
      bodyApart: true,
      ...(withShell ? { shell: withShell } : {}),
    })
    const response = pageContext.httpResponse
    if (!response || response.statusCode !== expected) {
      const why = pageContext.errorWhileRendering instanceof Error ? `: ${pageContext.errorWhileRendering.message}` : ''
      throw new Error(`${item.render} answered ${response?.statusCode ?? 'nothing'} instead of ${expected}${why}`)
    }
    return { document: response.body, body: pageContext.body, deps: tracked.finish() }
  }
  const notFound = expected === 404
  const forThis = shellForRender(shell)
  let page = await render(forThis)
  // No body in the shell: Vike did not run the page's +onAfterRenderHtml (nor, then, its layout parts' capture).
  let files: PageFiles | undefined = forThis.body
    ? shellPageFiles(page.document, forThis.token, forThis.body, notFound)
    : page.document.includes(forThis.tag)
      ? undefined
      : pageFiles(page.document, notFound)
  if (!files) {
    page = await render(undefined)
    files = pageFiles(page.document, notFound)
  }
  // Not awaited: the worker renders the next page while these are written (decision 017); the batch waits for them.
  writes.write(path.join(input.clientDir, item.file), files.html)
  if (files.json !== undefined)
    writes.write(path.join(input.clientDir, path.dirname(item.file), 'index.pageContext.json'), files.json)
  // The body for client navigation, beside the pageContext.json that no longer carries it (none for the 404 page).
  const body = files.json !== undefined && page.body !== undefined
  if (body) writes.write(path.join(input.clientDir, bodyFileOf(item.file)), JSON.stringify(page.body))
  return {
    key: item.key,
    deps: page.deps,
    inline: files.inline,
    json: files.json !== undefined,
    body,
    bytes: files.html.length,
  }
}

async function main() {
  const base = snapshotStore(openSnapshot(input.snapshotDir))
  // The layout parts rendered once are kept for this worker's life: one store, one layout (decision 050).
  const shell = createDocumentShell(randomBytes(8).toString('hex'))
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
          results.push(await renderOne(item, base, shell, writes))
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
