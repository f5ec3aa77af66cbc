// `npm run bench`: every benchmark in turn, each in its own process (their peak-memory figures stay their own).
// bench:pipeline (10k-article pipeline), bench:fetch (its incremental fetch), bench:search (index, cold start, latency,
// load), bench:finder (the same for the finder), bench:build (prerender at scale), bench:publish (an edit in the CMS → live),
// bench:lighthouse (Lighthouse per route family).
// BENCH_ONLY=pipeline,search picks some; each bench's own variables (BENCH_ARTICLES, …) pass through.
import { spawnSync } from 'node:child_process'

const ALL = {
  pipeline: 'bench/pipeline.ts',
  fetch: 'bench/fetch.ts',
  search: 'bench/search.ts',
  finder: 'bench/finder.ts',
  build: 'bench/build.ts',
  publish: 'bench/publish.ts',
  lighthouse: 'bench/lighthouse.ts',
} as const
type Name = keyof typeof ALL
const isName = (s: string): s is Name => s in ALL

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const unknown = only.filter((s) => !isName(s))
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown bench ${unknown.join(', ')} (known: ${Object.keys(ALL).join(', ')})`)
  process.exit(2)
}
const names = only.length ? only.filter(isName) : (Object.keys(ALL) as Name[])
const failed: string[] = []
for (const name of names) {
  console.log(`\n=== bench:${name} (${ALL[name]}) ===`)
  const run = spawnSync(process.execPath, ['--import', 'tsx', ALL[name]], { stdio: 'inherit' })
  if (run.status !== 0) failed.push(`${name} (exit ${run.status ?? run.signal})`)
}
if (failed.length) {
  console.error(`\nbenchmarks that failed: ${failed.join(', ')}`)
  process.exit(1)
}
