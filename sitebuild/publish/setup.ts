// What `npm start` (and the publishing browser tests) add to the site server for publishing: generation 1 from the
// build just made, the queue that rebuilds in a child process, and the build hook endpoint (server/build-hook.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiteDirs } from '#lib/site-handle.ts'
import { buildHookHandler, type BuildHookOptions } from '#server/build-hook.ts'
import { parseProgressLine } from '../prerender/progress.ts'
import { runBuildChild } from './build-child.ts'
import { BUILD_HOOK_PATH, readPublishEnv } from './env.ts'
import { Publisher } from './publisher.ts'
import { WarmBuilder } from './warm-builder.ts'

export type PublishingOptions = {
  /** The complete environment of a build (CMS_API_URL, SITE_URL, DIST_DIR, SNAPSHOT_DIR, …), taken before serving. */
  buildEnv: NodeJS.ProcessEnv
  secret: string
  /** Arguments for each webhook build (scripts/build.ts). */
  buildArgs?: string[]
  /** Build in the warm builder (default: PUBLISH_WARM_BUILDER of buildEnv, on unless `0`), else a fresh process each time. */
  warm?: boolean
  log?: (line: string) => void
  /** The client's address the hook counts wrong secrets by (default: the socket's). */
  clientAddress?: BuildHookOptions['clientAddress']
}
export type Publishing = {
  /** Serve these files: generation 1 (its build, snapshot and search data). */
  site: SiteDirs
  intercept: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
  publisher: Publisher
}

export async function setUpPublishing({
  buildEnv,
  secret,
  buildArgs = [],
  warm,
  log = console.log,
  clientAddress,
}: PublishingOptions): Promise<Publishing> {
  const warmBuilder =
    (warm ?? readPublishEnv(buildEnv).PUBLISH_WARM_BUILDER === '1') ? new WarmBuilder({ env: buildEnv }) : undefined
  const publisher = new Publisher({
    distDir: buildEnv.DIST_DIR || 'dist',
    snapshotDir: buildEnv.SNAPSHOT_DIR || '.snapshot',
    reportFile: buildEnv.BUILD_REPORT || '.snapshot-report.json',
    build: (job, signal, { preempt, progress }) => {
      const jobLog = (line: string) => {
        const pages = parseProgressLine(line)
        if (pages) progress(pages.done, pages.total)
        log(`  [build #${job.n}${job.phase === 'ripple' ? ', phase 2' : ''}] ${line}`)
      }
      const args = [...buildArgs, `--phase=${job.phase}`]
      return warmBuilder
        ? warmBuilder.build({ args, signal, preempt, log: jobLog })
        : runBuildChild({ env: buildEnv, args, signal, preempt, log: jobLog })
    },
    ...(warmBuilder ? { onStop: () => warmBuilder.close() } : {}),
    log,
  })
  const site = await publisher.init()
  warmBuilder?.prepare((line) => log(`  [warm builder] ${line}`))
  const intercept = buildHookHandler({
    path: BUILD_HOOK_PATH,
    secret,
    queue: {
      request: (reasons) => publisher.queue.request(reasons),
      status: () => publisher.status(),
      outcome: (n) => publisher.queue.outcome(n),
    },
    log,
    ...(clientAddress ? { clientAddress } : {}),
  })
  return { site, intercept, publisher }
}

/** The build hook's URL as the local CMS calls it: loopback when the site listens on every address. */
export function localHookUrl(host: string, port: number): string {
  const target =
    host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === 'localhost' ? '127.0.0.1' : host
  return `http://${target.includes(':') ? `[${target}]` : target}:${port}${BUILD_HOOK_PATH}`
}
