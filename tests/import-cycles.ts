// No import circles in the source tree, type-only imports included (a type-only circle is still two modules
// that cannot be read apart). eslint-plugin-import-x's `no-cycle` skips `import type`, so the check walks the imports
// itself: TypeScript parses each file's static imports and re-exports and resolves them as tsc does (package.json
// `imports`, `.ts` extensions). Run by `npm run check`: `tsx tests/import-cycles.ts` prints each circle and exits 1.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts)$/
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-live', '.snapshot', '.cache', '.bench', '.git'])

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
}

/** Every source file under `root` (not in node_modules, build output or dot folders). */
export function sourceFiles(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(path.join(dir, entry.name))
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path.join(dir, entry.name))
    }
  }
  walk(root)
  return found.sort()
}

/** The module specifiers a file imports or re-exports statically (`import type` included; `import()` not). */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const out: string[] = []
  for (const statement of source.statements) {
    const spec =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined
    if (spec && ts.isStringLiteral(spec)) out.push(spec.text)
  }
  return out
}

/** Each file's imports of other files inside `root`. */
export function importGraph(root: string, files = sourceFiles(root)): Map<string, string[]> {
  const inside = new Set(files)
  const host = ts.createModuleResolutionCache(root, (f) => f, OPTIONS)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = new Set<string>()
    for (const spec of specifiers(file)) {
      const resolved = ts.resolveModuleName(spec, file, OPTIONS, ts.sys, host).resolvedModule?.resolvedFileName
      if (resolved && inside.has(resolved)) targets.add(resolved)
    }
    graph.set(file, [...targets])
  }
  return graph
}

/** The circles of a graph: for each strongly connected group of files, one path round it (`a → b → a`). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components, iterative (a deep import chain must not overflow the stack).
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const groups: string[][] = []
  let next = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const frame = work[work.length - 1]!
      const edges = graph.get(frame.node) ?? []
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, edge: 0 })
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          group.push(member)
        } while (member !== frame.node)
        const selfImport = graph.get(frame.node)?.includes(frame.node)
        if (group.length > 1 || selfImport) groups.push(group)
      }
    }
  }
  return groups.map((group) => pathRound(graph, new Set(group)))
}

/** A shortest path from the group's first file (by name) back to itself, through the group only. */
function pathRound(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!
    for (const to of graph.get(node) ?? []) {
      if (!group.has(to)) continue
      if (to === start) {
        const trail = [start]
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) trail.push(at)
        return [start, ...trail.slice(1).reverse(), start]
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node)
        queue.push(to)
      }
    }
  }
  return [start, start]
}

/** The circles of the source tree under `root`, each as paths relative to it. */
export function importCycles(root: string): string[][] {
  return findCycles(importGraph(root)).map((cycle) => cycle.map((file) => path.relative(root, file)))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..')
  const cycles = importCycles(root)
  for (const cycle of cycles) console.error(`import circle: ${cycle.join(' → ')}`)
  if (cycles.length) {
    console.error(`${cycles.length} import circle(s): move the shared types or code into a module of their own.`)
    process.exit(1)
  }
}
