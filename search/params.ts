// Query-string parsing for the search and articles functions: every parameter as a list of strings (so `a=1&a=2`,
// `a[]=1&a[]=2` and `a=1,2` read the same), zod pieces for single values, numbers, flags and lists, and the first
// problem as a message that names the parameter.
import { z } from 'zod'

export type RawQuery = Record<string, string[]>

/** Every parameter of the URL, `name[]` read as `name`, values in order. */
export function queryLists(url: URL): RawQuery {
  const out: RawQuery = {}
  for (const [key, value] of url.searchParams) (out[key.endsWith('[]') ? key.slice(0, -2) : key] ??= []).push(value)
  return out
}

const raw = z.array(z.string()).optional()

/** A parameter given at most once; `schema` gets its value or undefined. */
export const one = <T extends z.ZodType<unknown, string | undefined>>(schema: T) =>
  raw.refine((v) => !v || v.length <= 1, 'given more than once').transform((v) => v?.[0]).pipe(schema)

/** A whole number in [min, max], or `fallback` when absent. */
export const integer = (min: number, max: number, fallback: number) =>
  one(z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)).optional().default(fallback))

/** A flag: 1/true (or no value) or 0/false; absent is false. */
export const flag = () =>
  one(z.enum(['', '1', '0', 'true', 'false'], 'must be 1 or 0').transform((v) => v === '' || v === '1' || v === 'true').optional().default(false))

/** A list of values (repeated, `name[]` or comma-separated), each parsed by `item`. */
export const list = <T extends z.ZodType<unknown, string>>(item: T, max = 50) =>
  raw.transform((v) => (v ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(max, `more than ${max} values`))

/** A term by id (digits) or slug. */
export const idOrSlug = z.string().regex(/^[\p{L}\p{N}_-]+$/u, 'must be an id or a slug')
  .transform((v): number | string => (/^\d+$/.test(v) ? Number(v) : v.toLowerCase()))

/** A positive id. */
export const id = z.string().regex(/^\d+$/, 'must be a numeric id').transform(Number).pipe(z.number().int().positive('must be a positive id'))

/** The first problem of a failed parse: the parameter it concerns and what is wrong. */
export function firstProblem(error: z.ZodError): { parameter: string; message: string } {
  const issue = error.issues[0]
  const parameter = String(issue?.path[0] ?? 'query')
  return { parameter, message: `${parameter}: ${issue?.message ?? 'invalid'}` }
}
