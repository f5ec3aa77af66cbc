// bench:build — the whole build at scale: the generated content set (BENCH_ARTICLES, default 10,000 articles, and
// BENCH_VETS, 3,000 vets) behind the local CMS → pipeline → `vike build` (prerender) → postbuild, into a temporary
// snapshot and dist/.bench-build (removed afterwards). Prints each phase's wall time, pages per second, the HTML
// written and the largest peak RSS of the prerender processes (PRERENDER_PAGES_PER_PROCESS, PRERENDER_PROCESSES). `--current` builds from the existing .snapshot/ instead.
import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { GENERATED, ROOT, ensureGenerated, startCms } from '../bench/support.ts'
import { buildSite } from './build-site.ts'
import { readBuildEnv } from './env.ts'

const { values } = parseArgs({ options: { current: { type: 'boolean', default: false } } })
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000)
const vets = Number(process.env.BENCH_VETS ?? 3_000)

/** Peak resident memory (VmHWM) of a process, sampled until it exits (Linux /proc). */
function sampleHwm(pid: number, into: { mb: number }) {
  const timer = setInterval(() => {
    try {
      const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      into.mb = Math.max(into.mb, kb / 1024)
    } catch {
      clearInterval(timer)
    }
  }, 200)
}

async function sizeOf(dir: string, ext: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(ext)) continue
    files++
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'))
const distDir = path.join(ROOT, 'dist', '.bench-build')
if (!values.current) ensureGenerated(articles, vets)
const cms = values.current ? undefined : await startCms(GENERATED, '')
try {
  const env = readBuildEnv({
    ...process.env,
    ...(cms ? { CMS_API_URL: cms.url, SNAPSHOT_DIR: path.join(tmp, 'snapshot'), BUILD_REPORT: path.join(tmp, 'report.json') } : {}),
    // Inside the project, so the server bundle finds node_modules while prerendering.
    DIST_DIR: distDir,
  })
  const peak = { mb: 0 }
  const quiet: string[] = []
  const result = await buildSite({ env, skipPipeline: values.current, log: (l) => quiet.push(l), onPrerenderProcess: (pid) => sampleHwm(pid, peak) })
  const html = await sizeOf(path.join(env.DIST_DIR, 'client'), '.html')
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  console.log(`bench:build — ${values.current ? `the current snapshot (${env.SNAPSHOT_DIR})` : `${articles} articles, ${vets} vets`}: ${result.routes} routes`)
  console.log(`  pipeline   ${values.current ? 'skipped' : s(result.ms.pipeline)}`)
  console.log(`  prerender  ${s(result.ms.prerender)} (vike build: client + server bundles, then ${html.files} HTML files in parts), ` +
    `${(html.files / (result.ms.prerender / 1000)).toFixed(0)} pages/s, peak RSS of a prerender process ${peak.mb.toFixed(0)} MB`)
  console.log(`  postbuild  ${s(result.ms.postbuild)} (sitemap ${result.postbuild.sitemapUrls} URLs, ${result.postbuild.redirects} redirects, CSP over ${result.postbuild.htmlFiles} HTML files)`)
  console.log(`  HTML       ${(html.bytes / 1e6).toFixed(1)} MB, ${(html.bytes / Math.max(html.files, 1) / 1024).toFixed(0)} KB per page`)
  for (const w of result.postbuild.warnings) console.log(`  ⚠ ${w}`)
} finally {
  cms?.stop()
  await rm(tmp, { recursive: true, force: true })
  await rm(distDir, { recursive: true, force: true })
}
