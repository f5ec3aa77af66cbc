// The one way a cache's code stamp is made (lib/cache/table.ts lists the caches and their code): a hash over the Node
// version, every project file the cache's producer imports (the import graph from its entry modules, as esbuild
// resolves it: relative paths, the package.json `imports` aliases, `.ts` extensions), the files it declares besides
// (data, a child process's script), and the installed version of every library those files import, with the versions
// of that library's own dependencies (package-lock.json). Computed once per process for all caches together (one
// esbuild pass over every entry), never per item: a warm builder pays it once. A cache made by other code is not reused.
import { readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import { buildSync, type Metafile } from 'esbuild'
import { sha256 } from '../sha256.server.ts'
import { CACHES, type CodeInputs, type StampedCache } from './table.ts'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')

/** What a stamp was made from: project files (relative to the root, sorted) and packages (`location@version`). */
export type StampInputs = { files: string[]; packages: string[] }

type Graph = { imports: Map<string, string[]>; externals: Map<string, string[]> }
type Lock = Record<string, { version?: string; dependencies?: Record<string, string> } | undefined>

const graphs = new Map<string, Graph>()
const locks = new Map<string, Lock>()
const stamps = new Map<string, string>()
let spent = 0

/** The stamp of `name`'s code (once per process and root). */
export function cacheStamp(name: StampedCache, root = PROJECT_ROOT): string {
  const memo = `${root}\0${name}`
  let stamp = stamps.get(memo)
  if (stamp === undefined) stamps.set(memo, (stamp = stampOf(CACHES[name].code, root)))
  return stamp
}

/** Milliseconds this process spent making stamps (the import graph included): the build prints it. */
export const stampMs = () => spent

/** Forgets every stamp and graph (a test that edits files in a temp copy of the project). */
export function forgetStamps(): void {
  graphs.clear()
  stamps.clear()
  locks.clear()
}

export function stampOf(code: CodeInputs, root = PROJECT_ROOT): string {
  const inputs = stampInputs(code, root)
  const t0 = performance.now()
  const hash = [`node ${process.version}`]
  for (const file of inputs.files) {
    let bytes: string
    try {
      bytes = sha256(readFileSync(path.join(root, file)))
    } catch {
      bytes = '(missing)'
    }
    hash.push(`${file} ${bytes}`)
  }
  hash.push(...inputs.packages)
  spent += performance.now() - t0
  return sha256(hash.join('\n')).slice(0, 32)
}

/** The files and packages a stamp over `code` covers. */
export function stampInputs(code: CodeInputs, root = PROJECT_ROOT): StampInputs {
  const graph = graphOf(root)
  const files = new Set<string>(code.files ?? [])
  const bare = new Set<string>()
  const t0 = performance.now()
  const seen = new Set<string>()
  const todo = [...code.entries]
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    files.add(file)
    for (const spec of graph.externals.get(file) ?? []) bare.add(spec)
    for (const next of graph.imports.get(file) ?? []) todo.push(next)
  }
  for (const name of code.packages ?? []) bare.add(name)
  const inputs = { files: [...files].sort(), packages: packageVersions(bare, root) }
  spent += performance.now() - t0
  return inputs
}

/** Every entry of every stamped cache, resolved in one esbuild pass (nothing written). */
function graphOf(root: string): Graph {
  let graph = graphs.get(root)
  if (graph) return graph
  const t0 = performance.now()
  const entries = [
    ...new Set(Object.values(CACHES).flatMap((c) => ('code' in c ? c.code.entries : []) as readonly string[])),
  ]
  let metafile: Metafile
  try {
    metafile = buildSync({
      absWorkingDir: root,
      entryPoints: entries,
      bundle: true,
      write: false,
      metafile: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      outdir: path.join(root, '.cache-stamp'),
      // Two entries of one name (`x.ts`, `x.tsx`) would share an output path otherwise; nothing is written.
      entryNames: '[dir]/[name]-[hash]',
      logLevel: 'silent',
      loader: { '.txt': 'text', '.css': 'empty', '.svg': 'text' },
    }).metafile
  } catch (error) {
    throw new Error(
      `Could not follow the imports of the caches' code (lib/cache/table.ts) from ${root}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  graph = { imports: new Map(), externals: new Map() }
  for (const [file, input] of Object.entries(metafile.inputs)) {
    const inside = input.imports.filter((i) => !i.external).map((i) => i.path)
    const outside = input.imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => i.path)
    graph.imports.set(file, inside)
    graph.externals.set(file, outside)
  }
  graphs.set(root, graph)
  spent += performance.now() - t0
  return graph
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageName = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/')

function lockOf(root: string): Lock {
  let lock = locks.get(root)
  if (!lock) {
    try {
      const json = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages?: Lock }
      lock = json.packages ?? {}
    } catch {
      lock = {}
    }
    locks.set(root, lock)
  }
  return lock
}

/** Each package and its dependencies, as npm installed them (package-lock.json), as `location@version`. */
function packageVersions(specs: Iterable<string>, root: string): string[] {
  const lock = lockOf(root)
  const out = new Set<string>()
  const visit = (name: string, from: string) => {
    // Node's lookup: the nearest node_modules folder up from the dependent that has it.
    let location: string | undefined
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules')))) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
      if (lock[candidate]) {
        location = candidate
        break
      }
      if (!dir) break
    }
    const entry = location ? lock[location] : undefined
    const id = `${location ?? `node_modules/${name}`}@${entry?.version ?? 'not in package-lock.json'}`
    if (out.has(id)) return
    out.add(id)
    if (location && entry) for (const dep of Object.keys(entry.dependencies ?? {})) visit(dep, location)
  }
  for (const spec of specs) visit(packageName(spec), '')
  return [...out].sort()
}
