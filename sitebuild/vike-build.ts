// `vike build` through Vike's API (https://vike.dev/api#build), with the build's environment: the client and server
// bundles only; the pages are prerendered afterwards by the project's driver (sitebuild/prerender/,
// +prerender.disableAutoRun in pages/+config.ts). In a child process of its own (vike-build-entry.mjs): Vite, Rollup and
// the plugins hold hundreds of MB and module-level state a long-lived parent (the warm builder, decision 035) must not
// keep, and the environment (SNAPSHOT_DIR, SITE_URL, VITE_*) is the child's own. A DIST_DIR other than dist/ (inside
// the project) reaches Vite as build.outDir in the API's `viteConfig`.
//
// The bundle cache: the bundles are built once per set of inputs (`bundleCacheKey`: every source file, the lock file,
// Node's version and what reaches the bundles from the environment, but not the dist folder) into
// `.cache/bundles/<key>/`, and every build with the same key copies them into its dist folder — the browser tests, the
// publishing tests, the WordPress suites and the site-building tests of one checkout share one `vike build` where their
// environments bake in the same values. The first build that needs a key builds it under a lock (`<key>.lock`), so two
// test lanes never build the same bundles at once; the others wait and copy. The one place a bundle names its dist
// folder, Vike's build info in server/entry.mjs (`viteConfigRuntime.build.outDir`), is written for the dist folder it
// is copied into: the copy is byte for byte what `vike build` into that folder writes.
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { InlineConfig } from 'vite'
import { bundleCacheKey } from './bundle-inputs.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const ENTRY = path.join(import.meta.dirname, 'vike-build-entry.mjs')
/** Where the shared bundles live (inside the project: a bundle is built there, and Vite's outDir must be inside). */
export const BUNDLE_CACHE = path.join(ROOT, '.cache', 'bundles')
/** How many sets of bundles are kept (the most recently used): a few branches' or environments' worth, ~3 MB each. */
const KEEP = 6
/** What the cache keeps beside the bundles: the folder they were built into (named in server/entry.mjs). */
const META = 'bundle-cache.json'

/** The Vite settings of a build into this dist folder: none for dist/, else its build.outDir. */
export function vikeViteConfig(distDir: string): InlineConfig {
  const outDir = path.resolve(distDir)
  // The server bundle imports vike and react from node_modules: it only resolves them inside the project.
  if (!outDir.startsWith(ROOT + path.sep)) throw new Error(`DIST_DIR ${outDir} must be inside ${ROOT}`)
  return outDir === path.join(ROOT, 'dist') ? {} : { build: { outDir } }
}

/** `vike build` into `distDir`, in a child process. */
export function runVikeBuild(env: NodeJS.ProcessEnv, distDir: string): Promise<void> {
  let viteConfig: InlineConfig
  try {
    viteConfig = vikeViteConfig(distDir)
  } catch (error) {
    return Promise.reject(error)
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENTRY, JSON.stringify(viteConfig)], { cwd: ROOT, env, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`vike build failed (${signal ? `signal ${signal}` : `exit code ${code}`})`))
    })
  })
}

export type VikeBuildOptions = {
  /** The cache's folder (default `.cache/bundles/`). */
  cacheDir?: string
  /** The bundler (default `runVikeBuild`; a test passes a stand-in). */
  build?: (env: NodeJS.ProcessEnv, outDir: string) => Promise<void>
  log?: (line: string) => void
}

/**
 * The bundles for `env` in `distDir`, as `vike build` into it leaves them: copied from the bundle cache, built into it
 * first when no build made them yet. Answers whether this call bundled (`built`) or copied what another made (`cached`).
 */
export async function vikeBuild(
  env: NodeJS.ProcessEnv,
  distDir = 'dist',
  { cacheDir = BUNDLE_CACHE, build = runVikeBuild, log = console.log }: VikeBuildOptions = {},
): Promise<'built' | 'cached'> {
  vikeViteConfig(distDir)
  const key = bundleCacheKey(env, distDir)
  const entry = path.join(cacheDir, key)
  let made: 'built' | 'cached' = 'cached'
  if (!complete(entry)) {
    mkdirSync(cacheDir, { recursive: true })
    await withLock(`${entry}.lock`, async () => {
      // Another build may have made them while this one waited.
      if (complete(entry)) return
      const building = `${entry}.building-${String(process.pid)}`
      rmSync(building, { recursive: true, force: true })
      try {
        await build(env, building)
        await writeFile(path.join(building, META), `${JSON.stringify({ outDir: path.resolve(building) })}\n`)
        rmSync(entry, { recursive: true, force: true })
        renameSync(building, entry)
      } finally {
        rmSync(building, { recursive: true, force: true })
      }
      made = 'built'
    })
  }
  const now = new Date()
  await utimes(entry, now, now)
  takeBundles(entry, distDir)
  if (made === 'cached')
    log(`build: bundles copied from ${path.relative(ROOT, entry)} (an earlier vike build of the same inputs)`)
  prune(cacheDir)
  return made
}

const complete = (entry: string) => existsSync(path.join(entry, META))

/**
 * Copies the cached bundles into `distDir` as `vike build` writes them: client/ and server/ replaced (Vite empties
 * them), assets.json and the other files beside them overwritten; the build info names `distDir`.
 */
function takeBundles(entry: string, distDir: string): void {
  const dist = path.resolve(distDir)
  const { outDir } = JSON.parse(readFileSync(path.join(entry, META), 'utf8')) as { outDir: string }
  mkdirSync(dist, { recursive: true })
  for (const name of readdirSync(entry)) {
    if (name === META) continue
    rmSync(path.join(dist, name), { recursive: true, force: true })
    cpSync(path.join(entry, name), path.join(dist, name), { recursive: true })
  }
  const serverEntry = path.join(dist, 'server', 'entry.mjs')
  const text = readFileSync(serverEntry, 'utf8')
  const from = JSON.stringify(`${outDir}/`)
  const count = text.split(from).length - 1
  if (count !== 1)
    throw new Error(
      `bundle cache: ${path.relative(ROOT, serverEntry)} names its dist folder ${String(count)} times, not once ` +
        `(Vike's build info changed?): delete ${path.relative(ROOT, entry)} and build again`,
    )
  writeFileSync(serverEntry, text.replace(from, JSON.stringify(`${dist}/`)))
}

/** Runs `fn` holding a lock folder: made atomically by one process; one whose owner process has ended is taken over. */
async function withLock(lock: string, fn: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lock)
      await writeFile(path.join(lock, 'pid'), String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (stale(lock)) rmSync(lock, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    await fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** A lock whose owner has ended (or that names none after 30 s: its owner died between making it and writing in it). */
function stale(lock: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'))
  } catch {
    try {
      return Date.now() - statSync(lock).mtimeMs > 30_000
    } catch {
      return false
    }
  }
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** Keeps the KEEP most recently used bundles; never one being built or locked. */
function prune(cacheDir: string): void {
  const kept = readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]+$/.test(name))
    .map((name) => ({ name, used: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  for (const old of kept.slice(KEEP))
    if (!existsSync(path.join(cacheDir, `${old.name}.lock`)))
      rmSync(path.join(cacheDir, old.name), { recursive: true, force: true })
}
