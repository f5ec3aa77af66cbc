// bench:fetch — the incremental fetch (docs/decisions/012) on the generated 10,000-article set behind the local CMS
// with 20 ms latency per request: a full run, an incremental run with nothing changed, one after an edit to one
// article; requests, bytes, wall time and peak RSS of each, and whether the incremental snapshot is the full one's.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GENERATED, ensureGenerated, runJson, startCms } from './support.ts'

type Result = {
  requests: number
  bytes: number
  ms: number
  phases: { fetch: number; normalize: number; write: number }
  contentHash: string
  peakRssMb: number
  fetch: string
}

const LATENCY = 20
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000)
const vets = Number(process.env.BENCH_VETS ?? 3_000)
ensureGenerated(articles, vets)
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-fetch-'))
const content = path.join(tmp, 'content')
cpSync(GENERATED, content, { recursive: true })
const cms = await startCms(content, `latency=${LATENCY}`, { CMS_GZIP: process.env.BENCH_CMS_GZIP ?? '0' })
const run = (dir: string, extra: Record<string, string> = {}) =>
  runJson<Result>('bench/fetch-run.ts', {
    CMS_API_URL: cms.url,
    SNAPSHOT_DIR: path.join(tmp, dir, '.snapshot'),
    BUILD_REPORT: path.join(tmp, dir, 'report.json'),
    ...extra,
  })

/** Edits the title (and `modified`) of the first article of the first article file, as an editor's save does. */
function editOneArticle() {
  const dir = path.join(content, 'articles')
  const file = path.join(
    dir,
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()[0] ?? '',
  )
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const items = Array.isArray(data) ? data : [data]
  const first: unknown = items[0]
  if (typeof first !== 'object' || first === null) throw new Error(`${file}: no article`)
  Object.assign(first, { title: { rendered: 'Bewerkt: een nieuwe titel' }, modified: '2099-01-01T09:00:00' })
  writeFileSync(file, JSON.stringify(data))
}

try {
  run('warm')
  const full = run('site')
  const unchanged = run('site')
  editOneArticle()
  const reload = await fetch(cms.url.replace(/\/wp-json$/, '/__devcms/reload'), { method: 'POST' })
  if (!reload.ok) throw new Error(`reload: ${reload.status}`)
  const edited = run('site')
  const reference = run('reference', { PIPELINE_FULL: '1' })
  console.log(`bench:fetch — ${articles} articles, ${vets} vets, ${LATENCY} ms latency per request`)
  for (const [label, r] of [
    ['full', full],
    ['incremental, nothing changed', unchanged],
    ['incremental, one article edited', edited],
  ] as const) {
    console.log(
      `  ${label.padEnd(32)} ${(r.ms / 1000).toFixed(2).padStart(6)} s (fetch ${(r.phases.fetch / 1000).toFixed(2)} s, normalize ` +
        `${(r.phases.normalize / 1000).toFixed(2)} s, write ${(r.phases.write / 1000).toFixed(2)} s), ${String(r.requests).padStart(5)} requests, ` +
        `${(r.bytes / 1e6).toFixed(1).padStart(6)} MB, peak RSS ${Math.round(r.peakRssMb)} MB — ${r.fetch}`,
    )
  }
  console.log(`  incremental snapshot = full snapshot: ${edited.contentHash === reference.contentHash ? 'yes' : 'NO'}`)
  console.log(
    `  one edit: ${((edited.ms / full.ms) * 100).toFixed(0)} % of the full fetch's time, ${((edited.requests / full.requests) * 100).toFixed(0)} % of its requests`,
  )
  if (edited.contentHash !== reference.contentHash) process.exitCode = 1
} finally {
  cms.stop()
  rmSync(tmp, { recursive: true, force: true })
}
