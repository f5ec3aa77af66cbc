// bench:search — the search function on the generated 10,000-article set (docs/decisions/003-search-engine.md).
// Prints: index build time and size (raw, gzip); cold start (a fresh `node` process running the function bundled as
// Netlify bundles it: load the index, answer the first query); warm p50/p95 of 200 mixed Dutch queries and of 200
// grouped as-you-type suggestions; requests per second with autocannon against the function behind node:http.
// BENCH_SNAPSHOT_DIR=<dir> reuses a snapshot of the generated set instead of generating it and running the pipeline.
// BENCH_BASELINE=1 also measures MiniSearch's own JSON index on the same documents (the engine decision's baseline).
// Relevance: hit@1, hit@3 and MRR per query class of the judged query set (search/judged/queries.ts) on the bundled
// content, for /zoeken/ (full) and the header suggestions, and apart the held-out half (search/judged/held-out.ts).
// Targets (issue 24): hit@3 100 %, hit@1 ≥ 95 %, MRR ≥ 0.92, no false top hit in either half; warm p95 ≤ 5 ms, cold
// start ≤ 250 ms, ≥ 2,000 req/s (issue 17).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import { loadSnapshot } from '#pipeline/snapshot/read.ts'
import { buildSearchData, writeSearchData } from '#search/build.ts'
import { searchDocuments } from '#search/documents.ts'
import { referenceIndex } from '#search/minisearch-reference.ts'
import { bundledSnapshot } from '#search/judged/bundled.ts'
import { evaluate, formatEvaluation } from '#search/judged/evaluate.ts'
import { HELD_OUT_QUERIES } from '#search/judged/held-out.ts'
import { JUDGED_QUERIES } from '#search/judged/queries.ts'
import { judgedRanking } from '#search/judged/rank.ts'
import { planQuery } from '#search/query-plan.ts'
import { mixedQueries, suggestionQueries } from './search-queries.ts'
import {
  COLD_RUNS,
  bundle,
  coldStart,
  load,
  median,
  ms,
  percentile,
  printTargets,
  snapshotDir,
  warm,
} from './lib/function-bench.ts'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000)
const VETS = Number(process.env.BENCH_VETS ?? 3_000)
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
const dataDir = path.join(tmp, 'data')
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

const BaselineColdSchema = z.object({
  imported: z.number(),
  loaded: z.number(),
  answered: z.number(),
  total: z.number(),
  heapMb: z.number(),
  rssMb: z.number(),
})

/** MiniSearch with its own JSON on the same documents, fields and analysis: build, size, cold start, warm. */
function baseline(snapshot: ReturnType<typeof loadSnapshot>, script: string, queries: string[]) {
  const texts = searchDocuments(snapshot).map((d) => d.text)
  const t0 = performance.now()
  const reference = referenceIndex(texts, 'full')
  const buildMs = performance.now() - t0
  const json = JSON.stringify(reference.engine)
  const file = path.join(tmp, 'minisearch.json')
  writeFileSync(file, json)
  const cold = Array.from({ length: 3 }, () => {
    const r = spawnSync(process.execPath, [script, file, 'koliek paard'], { encoding: 'utf8', maxBuffer: 1 << 26 })
    const line = r.stdout.trim().split('\n').pop() ?? ''
    if (r.status !== 0 || !line.startsWith('{')) throw new Error(`baseline cold start failed:\n${r.stderr}`)
    return BaselineColdSchema.parse(JSON.parse(line))
  })
  const plans = queries.map((q) => planQuery(decodeURIComponent(/q=([^&]*)/.exec(q)?.[1] ?? ''), 'full'))
  for (const plan of plans.slice(0, 50)) reference.match(plan)
  const times = plans
    .map((plan) => {
      const t = performance.now()
      reference.match(plan)
      return performance.now() - t
    })
    .sort((a, b) => a - b)
  return {
    buildMs,
    bytes: Buffer.byteLength(json),
    gzip: gzipSync(json).length,
    cold,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  }
}

