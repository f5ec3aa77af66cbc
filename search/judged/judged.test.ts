// The judged query set (search/judged/queries.ts) on the bundled content: the engine keeps the relevance it reached.
// Issue 17's queries: floors a little under the figures measured when they were set (hit@3 98.2 %, hit@1 94.5 %,
// MRR 0.967, 2026-11-25; before the work of issue 17: 72.7 %, 58.2 %, 0.648). Issue 24's additions (edge-queries.ts,
// tuned on) and its held-out half (held-out.ts) have floors of their own, set from their first measurement
// (2026-11-28). Raised by decision 042 (the intro field, passing mentions) to what it measured: issue 17's 96.4 %,
// 100 %, 0.979; the tuned additions 100 %, 100 %, 1.0; the held-out half 70 %, 90 %, 0.783 (measured once, after
// tuning). Raise the floors when the engine gets better, never lower them to let a change through.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { bundledSnapshot } from './bundled.ts'
import { EDGE_QUERIES } from './edge-queries.ts'
import { evaluate, formatEvaluation, type Evaluation, type Ranking } from './evaluate.ts'
import { HELD_OUT_QUERIES } from './held-out.ts'
import { JUDGED_QUERIES } from './queries.ts'
import { judgedRanking } from './rank.ts'

let snapshot: Snapshot
let rank: Ranking
const sets = {
  'issue 17': JUDGED_QUERIES.filter((q) => !EDGE_QUERIES.includes(q)),
  'issue 24, tuned on': EDGE_QUERIES,
  'issue 24, held out': HELD_OUT_QUERIES,
}
const results = {} as Record<keyof typeof sets, Evaluation>
beforeAll(async () => {
  snapshot = await bundledSnapshot()
  rank = judgedRanking(snapshot, 'full')
  for (const [name, queries] of Object.entries(sets)) results[name as keyof typeof sets] = evaluate(queries, rank)
}, 60_000)

describe('the judged query set on /zoeken/', () => {
  it('has 40 or more queries, each judged with its pages, and some that must find nothing', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(40)
    for (const q of [...JUDGED_QUERIES, ...HELD_OUT_QUERIES]) expect(q.top3.length > 0, q.q).toBe(q.class !== 'nothing')
    expect(JUDGED_QUERIES.filter((q) => q.class === 'nothing').length).toBeGreaterThanOrEqual(5)
    expect(HELD_OUT_QUERIES.filter((q) => q.class === 'nothing').length).toBeGreaterThanOrEqual(5)
  })

  it('judges only pages that exist in the bundled content', () => {
    const paths = new Set(Object.keys(snapshot.routes))
    for (const q of [...JUDGED_QUERIES, ...HELD_OUT_QUERIES])
      for (const path of q.top3) expect(paths.has(path), `${q.q}: ${path}`).toBe(true)
  })

  it('keeps hit@3, hit@1 and MRR above their floors', () => {
    const floors: Record<keyof typeof sets, { hit3: number; hit1: number; mrr: number }> = {
      'issue 17': { hit3: 1, hit1: 0.96, mrr: 0.97 },
      'issue 24, tuned on': { hit3: 1, hit1: 0.88, mrr: 0.94 },
      'issue 24, held out': { hit3: 0.9, hit1: 0.7, mrr: 0.78 },
    }
    for (const [name, floor] of Object.entries(floors)) {
      const e = results[name as keyof typeof sets]
      const report = formatEvaluation(e, name).join('\n')
      expect(e.overall.hit3, report).toBeGreaterThanOrEqual(floor.hit3)
      expect(e.overall.hit1, report).toBeGreaterThanOrEqual(floor.hit1)
      expect(e.overall.mrr, report).toBeGreaterThanOrEqual(floor.mrr)
    }
  })

  it("meets issue 24's targets on the half tuned on: hit@1 ≥ 95 %, hit@3 100 %", () => {
    const e = evaluate(JUDGED_QUERIES, rank)
    const report = formatEvaluation(e, 'tuned on').join('\n')
    expect(e.overall.hit3, report).toBe(1)
    expect(e.overall.hit1, report).toBeGreaterThanOrEqual(0.95)
  })

  it('gives no result at all for the queries the content has no answer to, Dutch compounds of common words included', () => {
    const falseHits = Object.values(results).flatMap((e) => e.falseTopHits)
    expect(falseHits.map((o) => `${o.query.q} → ${o.ranked[0] ?? ''}`)).toEqual([])
  })
})
