// One measured pipeline run for bench:fetch, in its own process (peak RSS is the run's own); prints one JSON line.
import { parsePipelineEnv } from '#pipeline/env.ts'
import { describeFetch } from '#pipeline/incremental/describe.ts'
import { runPipeline } from '#pipeline/run.ts'

const { snapshot, stats, fetch, phases } = await runPipeline(parsePipelineEnv())
console.log(
  JSON.stringify({
    requests: stats.requests,
    bytes: stats.bytes,
    ms: stats.ms,
    phases,
    contentHash: snapshot.manifest.contentHash,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    fetch: describeFetch(fetch, stats.requests).replace(/^fetch: /, ''),
  }),
)
