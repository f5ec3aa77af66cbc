// Whether `vike build` must run: a hash over everything the client and server bundles are made from — the project's
// source files (every file but build output, data, tests and docs), package-lock.json, the Node version and the
// environment Vite bakes in (VITE_*, NODE_ENV, .env files, and the newsletter embed's URL vite.config.ts defines from
// CMS_API_URL / CMS_PORT). Unchanged since the last successful `vike build` into the same dist folder, with its bundles
// still there, the build keeps them: an editor's change then costs the pages it touches, not a bundling. Conservative:
// any file it does not know to be irrelevant counts. The same hash without the dist folder keys the bundle cache every
// build of this checkout shares (`bundleCacheKey`, ./vike-build.ts).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { mailBlueEmbedTemplate } from '#lib/env/mailblue.ts'
import { htmlPathOf } from './build-report/publish.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const FILE = 'bundle-inputs.json'
/** Folders whose files never reach a bundle: output, data, tests, docs, the CMS's content, the WordPress plugin. */
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-live',
  'docs',
  'tests',
  'bench',
  'wordpress',
  'devcms/content',
  'devcms/media',
  'devcms/content-src',
  'devcms/media-src',
])
/** Hidden folders (caches, snapshots, work dirs) and hidden files (the build report, .gitignore) never reach a bundle;
 * `.env*` files do: Vite reads them. */
const isHidden = (name: string, dir: boolean) => name.startsWith('.') && (dir || !name.startsWith('.env'))
const isSkipped = (rel: string, name: string, dir: boolean, output: ReadonlySet<string>) =>
  SKIP.has(rel) ||
  output.has(rel) ||
  isHidden(name, dir) ||
  (!dir && (name.endsWith('.md') || /\.test\.tsx?$/.test(name)))

/** The build's own output inside the project: the dist folder, the published generations beside it
 * (`<dist>-live/<n>/`, sitebuild/publish/publisher.ts) and the build report (`BUILD_REPORT` and its page), which every
 * build or publish writes anew — counted, they would make every build's inputs new (a `vike build` per publish, and a
 * fresh warm builder each time). */
function outputPaths(distDir: string, env: NodeJS.ProcessEnv): Set<string> {
  const dist = path.resolve(distDir).replace(/[/\\]+$/, '')
  const report = path.resolve(env.BUILD_REPORT || '.snapshot-report.json')
  return new Set(
    [dist, `${dist}-live`, report, htmlPathOf(report)]
      .map((p) => path.relative(ROOT, p).split(path.sep).join('/'))
      .filter((rel) => rel !== '' && !rel.startsWith('..')),
  )
}

function sourceFiles(output: ReadonlySet<string>, dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    const rel = path.relative(ROOT, full).split(path.sep).join('/')
    if (isSkipped(rel, e.name, e.isDirectory(), output)) return []
    return e.isDirectory() ? sourceFiles(output, full) : e.isFile() ? [rel] : []
  })
}

/**
 * What reaches the bundles from the environment: what Vite bakes in (`VITE_*`, `NODE_ENV`) and the newsletter embed's
 * URL, which vite.config.ts defines from CMS_API_URL and CMS_PORT (a local CMS's stand-in script names its port). Every
 * other variable (SITE_URL, SNAPSHOT_DIR, DIST_DIR, …) is read when the pages are rendered or served, not bundled.
 */
export function bakedEnv(env: NodeJS.ProcessEnv): [string, string][] {
  const vars = Object.entries(env)
    .filter((e): e is [string, string] => (e[0].startsWith('VITE_') || e[0] === 'NODE_ENV') && e[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return [...vars, ['define:VITE_MAILBLUE_EMBED_URL', mailBlueEmbedTemplate(env) ?? '']]
}

/** A source file's bytes; none when it went away since the folder was read (a file another process just removed). */
function readSource(rel: string): Buffer | undefined {
  try {
    return readFileSync(path.join(ROOT, rel))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function inputsHash(env: NodeJS.ProcessEnv, distDir: string, withOutDir: boolean): string {
  const hash = createHash('sha256')
  for (const rel of sourceFiles(outputPaths(distDir, env)).sort()) {
    const data = readSource(rel)
    if (data) hash.update(rel).update('\0').update(data).update('\0')
  }
  const facts = { node: process.version, vars: bakedEnv(env) }
  hash.update(JSON.stringify(withOutDir ? { ...facts, outDir: path.resolve(distDir) } : facts))
  return hash.digest('hex')
}

/** The bundles' inputs for a build into `distDir` (remembered there in bundle-inputs.json). */
export const bundleInputsHash = (env: NodeJS.ProcessEnv, distDir: string) => inputsHash(env, distDir, true)

/**
 * The same inputs but the dist folder: two builds with the same key make the same bundles (but for the dist folder the
 * server entry names, which ./vike-build.ts writes in when it copies them), so one `vike build` serves them all.
 */
export const bundleCacheKey = (env: NodeJS.ProcessEnv, distDir: string) => inputsHash(env, distDir, false).slice(0, 32)

/** True when the bundles in `distDir` were built from exactly these inputs. */
export function bundlesUpToDate(distDir: string, inputs: string): boolean {
  try {
    const saved = JSON.parse(readFileSync(path.join(distDir, FILE), 'utf8')) as unknown
    const same = typeof saved === 'object' && saved !== null && 'inputs' in saved && saved.inputs === inputs
    return (
      same &&
      existsSync(path.join(distDir, 'server', 'entry.mjs')) &&
      existsSync(path.join(distDir, 'client', 'assets'))
    )
  } catch {
    return false
  }
}

export const forgetBundleInputs = (distDir: string) => rm(path.join(distDir, FILE), { force: true })
export const rememberBundleInputs = (distDir: string, inputs: string) =>
  writeFile(path.join(distDir, FILE), `${JSON.stringify({ inputs })}\n`)
