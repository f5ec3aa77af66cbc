// bench:search — the search function on the generated 10,000-article set (docs/decisions/003-search-engine.md).
// Prints: index build time and size (raw, gzip); cold start (a fresh `node` process running the function bundled as
// Netlify bundles it: load the index, answer the first query); warm p50/p95 of 200 mixed Dutch queries and of 200
// grouped as-you-type suggestions; requests per second with autocannon against the function behind node:http.
// BENCH_SNAPSHOT_DIR=<dir> reuses a snapshot of the generated set instead of generating it and running the pipeline.
// BENCH_BASELINE=1 also measures MiniSearch's own JSON index on the same documents (the engine decision's baseline).
// Relevance, printed first: hit@1, hit@3 and MRR per query class of each judged query set on the bundled content
// (search/judged/sets.ts), for /zoeken/: the held-out half of the queries written to measure words the search was not
// tuned on first (figures only; per query only with BENCH_HELD_OUT_QUERIES=1, once tuning is done), then its tuned half,
// then the older sets as regression floors, each beside its target or floor; then the older first set in the header
// suggestions. Targets: held-out half hit@1 ≥ 85 %, hit@3 ≥ 95 %, no false hits; tuned half ≥ 95 % / 100 %; warm p95
// ≤ 5 ms for full searches and for suggestions; cold start ≤ 250 ms; the search data at most 25 % larger than it was
// before the search learnt Dutch morphology and a thesaurus (SEARCH_DATA_BASELINE); ≥ 2,000 req/s.
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
import { evaluate, formatEvaluation, reaches } from '#search/judged/evaluate.ts'
import { JUDGED_QUERIES } from '#search/judged/queries.ts'
import { judgedRanking } from '#search/judged/rank.ts'
import { JUDGED_SETS } from '#search/judged/sets.ts'
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

/** The search data (every file the build writes for the functions) on the generated set of 10,000 articles and 3,000
 *  vets, measured on main before the search learnt Dutch morphology from a lexicon and a domain thesaurus: what they
 *  may grow it by is measured against this (at most 25 %). */
const SEARCH_DATA_BASELINE = { bytes: 0, articles: 10_000, vets: 3_000, measured: 'main at aca4a36, 2026-11-29' }
const MAX_DATA_GROWTH = 0.25

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
  const full = judgedRanking(bundled, 'full')
  const relevance = JUDGED_SETS.map((set) => ({ set, e: evaluate(set.queries, full) }))
  const suggest = evaluate(JUDGED_QUERIES, judgedRanking(bundled, 'suggest'))
  const showHeldOut = process.env.BENCH_HELD_OUT_QUERIES === '1'
  console.log(
    'bench:search — relevance of the judged query sets on the bundled content (/zoeken/), held-out half first:',
  )
  for (const { set, e } of relevance) {
    const bar = set.target
      ? { kind: 'target' as const, is: set.target }
      : set.floor && { kind: 'floor' as const, is: set.floor }
    for (const line of formatEvaluation(e, `${set.name} (${set.file})`, !set.heldOut || showHeldOut, bar))
      console.log(`  ${line}`)
  }
  for (const line of formatEvaluation(suggest, `header suggestions, ${JUDGED_QUERIES.length} queries of queries.ts`))
    console.log(`  ${line}`)
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
  const dataBytes = Object.values(data).reduce((sum, file: Uint8Array) => sum + file.length, 0)
  const comparable = ARTICLES === SEARCH_DATA_BASELINE.articles && VETS === SEARCH_DATA_BASELINE.vets
  const growth = dataBytes / SEARCH_DATA_BASELINE.bytes - 1
  console.log(
    `bench:search — ${stats.documents} documents (${snapshot.manifest.counts.articles} articles), ${stats.terms.full} terms in the full index, ${stats.terms.suggest} in the suggestion index`,
  )
  console.log(
    `  build: ${(buildMs / 1000).toFixed(1)} s (documents ${ms(stats.ms.documents)}, compound parts ${ms(stats.ms.compounds)}, suggestion index ${ms(stats.ms.suggest)}, full index ${ms(stats.ms.full)}, post cards ${ms(stats.ms.cards)}; snapshot read ${ms(readMs)} not included)`,
  )
  console.log(
    `  size: search-index.bin ${mb(data.index.length)} (gzip ${mb(gzipSync(data.index).length)}), post-cards.bin ${mb(data.cards.length)} (gzip ${mb(gzipSync(data.cards).length)}); ` +
      `search data ${dataBytes} bytes` +
      (comparable
        ? `, ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % against ${SEARCH_DATA_BASELINE.bytes} bytes (${SEARCH_DATA_BASELINE.measured})`
        : ` (the baseline is for ${SEARCH_DATA_BASELINE.articles} articles and ${SEARCH_DATA_BASELINE.vets} vets)`),
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
  const coldWorst = Math.max(...[coldSuggest, coldFull].map((runs) => median(runs.map((r) => r.answered))))
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`
  const targets: [string, boolean][] = [
    ...relevance.flatMap(({ set, e }): [string, boolean][] => {
      const bar = set.target ?? set.floor
      if (!bar) return []
      const figures = `hit@1 ${pct(e.overall.hit1)}, hit@3 ${pct(e.overall.hit3)}, ${e.falseTopHits.length} false hits`
      return [[`${set.name} ${set.target ? 'target' : 'floor'} (${figures})`, reaches(e, bar)]]
    }),
    [`warm p95 full ≤ 5 ms (${ms(warmFull.p95)})`, warmFull.p95 <= 5],
    [`warm p95 suggestions ≤ 5 ms (${ms(warmSuggest.p95)})`, warmSuggest.p95 <= 5],
    [`cold start ≤ 250 ms (${ms(coldWorst)})`, coldWorst <= 250],
    [
      `search data growth ≤ ${MAX_DATA_GROWTH * 100} % (${comparable ? pct(growth) : 'not comparable'})`,
      comparable && growth <= MAX_DATA_GROWTH,
    ],
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
