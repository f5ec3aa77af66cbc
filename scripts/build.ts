// `npm run build`: pipeline + prerender + postbuild → dist/. `--skip-pipeline` builds from the existing .snapshot/;
// `--full` fetches everything from the CMS instead of what changed since the last build.
import { parseArgs } from 'node:util'
import { PipelineFatalError } from '../pipeline/fetch/fetch-all.ts'
import { buildSite } from './build-site.ts'
import { readBuildEnv } from './env.ts'

async function main() {
  const { values } = parseArgs({ options: { 'skip-pipeline': { type: 'boolean', default: false }, full: { type: 'boolean', default: false } } })
  const env = readBuildEnv(values.full ? { ...process.env, PIPELINE_FULL: '1' } : process.env)
  await buildSite({ env, skipPipeline: values['skip-pipeline'] })
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`build failed: ${message}`)
  if (!(error instanceof PipelineFatalError) && error instanceof Error && error.stack) console.error(error.stack)
  process.exit(1)
})
