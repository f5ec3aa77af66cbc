// One measured pipeline run in its own process (so peak RSS is the pipeline's); prints one JSON line.
// Used by bench/pipeline.ts; env as for `npm run pipeline`.
import { parsePipelineEnv } from '#pipeline/env.ts'
import { runPipeline } from '#pipeline/run.ts'

const env = parsePipelineEnv()
const { snapshot, report, stats, phases } = await runPipeline(env)
console.log(
  JSON.stringify({
    concurrency: env.PIPELINE_CONCURRENCY,
    requests: stats.requests,
    retries: stats.retries,
    bytes: stats.bytes,
    ms: stats.ms,
    phases,
    skipped: report.skippedCount(),
    routes: Object.keys(snapshot.routes).length,
    counts: snapshot.manifest.counts,
    contentHash: snapshot.manifest.contentHash,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
)
