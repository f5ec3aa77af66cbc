// Whether `vike build` must run: a hash over everything the client and server bundles are made from — the project's
// source files (every file but build output, data, tests and docs), package-lock.json, the Node version and the
// environment Vite bakes in (VITE_*, NODE_ENV, .env files). Unchanged since the last successful `vike build` into
// the same dist folder, with its bundles still there, the build keeps them: an editor's change then costs the pages it
// touches, not a bundling. Conservative: any file it does not know to be irrelevant counts.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
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

export function bundleInputsHash(env: NodeJS.ProcessEnv, distDir: string): string {
  const hash = createHash('sha256')
  for (const rel of sourceFiles(outputPaths(distDir, env)).sort())
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(ROOT, rel)))
      .update('\0')
  const vars = Object.entries(env)
    .filter(([k]) => k.startsWith('VITE_') || k === 'NODE_ENV')
    .sort(([a], [b]) => (a < b ? -1 : 1))
  hash.update(JSON.stringify({ node: process.version, vars, outDir: path.resolve(distDir) }))
  return hash.digest('hex')
}

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
