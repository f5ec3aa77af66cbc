// bench:html — what each route family's HTML is made of, in KB: the largest built page per family, split into Vike's
// serialized pageContext and globalContext, other inline scripts, inline styles, <link> tags and the rendered markup.
// Reads a build: BENCH_HTML_DIST (default .e2e/dist, the browser tests' build) and BENCH_HTML_SNAPSHOT (default
// .e2e/snapshot). Target: an article page ≤ 40 KB, so a reader on a slow phone connection gets it in one go; the budgets per family are tests/budgets/html.ts.
import path from 'node:path'
import { HTML_BUDGETS_KB } from '#tests/budgets/html.ts'
import { formatFamilies, measureFamilies } from './html/families.ts'

const dist = path.resolve(process.env.BENCH_HTML_DIST ?? '.e2e/dist')
const snapshot = path.resolve(process.env.BENCH_HTML_SNAPSHOT ?? path.join(dist, '../snapshot'))
const figures = measureFamilies(path.join(dist, 'client'), snapshot)
console.log(
  `HTML per route family (KB = 1024 bytes): the median page's size, then the largest page and its parts — ${dist}`,
)
console.log(formatFamilies(figures))
const article = figures.find((f) => f.family === 'article')
const over = figures.filter((f) => f.parts.total / 1024 > (HTML_BUDGETS_KB[f.family] ?? Infinity))
const articleKb = article ? article.median / 1024 : Infinity
console.log(
  `targets: article page ≤ 40 KB ${articleKb <= 40 ? 'met' : 'MISSED'} (median ${articleKb.toFixed(1)} KB, largest ${((article?.parts.total ?? 0) / 1024).toFixed(1)} KB); ` +
    `budgets ${over.length ? `MISSED by ${over.map((f) => f.family).join(', ')}` : 'met'}`,
)
