// `npm run build`: pipeline + prerender + postbuild → dist/. `--skip-pipeline` builds from the existing .snapshot/;
// `--full` fetches everything from the CMS (not only what changed since the last run) and renders every page, even
// where the previous build state (dist/build-state.json) says it is unchanged. `--phase=direct|ripple`: one phase of a
// publish in two phases (`npm start` asks for them; sitebuild/prerender/phases.ts).
import { PipelineFatalError } from '#pipeline/fetch/fetch-all.ts'
import { parseBuildArgs } from '#sitebuild/build-args.ts'
import { buildSite } from '#sitebuild/build-site.ts'
import { readBuildEnv } from '#sitebuild/env.ts'

// A publish's phase 2 stops early on SIGUSR2 (the next edit came in: sitebuild/publish/build-child.ts), keeping its
// pages; listened for from the start, so the signal never ends the process.
const preempt = new AbortController()
process.on('SIGUSR2', () => preempt.abort())

async function main() {
  const { skipPipeline, full, phase } = parseBuildArgs(process.argv.slice(2))
  const env = readBuildEnv(full ? { ...process.env, PIPELINE_FULL: '1' } : process.env)
  await buildSite({ env, skipPipeline, full, phase, signal: preempt.signal })
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`build failed: ${message}`)
  if (!(error instanceof PipelineFatalError) && error instanceof Error && error.stack) console.error(error.stack)
  process.exit(1)
})
