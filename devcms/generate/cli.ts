// npm run content:generate -- --articles 10000 --vets 3000 [--clinics N] [--posts N] [--out DIR] [--seed S]
// Writes a complete content folder (the bundled content plus generated items) for CMS_CONTENT_DIR=<out>.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CHUNK, DEFAULT_OUT_DIR, generate } from './generate.ts'
import { parseSeed } from './random.ts'

const USAGE = `Usage: npm run content:generate -- [options]

  --articles N   knowledge-base articles to generate (default 10000)
  --vets N       vets to generate (default 3000)
  --clinics N    clinics to generate (default ceil(vets / 3))
  --posts N      news posts to generate (default 0)
  --out DIR      output folder (default ${DEFAULT_OUT_DIR}); replaced if it holds an earlier generated set
  --seed S       PRNG seed, a number or any text (default 1); same arguments + seed = byte-identical output
  --from DIR     content folder to copy (default devcms/content)
  --media DIR    media folder whose manifest.json gives the media ids (default devcms/media)
  --chunk N      items per generated file (default ${CHUNK})

Serve it with: CMS_CONTENT_DIR=<out> npm run cms`

function count(value: string | undefined, name: string, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value.trim())) throw new Error(`--${name} expects a whole number, got "${value}"`)
  return Number(value)
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function main() {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string' },
      vets: { type: 'string' },
      clinics: { type: 'string' },
      posts: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      from: { type: 'string' },
      media: { type: 'string' },
      chunk: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const chunkSize = count(values.chunk, 'chunk', CHUNK)
  if (!chunkSize) throw new Error('--chunk must be at least 1')
  const result = generate({
    articles: count(values.articles, 'articles', 10000) ?? 0,
    vets: count(values.vets, 'vets', 3000) ?? 0,
    clinics: count(values.clinics, 'clinics', undefined),
    posts: count(values.posts, 'posts', 0),
    seed: parseSeed(values.seed ?? '1'),
    outDir: values.out,
    sourceDir: values.from,
    mediaDir: values.media,
    chunkSize,
  })
  const rel = path.relative(process.cwd(), result.outDir) || '.'
  console.log(`content:generate — seed ${result.seed}`)
  for (const kind of ['articles', 'posts', 'clinics', 'vets'] as const) {
    const range = result.ids[kind]
    console.log(
      `  ${kind.padEnd(9)} ${String(result.counts[kind]).padStart(7)}${range ? `   ids ${range[0]}–${range[1]}` : ''}`,
    )
  }
  console.log(`  files      ${String(result.files.length).padStart(7)}   (${mb(result.generatedBytes)} generated)`)
  console.log(`  output     ${rel}  (${mb(result.bytes)}, ${mb(result.diskBytes)} on disk)`)
  console.log(`  time       ${(result.ms / 1000).toFixed(2)} s`)
  console.log(`Serve it with: CMS_CONTENT_DIR=${rel} npm run cms`)
}

try {
  main()
} catch (error) {
  console.error(`content:generate: ${(error as Error).message}\n\n${USAGE}`)
  process.exit(1)
}
