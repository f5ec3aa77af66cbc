// What netlify.toml ships with each function (`included_files`, merged as Netlify merges them: the `[functions]`
// list plus the function's own), and what each function actually reads at run time, derived from its imports: the
// modules below load a data file that the build writes outside the bundle. Used by sitebuild/netlify-config.test.ts and
// the Netlify-runtime browser tests.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'smol-toml'
import { z } from 'zod'
import { discover } from '#functions/_runtime/load.ts'
import { FINDER_DATA_FILE } from '#finder/index-data.ts'
import { DATA_FILES } from '#search/data-files.ts'
import { BUILD_WARNINGS_FILE } from '#functions/_lib/build-warnings.ts'

const ROOT = path.resolve(import.meta.dirname, '..')

const FunctionConfigSchema = z.looseObject({ included_files: z.array(z.string()).default([]) })
const NetlifyTomlSchema = z.looseObject({
  build: z.looseObject({ publish: z.string(), environment: z.record(z.string(), z.string()).default({}) }),
  functions: z.record(z.string(), z.unknown()).default({}),
})
export type NetlifyToml = z.infer<typeof NetlifyTomlSchema>

export function readNetlifyToml(file = path.join(ROOT, 'netlify.toml')): NetlifyToml {
  return NetlifyTomlSchema.parse(parse(readFileSync(file, 'utf8')))
}

/** `[functions] included_files` and `[functions.<name>] included_files`, concatenated (zip-it-and-ship-it's merge). */
export function includedFilesOf(toml: NetlifyToml, name: string): string[] {
  const global = FunctionConfigSchema.parse(toml.functions).included_files
  const own = toml.functions[name] === undefined ? [] : FunctionConfigSchema.parse(toml.functions[name]).included_files
  return [...global, ...own]
}

/** The modules that read a build file at run time, and the included_files pattern that ships it. */
export const DATA_READERS: Record<string, string> = {
  'search/load.ts': `dist/functions-data/${DATA_FILES.index}`,
  'search/articles.ts': `dist/functions-data/${DATA_FILES.cards}`,
  'finder/load.ts': `dist/functions-data/${FINDER_DATA_FILE}`,
  'functions/_lib/build-warnings.ts': `dist/functions-data/${BUILD_WARNINGS_FILE}`,
  'functions/_lib/editor-store.ts': '.snapshot/**',
  'functions/_lib/editor-render.ts': 'dist/server/**',
}

const IMPORT = /(?:from|import)\s*\(?\s*['"]((?:\.{1,2}\/|#[a-z]+\/)[^'"]+)['"]/g

/** A relative import, or one of package.json's `#folder/…` imports (each maps to `./folder/…`). */
const resolveImport = (file: string, spec: string) =>
  spec.startsWith('#') ? path.join(ROOT, spec.slice(1)) : path.resolve(path.dirname(file), spec)

/** Every project module `entry` imports, directly or not (relative and `#folder/…` imports; node_modules are bundled by Netlify). */
export function importGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    const rel = path.relative(ROOT, file)
    if (seen.has(rel) || !/\.[cm]?[jt]sx?$/.test(file)) return
    seen.add(rel)
    const source = readFileSync(file, 'utf8')
    for (const m of source.matchAll(IMPORT)) visit(resolveImport(file, m[1] ?? ''))
  }
  visit(path.resolve(entry))
  return seen
}

/** What each function reads at run time (the included_files patterns it needs), by function name. */
export async function functionsAndTheirData(
  functionsDir = path.join(ROOT, 'functions'),
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  for (const [name, file] of await discover(functionsDir)) {
    const graph = importGraph(file)
    out.set(
      name,
      Object.entries(DATA_READERS)
        .filter(([module]) => graph.has(module))
        .map(([, pattern]) => pattern)
        .sort(),
    )
  }
  return out
}
