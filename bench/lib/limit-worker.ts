// bench:build's limit, in a worker thread of its own (the production worker, sitebuild/prerender/worker.ts, has no bench
// code): each page rendered with Vike's renderPage over the build's store, then its React tree (vike-react keeps it as
// pageContext.page) through a bare react-dom/server renderToString and written to disk — the floor any prerender over
// React can reach. Reports the time of the bare render and write per page.
import '#lib/env/production.ts'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { getGlobalContextAsync, renderPage } from 'vike/server'
import { openSnapshot } from '#pipeline/snapshot/read.ts'
import { snapshotStore } from '#pipeline/snapshot/store.ts'
import type { FromWorker, Job, ToWorker } from '#sitebuild/prerender/protocol.ts'

export type LimitInput = { distDir: string; snapshotDir: string; limitDir: string }
/** limitMs: wall time of the bare render and write; limitCpuMs: the process' CPU time meanwhile (with one worker and an
 * idle main thread, this thread's: bench/render-profile.ts compares it with the prerender's CPU a page). */
export type LimitRendered = { key: string; bytes: number; limitMs: number; limitCpuMs: number }

if (!parentPort) throw new Error('bench/lib/limit-worker.ts runs as a worker thread of bench/build.ts')
const port = parentPort
const input = workerData as LimitInput
const post = (message: FromWorker<LimitRendered>) => port.postMessage(message)
const made = new Set<string>()

async function limitOf(item: Job, store: ReturnType<typeof snapshotStore>): Promise<LimitRendered> {
  const pageContext = await renderPage({ urlOriginal: item.render, store })
  const tree = 'page' in pageContext ? (pageContext.page as ReactNode) : null
  const started = performance.now()
  const cpu = process.cpuUsage()
  const html = renderToString(tree)
  const file = path.join(input.limitDir, item.file)
  // Written before the time is taken: the limit includes writing the page.
  const dir = path.dirname(file)
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true })
    made.add(dir)
  }
  writeFileSync(file, html)
  const used = process.cpuUsage(cpu)
  return {
    key: item.key,
    bytes: html.length,
    limitMs: performance.now() - started,
    limitCpuMs: (used.user + used.system) / 1000,
  }
}

async function main() {
  const store = snapshotStore(openSnapshot(input.snapshotDir))
  await import(pathToFileURL(path.join(input.distDir, 'server', 'entry.mjs')).href)
  await getGlobalContextAsync(true)
  let rendering: Promise<void> = Promise.resolve()
  port.on('message', (job: ToWorker) => {
    if (job.type === 'stop') {
      void rendering.then(() => port.close())
      return
    }
    rendering = rendering.then(async () => {
      const results: LimitRendered[] = []
      for (const item of job.urls) {
        try {
          results.push(await limitOf(item, store))
        } catch (error) {
          post({ type: 'error', key: item.key, message: error instanceof Error ? error.message : String(error) })
          return
        }
      }
      post({ type: 'done', results })
    })
  })
  post({ type: 'ready' })
}

main().catch((error: unknown) =>
  post({ type: 'error', key: '', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
)
