// The tuned judged query sets (search/judged/sets.ts) one query at a time, for tuning: each answerable query's rank of
// its first judged page and the top 3, each no-answer query's results. Never prints a held-out half per query: those are
// for measuring, not tuning. `npx tsx bench/search-judged.ts` (JUDGED_ALL=1: every query, not only those below rank 1;
// JUDGED_SET=<file>, e.g. generalize-tuned.ts: that set only).
import { bundledSnapshot } from '#search/judged/bundled.ts'
import { evaluate } from '#search/judged/evaluate.ts'
import { judgedRanking } from '#search/judged/rank.ts'
import { JUDGED_SETS } from '#search/judged/sets.ts'

const all = process.env.JUDGED_ALL === '1'
const only = process.env.JUDGED_SET
const rank = judgedRanking(await bundledSnapshot(), 'full')
const pct = (x: number) => `${(x * 100).toFixed(1)} %`
for (const set of JUDGED_SETS.filter((s) => !s.heldOut && (!only || s.file === only))) {
  const e = evaluate(set.queries, rank)
  console.log(`${set.name} (${set.file}):`)
  for (const o of e.outcomes) {
    if (o.query.class === 'nothing') {
      if (all || o.ranked.length)
        console.log(`  nothing  "${o.query.q}": ${o.ranked.slice(0, 3).join(', ') || 'no results'}`)
      continue
    }
    if (!all && o.hit1) continue
    const rank = o.ranked.findIndex((link) => o.query.top3.includes(link)) + 1
    console.log(`  ${o.query.class.padEnd(12)} "${o.query.q}" rank ${rank || '>10'} (want ${o.query.top3.join(' ')})`)
    for (const [i, link] of o.ranked.slice(0, 3).entries()) console.log(`      ${i + 1}. ${link}`)
  }
  console.log(
    `  ${e.overall.queries} answerable, hit@1 ${pct(e.overall.hit1)}, hit@3 ${pct(e.overall.hit3)}, MRR ${e.overall.mrr.toFixed(3)}; ${e.falseTopHits.length} false hits`,
  )
}
