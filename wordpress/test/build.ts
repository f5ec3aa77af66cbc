// The site built from the test's WordPress (`npm run build` with CMS_API_URL on it), and, for comparison, the routes
// the same build makes from the bundled local CMS.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { createCmsServer } from '#devcms/server/index.ts'
import { parsePipelineEnv } from '#pipeline/env.ts'
import { runPipeline } from '#pipeline/run.ts'
import { loadSnapshot } from '#pipeline/snapshot/read.ts'
import { dirs, ROOT, WP } from './config.ts'

const run = promisify(execFile)

/** Runs the real build (pipeline, prerender, postbuild) against the test's WordPress; answers its output. */
export async function buildFromWordPress(): Promise<string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(PIPELINE_|CMS_|SNAPSHOT_DIR|BUILD_REPORT|SITE_URL|DIST_DIR)/.test(k),
    ),
  )
  const { stdout, stderr } = await run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      CMS_API_URL: WP.api,
      SITE_URL: WP.siteUrl,
      SNAPSHOT_DIR: dirs.snapshot,
      BUILD_REPORT: dirs.report,
      DIST_DIR: path.relative(ROOT, dirs.dist),
    },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  })
  return `${stdout}\n${stderr}`
}

/** What a build leaves in the work dir: the site, the snapshot it was made from, its report. */
const OUTPUTS = [
  [dirs.dist, 'dist'],
  [dirs.snapshot, 'snapshot'],
  [dirs.report, 'build-report.json'],
] as const

/**
 * The build of the seeded WordPress as prepared (template.ts), untouched: made once per test run and copied to the
 * other files that need the same (call it right after `startWordPress()`, before the file changes anything). The run's
 * folder is the global setup's (HOEFSLAG_WP_RUN_DIR); without it, this is `buildFromWordPress()`.
 */
export async function buildSeeded(): Promise<string> {
  const shared = process.env.HOEFSLAG_WP_RUN_DIR
  if (!shared) return buildFromWordPress()
  const dir = path.join(shared, 'seeded-build')
  const output = path.join(dir, 'output.txt')
  if (existsSync(output)) {
    for (const [from, name] of OUTPUTS) cpSync(path.join(dir, name), from, { recursive: true })
    return readFileSync(output, 'utf8')
  }
  const out = await buildFromWordPress()
  const building = `${dir}.building-${String(process.pid)}`
  rmSync(building, { recursive: true, force: true })
  mkdirSync(building, { recursive: true })
  for (const [from, name] of OUTPUTS) cpSync(from, path.join(building, name), { recursive: true })
  writeFileSync(path.join(building, 'output.txt'), out)
  rmSync(dir, { recursive: true, force: true })
  renameSync(building, dir)
  return out
}

/** Every route the build makes from the bundled content set (the local CMS, in this process). */
export async function bundledRoutes(): Promise<string[]> {
  const cms = await createCmsServer({ contentDir: WP.content, mediaDir: WP.media, port: 0, host: '127.0.0.1' })
  try {
    const snapshot = path.join(WP.work, 'bundled-snapshot')
    await runPipeline(
      parsePipelineEnv({
        CMS_API_URL: cms.url,
        SNAPSHOT_DIR: snapshot,
        BUILD_REPORT: path.join(WP.work, 'bundled-report.json'),
      }),
    )
    return Object.keys(loadSnapshot(snapshot).routes).sort()
  } finally {
    await cms.close()
  }
}
