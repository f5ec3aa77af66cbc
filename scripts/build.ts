// `npm run build`: pipeline + prerender + postbuild → dist/. `--skip-pipeline` builds from the existing .snapshot/;
// `--full` fetches everything from the CMS (not only what changed since the last run) and renders every page, even
// where the previous build state (dist/build-state.json) says it is unchanged.
import { parseArgs } from 'node:util'
import { PipelineFatalError } from '#pipeline/fetch/fetch-all.ts'
import { buildSite } from '#sitebuild/build-site.ts'
import { readBuildEnv } from '#sitebuild/env.ts'

async function main() {
  const { values } = parseArgs({
    options: { 'skip-pipeline': { type: 'boolean', default: false }, full: { type: 'boolean', default: false } },
  })
  const env = readBuildEnv(values.full ? { ...process.env, PIPELINE_FULL: '1' } : process.env)
  await buildSite({ env, skipPipeline: values['skip-pipeline'], full: values.full })
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`build failed: ${message}`)
  if (!(error instanceof PipelineFatalError) && error instanceof Error && error.stack) console.error(error.stack)
  process.exit(1)
})
