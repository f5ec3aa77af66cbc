// The warm builder's process (warm-builder.ts): waits for `build` messages and runs each as `npm run build` would
// (buildSite), keeping its pipeline thread and its data worker — and what they hold in memory — from one build to the
// next. Started with the builder's environment, which never changes under it: the parent starts a fresh process
// whenever the code may have changed, and after any failed build.
import path from 'node:path'
import { parseBuildArgs } from '../build-args.ts'
import { buildSite } from '../build-site.ts'
import { readBuildEnv } from '../env.ts'
import { keptDataWorker } from '../functions-data/index.ts'
import { keptPipelineThread } from '../pipeline-thread.ts'
import { cacheDirOf } from '#pipeline/env.ts'
import { searchDataDir } from '#search/data-files.ts'
import type { FromWarmChild, ToWarmChild } from './warm-builder.ts'

const send = (m: FromWarmChild) => process.send?.(m)
if (!process.send)
  throw new Error("sitebuild/publish/warm-child.ts runs as the warm builder's child process (warm-builder.ts)")

const base = readBuildEnv(process.env)
const pipeline = keptPipelineThread()
const data = keptDataWorker({ ...process.env, SNAPSHOT_DIR: path.resolve(base.SNAPSHOT_DIR), SITE_URL: base.SITE_URL })
let busy = false
/** Pre-empts the build under way when it is a publish's phase 2 (decision 067); a new one for each build. */
let preempt = new AbortController()
// Read what the next build would read back from disk now, while nothing waits: the fetch cache's answers, the search
// analysis. Each is used only if its files are still the ones read (cache.ts) or is a pure cache (analysis-cache.ts).
pipeline.prime(cacheDirOf(base))
data.prime({
  snapshotDir: path.resolve(base.SNAPSHOT_DIR),
  outDir: searchDataDir({ ...process.env, DIST_DIR: base.DIST_DIR }),
})

process.on('message', (m: ToWarmChild) => {
  if (m.type === 'preempt') return preempt.abort()
  if (busy) return send({ type: 'failed', message: 'the warm builder is already building' })
  busy = true
  preempt = new AbortController()
  let args: ReturnType<typeof parseBuildArgs>
  try {
    args = parseBuildArgs(m.args)
  } catch (error) {
    busy = false
    return send({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
  const env = args.full ? readBuildEnv({ ...process.env, PIPELINE_FULL: '1' }) : base
  // When the parent asked, on this process's clock.
  const askedAt = m.askedAtEpochMs - performance.timeOrigin
  buildSite({
    env,
    skipPipeline: args.skipPipeline,
    full: args.full,
    phase: args.phase,
    signal: preempt.signal,
    log: (line) => send({ type: 'log', line }),
    warm: { pipeline, data, askedAt },
  })
    .then(
      () => send({ type: 'done' }),
      (error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      busy = false
    })
})
process.on('disconnect', () => process.exit(0))
send({ type: 'ready' })
