// `npm run pipeline [-- --full]`: CMS → .snapshot/, fetching only what changed since the last run unless --full.
// Progress per entity type (live on a terminal, plain lines in CI), then a summary.
import { parseArgs } from 'node:util'
import { parsePipelineEnv } from './env.ts'
import { runPipeline } from './run.ts'
import { describeFetch } from './incremental/describe.ts'
import { PipelineFatalError } from './fetch/fetch-all.ts'

const live = Boolean(process.stdout.isTTY) && !process.env.CI

async function main() {
  const { values } = parseArgs({ options: { full: { type: 'boolean', default: false } } })
  const env = parsePipelineEnv()
  console.log(`pipeline: ${env.CMS_API_URL} → ${env.SNAPSHOT_DIR} (concurrency ${env.PIPELINE_CONCURRENCY})`)
  let retries = 0
  // On a terminal, one status line with the entity types still fetching (items and pages so far), and a line per
  // finished type above it; in CI only the finished lines.
  const fetching = new Map<string, string>()
  const status = () => process.stdout.write(`\r\x1b[K  … ${[...fetching.values()].join(' · ')}`)
  const { snapshot, report, stats, fetch, normalized } = await runPipeline(env, {
    full: values.full,
    progress: ({ source, done, items, skipped, pages }) => {
      if (!done) {
        fetching.set(source, `${source} ${items} (${pages} p.)`)
        if (live) status()
        return
      }
      fetching.delete(source)
      const line = `  ✓ ${source.padEnd(16)} ${String(items).padStart(6)} items, ${pages} page(s)${skipped ? `, ${skipped} left out` : ''}`
      if (live) {
        process.stdout.write(`\r\x1b[K${line}\n`)
        if (fetching.size) status()
      } else console.log(line)
    },
    onClientEvent: (e) => {
      if (e.type === 'retry') {
        retries++
        if (live) process.stdout.write(`\r\x1b[K  … retry ${retries}: ${e.error.message}`)
        else console.log(`  retry ${e.attempt}: ${e.url}: ${e.error.message} (waiting ${Math.round(e.delayMs)} ms)`)
      }
    },
  })
  for (const entry of report.entries) console.log(`  ${report.format(entry)}`)
  console.log(describeFetch(fetch, stats.requests))
  if (normalized.reused)
    console.log(
      `normalize: ${normalized.normalized} item(s) normalized, ${normalized.reused} unchanged kept from the previous snapshot`,
    )
  const counts = Object.entries(snapshot.manifest.counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  console.log(`snapshot: ${counts}; ${Object.keys(snapshot.routes).length} routes`)
  console.log(
    `done in ${(stats.ms / 1000).toFixed(2)} s: ${stats.requests} requests, ${stats.retries} retries, ` +
      `${(stats.bytes / 1e6).toFixed(1)} MB, ${report.skippedCount()} items left out, ${report.skipped.length} skipped, ${report.warnings.length} warnings ` +
      `(report: ${env.BUILD_REPORT})`,
  )
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`pipeline failed: ${message}`)
  if (!(error instanceof PipelineFatalError) && error instanceof Error && error.stack) console.error(error.stack)
  console.error('The previous snapshot, if any, was left untouched.')
  process.exit(1)
})
