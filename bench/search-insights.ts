// bench:search-insights — what counting adds to a search (decision 061): the search function's counted request (the
// results page's grouped one) on the bundled content, with SEARCH_INSIGHTS=0 and =1 in alternating blocks of the same
// queries, p50/p95 of the handler's time each, the added p95; and the recorder's own report in isolation. Run it
// under the CPU lock: `flock /tmp/hoefslag-cpu.lock npx tsx bench/search-insights.ts`.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { buildSearchData, writeSearchData } from '#search/build.ts'
import { createRecorder } from '#search/insights/recorder.ts'
import { fileStore } from '#search/insights/store.ts'
import { bundledSnapshot } from '#search/judged/bundled.ts'
import { JUDGED_QUERIES } from '#search/judged/queries.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-insights-'))
process.env.SEARCH_DATA_DIR = path.join(tmp, 'data')
process.env.SEARCH_INSIGHTS_DIR = path.join(tmp, 'store')
writeSearchData(buildSearchData(await bundledSnapshot()).data, process.env.SEARCH_DATA_DIR)
const { default: search } = await import('#functions/search.ts')
const queries = JUDGED_QUERIES.map((j) => j.q)

const pending: Promise<unknown>[] = []
const context = { ip: '192.0.2.1', waitUntil: (p: Promise<unknown>) => void pending.push(p) }
async function block(on: boolean, times: number[]) {
  process.env.SEARCH_INSIGHTS = on ? '1' : '0'
  resetRuntimeEnv()
  for (const [i, q] of queries.entries()) {
    context.ip = `192.0.2.${i % 250}`
    const url = `http://localhost/api/search?q=${encodeURIComponent(q)}&group_by_post_type=1&size=0`
    const t = performance.now()
    const answer = await search(new Request(url), context)
    times.push(performance.now() - t)
    await answer.arrayBuffer()
  }
  // The flushes run after the answers, as on Netlify (waitUntil); they are not part of a search's time.
  await Promise.all(pending.splice(0))
}
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0
const off: number[] = []
const on: number[] = []
await block(false, [])
await block(true, [])
for (let r = 0; r < ROUNDS; r++) {
  await block(false, off)
  await block(true, on)
}
const f = (ms: number) => `${ms.toFixed(3)} ms`
console.log(`counted searches: ${queries.length} queries × ${ROUNDS} rounds each way (bundled content)`)
console.log(`  SEARCH_INSIGHTS=0  p50 ${f(pct(off, 0.5))}  p95 ${f(pct(off, 0.95))}`)
console.log(`  SEARCH_INSIGHTS=1  p50 ${f(pct(on, 0.5))}  p95 ${f(pct(on, 0.95))}`)
console.log(`  added to p95: ${f(pct(on, 0.95) - pct(off, 0.95))} (target ≤ 1 ms)`)

const recorder = createRecorder({
  store: async () => fileStore(path.join(tmp, 'iso')),
  limits: { perClientPerDay: 1e9 },
})
const n = 100_000
const t = performance.now()
for (let i = 0; i < n; i++) void recorder.search(queries[i % queries.length] ?? 'koliek', 3, `198.51.100.${i % 250}`)
const perReport = ((performance.now() - t) * 1000) / n
await recorder.flush()
console.log(`  one report (filters, normalization, client hash, buffer): ${perReport.toFixed(2)} µs`)
rmSync(tmp, { recursive: true, force: true })
