// What `npm start` (and the publishing browser tests) add to the site server for publishing: generation 1 from the
// build just made, the queue that rebuilds in a child process, and the build hook endpoint (server/build-hook.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { buildHookHandler } from '../../server/build-hook.ts'
import { runBuildChild } from './build-child.ts'
import { BUILD_HOOK_PATH } from './env.ts'
import { Publisher } from './publisher.ts'

export type PublishingOptions = {
  /** The complete environment of a build (CMS_API_URL, SITE_URL, DIST_DIR, SNAPSHOT_DIR, …), taken before serving. */
  buildEnv: NodeJS.ProcessEnv
  secret: string
  /** Arguments for each webhook build (scripts/build.ts). */
  buildArgs?: string[]
  log?: (line: string) => void
}
export type Publishing = {
  /** Serve this folder: generation 1. */
  distDir: string
  intercept: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
  publisher: Publisher
}

export async function setUpPublishing({ buildEnv, secret, buildArgs = [], log = console.log }: PublishingOptions): Promise<Publishing> {
  const publisher = new Publisher({
    distDir: buildEnv.DIST_DIR || 'dist',
    snapshotDir: buildEnv.SNAPSHOT_DIR || '.snapshot',
    build: (job, signal) => runBuildChild({ env: buildEnv, args: buildArgs, signal, log: (line) => log(`  [build #${job.n}] ${line}`) }),
    log,
  })
  const distDir = await publisher.init()
  const intercept = buildHookHandler({
    path: BUILD_HOOK_PATH,
    secret,
    queue: { request: (reasons) => publisher.queue.request(reasons), status: () => publisher.status() },
    log,
  })
  return { distDir, intercept, publisher }
}

/** The build hook's URL as the local CMS calls it: loopback when the site listens on every address. */
export function localHookUrl(host: string, port: number): string {
  const target = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === 'localhost' ? '127.0.0.1' : host
  return `http://${target.includes(':') ? `[${target}]` : target}:${port}${BUILD_HOOK_PATH}`
}
