// The tuned half of the judged query set (search/judged/queries.ts) one query at a time, for tuning: each answerable
// query's rank of its first judged page and the top 3, each no-answer query's results. Never prints the held-out half
// per query (search/judged/held-out.ts): that half is for measuring, not tuning. `npx tsx bench/search-judged.ts`
// (JUDGED_ALL=1: every query, not only those below rank 1).
import { bundledSnapshot } from '#search/judged/bundled.ts'
import { evaluate } from '#search/judged/evaluate.ts'
import { JUDGED_QUERIES } from '#search/judged/queries.ts'
import { judgedRanking } from '#search/judged/rank.ts'

const all = process.env.JUDGED_ALL === '1'
const e = evaluate(JUDGED_QUERIES, judgedRanking(await bundledSnapshot(), 'full'))
for (const o of e.outcomes) {
  if (o.query.class === 'nothing') {
    if (all || o.ranked.length)
      console.log(`nothing  "${o.query.q}": ${o.ranked.slice(0, 3).join(', ') || 'no results'}`)
    continue
  }
  if (!all && o.hit1) continue
  const rank = o.ranked.findIndex((link) => o.query.top3.includes(link)) + 1
  console.log(`${o.query.class.padEnd(8)} "${o.query.q}" rank ${rank || '>10'} (want ${o.query.top3.join(' ')})`)
  for (const [i, link] of o.ranked.slice(0, 3).entries()) console.log(`    ${i + 1}. ${link}`)
}
const pct = (x: number) => `${(x * 100).toFixed(1)} %`
console.log(
  `tuned half: ${e.overall.queries} answerable, hit@1 ${pct(e.overall.hit1)}, hit@3 ${pct(e.overall.hit3)}, MRR ${e.overall.mrr.toFixed(3)}; ${e.falseTopHits.length} false hits`,
)
