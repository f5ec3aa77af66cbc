// hit@1, hit@3 and MRR of a ranking over the judged query set (search/judged/queries.ts), per query class.
// A query hits at k when its judged pages are in the top k (all of them, or one for `need: 'any'`); its reciprocal
// rank is 1 / the rank of the first judged page (0 when none is in the top 10). A `nothing` query hits when the
// ranking is empty; any result is a false top hit.
import { QUERY_CLASSES, type JudgedQuery, type QueryClass } from './judged-query.ts'

/** The site paths the engine answers for a query, best first. */
export type Ranking = (q: string) => string[]

/** What a set must reach: hit@1 and hit@3 at least, MRR at least (when set), at most so many false hits. */
export type RelevanceBar = { hit1: number; hit3: number; mrr?: number; falseHits: number }

export type Figures = { queries: number; hit1: number; hit3: number; mrr: number }
export type QueryOutcome = { query: JudgedQuery; ranked: string[]; hit1: boolean; hit3: boolean; rr: number }
export type Evaluation = {
  /** Every class but `nothing`. */
  overall: Figures
  classes: (Figures & { class: QueryClass })[]
  /** `nothing` queries that answered something. */
  falseTopHits: QueryOutcome[]
  misses: QueryOutcome[]
  outcomes: QueryOutcome[]
}

function outcome(query: JudgedQuery, ranked: string[]): QueryOutcome {
  if (query.class === 'nothing') {
    const empty = ranked.length === 0
    return { query, ranked, hit1: empty, hit3: empty, rr: empty ? 1 : 0 }
  }
  const top3 = ranked.slice(0, 3)
  const first = ranked.slice(0, 10).findIndex((link) => query.top3.includes(link))
  const hit3 =
    query.need === 'any' ? query.top3.some((l) => top3.includes(l)) : query.top3.every((l) => top3.includes(l))
  return { query, ranked, hit1: first === 0, hit3, rr: first < 0 ? 0 : 1 / (first + 1) }
}

function figures(outcomes: QueryOutcome[]): Figures {
  const n = outcomes.length || 1
  const sum = (f: (o: QueryOutcome) => number) => outcomes.reduce((s, o) => s + f(o), 0) / n
  return { queries: outcomes.length, hit1: sum((o) => +o.hit1), hit3: sum((o) => +o.hit3), mrr: sum((o) => o.rr) }
}

export function evaluate(queries: JudgedQuery[], rank: Ranking): Evaluation {
  const outcomes = queries.map((q) => outcome(q, rank(q.q)))
  const judged = outcomes.filter((o) => o.query.class !== 'nothing')
  return {
    overall: figures(judged),
    classes: QUERY_CLASSES.map((c) => ({ class: c, ...figures(outcomes.filter((o) => o.query.class === c)) })),
    falseTopHits: outcomes.filter((o) => o.query.class === 'nothing' && !o.hit1),
    misses: outcomes.filter((o) => o.query.class !== 'nothing' && !o.hit3),
    outcomes,
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`

/** Whether an evaluation reaches a bar (a target or a floor). */
export function reaches(e: Evaluation, bar: RelevanceBar): boolean {
  return (
    e.overall.hit1 >= bar.hit1 &&
    e.overall.hit3 >= bar.hit3 &&
    (bar.mrr === undefined || e.overall.mrr >= bar.mrr) &&
    e.falseTopHits.length <= bar.falseHits
  )
}

/** A bar in words: "hit@1 ≥ 85 %, hit@3 ≥ 95 %, 0 false hits". */
export function barText(bar: RelevanceBar): string {
  return [
    `hit@1 ≥ ${(bar.hit1 * 100).toFixed(0)} %`,
    `hit@3 ≥ ${(bar.hit3 * 100).toFixed(0)} %`,
    ...(bar.mrr === undefined ? [] : [`MRR ≥ ${bar.mrr.toFixed(2)}`]),
    bar.falseHits === 0 ? 'no false hits' : `≤ ${bar.falseHits} false hits`,
  ].join(', ')
}

/** The figures as printed by bench:search: one line overall (with the bar beside it, when given), one per class, then
 *  the misses (`perQuery`, the default) — never for a held-out half, whose queries must not be looked at one by one
 *  while tuning. */
export function formatEvaluation(
  e: Evaluation,
  label: string,
  perQuery = true,
  bar?: { kind: 'target' | 'floor'; is: RelevanceBar },
): string[] {
  const line = (name: string, f: Figures) =>
    `${name.padEnd(12)} ${String(f.queries).padStart(2)} queries  hit@1 ${pct(f.hit1).padStart(7)}  hit@3 ${pct(f.hit3).padStart(7)}  MRR ${f.mrr.toFixed(3)}`
  const nothing = e.classes.find((c) => c.class === 'nothing')
  const beside = bar ? `  [${bar.kind} ${barText(bar.is)}: ${reaches(e, bar.is) ? 'met' : 'MISSED'}]` : ''
  return [
    `${label}: ${line('overall', e.overall)}; should find nothing: ${e.falseTopHits.length} false top hits of ${nothing?.queries ?? 0}${beside}`,
    ...e.classes.filter((c) => c.class !== 'nothing' && c.queries > 0).map((c) => `    ${line(c.class, c)}`),
    ...(perQuery ? e.misses : []).map(
      (o) => `    miss (${o.query.class}) "${o.query.q}": ${o.ranked.slice(0, 3).join(', ') || 'no results'}`,
    ),
    ...(perQuery ? e.falseTopHits : []).map((o) => `    false top hit "${o.query.q}": ${o.ranked[0] ?? ''}`),
  ]
}
