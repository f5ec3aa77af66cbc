// One full build of the generated set at BENCH_ARTICLES / BENCH_VETS in its own process (so its peak RSS is its own),
// for bench:build's BENCH_SCALES; prints one JSON line.
import { buildAtScale } from './lib/build-rss.ts'

const articles = Number(process.env.BENCH_ARTICLES ?? 10_000)
const vets = Number(process.env.BENCH_VETS ?? 3_000)
const { result, peakMb, phases } = await buildAtScale(articles, vets)
console.log(
  JSON.stringify({ articles, vets, pages: result.render.rendered, renderMs: result.ms.render, peakMb, phases }),
)