try {
  const bundled = await bundledSnapshot()
  const judged = {
    full: evaluate(JUDGED_QUERIES, judgedRanking(bundled, 'full')),
    suggest: evaluate(JUDGED_QUERIES, judgedRanking(bundled, 'suggest')),
    heldOut: evaluate(HELD_OUT_QUERIES, judgedRanking(bundled, 'full')),
  }
  const dir = await snapshotDir(tmp, ARTICLES, VETS)
  const t0 = performance.now()
  const snapshot = loadSnapshot(dir)
  const readMs = performance.now() - t0
  const { data, stats } = buildSearchData(snapshot)
  writeSearchData(data, dataDir)
  process.env.SEARCH_DATA_DIR = dataDir
  const mixed = mixedQueries(snapshot)
  const suggestions = suggestionQueries(snapshot)
  const bundles = await bundle(tmp, {
    cold: 'search-cold.ts',
    serve: 'search-serve.ts',
    baseline: 'search-baseline-cold.ts',
  })
  const coldSuggest = coldStart(bundles.cold, 'q=koliek%20paa&group_by_post_type=1&suggest=1', dataDir)
  const coldFull = coldStart(bundles.cold, 'q=koliek%20paard&group_by_post_type=1&size=12', dataDir)
  const { default: search } = await import('#functions/search.ts') // after SEARCH_DATA_DIR is set
  const warmFull = await warm(search, '/api/search', mixed)
  const warmSuggest = await warm(search, '/api/search', suggestions)
  const cannon = await load(bundles.serve, dataDir, '/api/search', [...mixed, ...suggestions])
  const base = process.env.BENCH_BASELINE === '1' ? baseline(snapshot, bundles.baseline, mixed) : undefined

  const buildMs = Object.values(stats.ms).reduce((a, b) => a + b, 0)
  console.log(
    `bench:search — ${stats.documents} documents (${snapshot.manifest.counts.articles} articles), ${stats.terms.full} terms in the full index, ${stats.terms.suggest} in the suggestion index`,
  )
  console.log(
    `  build: ${(buildMs / 1000).toFixed(1)} s (documents ${ms(stats.ms.documents)}, compound parts ${ms(stats.ms.compounds)}, suggestion index ${ms(stats.ms.suggest)}, full index ${ms(stats.ms.full)}, post cards ${ms(stats.ms.cards)}; snapshot read ${ms(readMs)} not included)`,
  )
  console.log(
    `  size: search-index.bin ${mb(data.index.length)} (gzip ${mb(gzipSync(data.index).length)}), post-cards.bin ${mb(data.cards.length)} (gzip ${mb(gzipSync(data.cards).length)})`,
  )
  for (const [name, runs] of [
    ['suggestion', coldSuggest],
    ['full search', coldFull],
  ] as const) {
    console.log(
      `  cold start, first request a ${name}: ${ms(median(runs.map((r) => r.answered)))} from process start to answer ` +
        `(module loaded at ${ms(median(runs.map((r) => r.imported)))}; load + first answer ${ms(median(runs.map((r) => r.answered - r.imported)))}; ` +
        `median of ${COLD_RUNS}; heap ${median(runs.map((r) => r.heapMb)).toFixed(0)} MB, RSS ${median(runs.map((r) => r.rssMb)).toFixed(0)} MB; ${runs[0]?.total ?? 0} hits)`,
    )
  }
  console.log(
    `  warm, 200 mixed queries (/zoeken/, grouped, size 12): p50 ${ms(warmFull.p50)}, p95 ${ms(warmFull.p95)}, max ${ms(warmFull.max)} (${warmFull.hits} with hits)`,
  )
  console.log(
    `  warm, 200 grouped as-you-type suggestions: p50 ${ms(warmSuggest.p50)}, p95 ${ms(warmSuggest.p95)}, max ${ms(warmSuggest.max)} (${warmSuggest.hits} with hits)`,
  )
  console.log(
    `  autocannon, 16 connections, 10 s, the 400 queries above: ${cannon.requests.average.toFixed(0)} req/s, latency p50 ${ms(cannon.latency.p50)}, ` +
      `p99 ${ms(cannon.latency.p99)}, max ${ms(cannon.latency.max)}; ${cannon.errors} errors, ${cannon.timeouts} timeouts, ${cannon.non2xx} non-2xx`,
  )
  if (base) {
    console.log(
      `  baseline, MiniSearch JSON of the full index (same documents, fields, analysis): build ${(base.buildMs / 1000).toFixed(1)} s, ` +
        `${mb(base.bytes)} (gzip ${mb(base.gzip)}); cold start ${ms(median(base.cold.map((c) => c.answered)))} from process start ` +
        `(loadJSON ${ms(median(base.cold.map((c) => c.loaded - c.imported)))}, heap ${median(base.cold.map((c) => c.heapMb)).toFixed(0)} MB); ` +
        `warm match only, 200 mixed queries: p50 ${ms(base.p50)}, p95 ${ms(base.p95)}`,
    )
  }
  console.log(`  relevance, judged query set (${JUDGED_QUERIES.length} queries) on the bundled content:`)
  for (const line of [...formatEvaluation(judged.full, '/zoeken/'), ...formatEvaluation(judged.suggest, 'suggest')])
    console.log(`    ${line}`)
  console.log(`  held out (${HELD_OUT_QUERIES.length} queries, not tuned on):`)
  // Per query only with BENCH_HELD_OUT_QUERIES=1, once tuning is done: the half is for measuring, not for tuning.
  for (const line of formatEvaluation(judged.heldOut, '/zoeken/', process.env.BENCH_HELD_OUT_QUERIES === '1'))
    console.log(`    ${line}`)
  const falseHits = judged.full.falseTopHits.length + judged.heldOut.falseTopHits.length
  const coldWorst = Math.max(...[coldSuggest, coldFull].map((runs) => median(runs.map((r) => r.answered))))
  const targets: [string, boolean][] = [
    [`hit@3 100 % (${(judged.full.overall.hit3 * 100).toFixed(1)} %)`, judged.full.overall.hit3 >= 1],
    [`hit@1 ≥ 95 % (${(judged.full.overall.hit1 * 100).toFixed(1)} %)`, judged.full.overall.hit1 >= 0.95],
    [`MRR ≥ 0.92 (${judged.full.overall.mrr.toFixed(3)})`, judged.full.overall.mrr >= 0.92],
    [`no false top hit, either half (${falseHits})`, falseHits === 0],
    [`warm p95 ≤ 5 ms (${ms(Math.max(warmFull.p95, warmSuggest.p95))})`, Math.max(warmFull.p95, warmSuggest.p95) <= 5],
    [`cold start ≤ 250 ms (${ms(coldWorst)})`, coldWorst <= 250],
    [`≥ 2,000 req/s (${cannon.requests.average.toFixed(0)})`, cannon.requests.average >= 2000],
    [`p99 ≤ 100 ms (${ms(cannon.latency.p99)})`, cannon.latency.p99 <= 100],
    [
      `no errors (${cannon.errors + cannon.timeouts + cannon.non2xx})`,
      cannon.errors + cannon.timeouts + cannon.non2xx === 0,
    ],
  ]
  printTargets(targets)
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
