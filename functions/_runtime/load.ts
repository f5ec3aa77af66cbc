// Finds and imports the Netlify Functions in a folder the way Netlify does: every top-level file, and every folder
// holding an `index` or `<folder>` file (so `_runtime/` itself is no function). Under tsx or vitest `.ts` imports as is.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import { compilePathPattern, type PathPattern } from './path-pattern.ts'
import { createRateLimiter, RateLimitConfigSchema } from './rate-limit.ts'
import type { Handler } from './types.ts'

export type LoadedFunction = {
  name: string
  file: string
  handler: Handler
  /** Empty: the function answers at /.netlify/functions/<name> only. */
  paths: PathPattern[]
  excluded: PathPattern[]
  /** Upper-case methods, or undefined for all. */
  methods?: Set<string>
  preferStatic: boolean
  /** From `config.rateLimit`: counts this function's requests (the server answers 429 over the limit). */
  rateLimiter?: { config: z.infer<typeof RateLimitConfigSchema>; limiter: ReturnType<typeof createRateLimiter> }
}

export type LoadResult = { functions: LoadedFunction[]; problems: string[] }

const EXTENSIONS = ['.ts', '.mts', '.js', '.mjs']
const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]s$/.test(file) || file.endsWith('.d.ts')
const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v])

const stringOrList = z.union([z.string(), z.array(z.string())]).optional()
const ModuleSchema = z.object({
  default: z.custom<Handler>((v) => typeof v === 'function', 'the default export must be the handler function'),
  config: z
    .looseObject({
      path: stringOrList,
      excludedPath: stringOrList,
      method: stringOrList,
      preferStatic: z.boolean().optional(),
      rateLimit: RateLimitConfigSchema.optional(),
    })
    .optional(),
})

/** The entry file of each function in `dir`, by function name. */
export async function discover(dir: string, problems: string[] = []): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const found = new Map<string, string>()
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    if (entry.isFile()) {
      const ext = path.extname(entry.name)
      if (!EXTENSIONS.includes(ext)) continue
      if (isTest(entry.name)) {
        if (!entry.name.endsWith('.d.ts'))
          problems.push(
            `${entry.name}: a test file at the top of the functions folder would be deployed as a function; move it into a subfolder`,
          )
        continue
      }
      found.set(path.basename(entry.name, ext), path.join(dir, entry.name))
    } else if (entry.isDirectory()) {
      const inner = await readdir(path.join(dir, entry.name)).catch((): string[] => [])
      const main = EXTENSIONS.flatMap((ext) => [`index${ext}`, `${entry.name}${ext}`]).find((f) => inner.includes(f))
      if (main) found.set(entry.name, path.join(dir, entry.name, main))
    }
  }
  return found
}

async function loadOne(name: string, file: string): Promise<LoadedFunction> {
  const parsed = ModuleSchema.safeParse(await import(pathToFileURL(file).href))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${issue?.path.join('.') || 'module'}: ${issue?.message ?? 'invalid'}`)
  }
  const { default: handler, config = {} } = parsed.data
  const methods = list(config.method).map((m) => m.toUpperCase())
  return {
    name,
    file,
    handler,
    paths: list(config.path).map(compilePathPattern),
    excluded: list(config.excludedPath).map(compilePathPattern),
    ...(methods.length ? { methods: new Set(methods) } : {}),
    preferStatic: config.preferStatic ?? false,
    ...(config.rateLimit
      ? { rateLimiter: { config: config.rateLimit, limiter: createRateLimiter(config.rateLimit) } }
      : {}),
  }
}

/** Every function in `dir`. A function that fails to import or has no handler is left out and named in `problems`. */
export async function loadFunctions(dir: string): Promise<LoadResult> {
  const problems: string[] = []
  const functions: LoadedFunction[] = []
  for (const [name, file] of [...(await discover(dir, problems))].sort(([a], [b]) => a.localeCompare(b))) {
    try {
      functions.push(await loadOne(name, file))
    } catch (error) {
      problems.push(`${path.relative(process.cwd(), file)}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return { functions, problems }
}
