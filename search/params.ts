// Query-string parsing for the search and articles functions: every parameter as a list of strings (so `a=1&a=2`,
// `a[]=1&a[]=2` and `a=1,2` read the same), zod pieces for single values, numbers, flags and lists, and the first
// problem as a message that names the parameter. zod/mini (the same zod, tree-shakable): the classic API would add
// ~0.8 MB and ~90 ms to every cold start of a bundled function (docs/decisions/003-search-engine.md).
import * as z from 'zod/mini'

export type RawQuery = Record<string, string[]>

/**
 * Every parameter of the URL, `name[]` read as `name`, values in order. A prototype-less object: a parameter named
 * `constructor` or `__proto__` is just a parameter (found by the fuzz tests: it used to throw).
 */
export function queryLists(url: URL): RawQuery {
  const out: RawQuery = Object.create(null)
  for (const [key, value] of url.searchParams) (out[key.endsWith('[]') ? key.slice(0, -2) : key] ??= []).push(value)
  return out
}

const raw = z.optional(z.array(z.string()))

/** A parameter given at most once; `schema` gets its value or undefined. */
export const one = <T extends z.ZodMiniType<unknown, string | undefined>>(schema: T) =>
  z.pipe(
    z.pipe(
      raw.check(z.refine((v) => !v || v.length <= 1, 'given more than once')),
      z.transform((v) => v?.[0]),
    ),
    schema,
  )

const wholeNumber = z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, 'must be a whole number')), z.transform(Number))

/** A whole number in [min, max], or `fallback` when absent. */
export const integer = (min: number, max: number, fallback: number) =>
  one(
    z._default(
      z.pipe(
        wholeNumber,
        z.number().check(z.minimum(min, `must be at least ${min}`), z.maximum(max, `must be at most ${max}`)),
      ),
      fallback,
    ),
  )

/** A flag: 1/true (or no value) or 0/false; absent is false. */
export const flag = () =>
  one(
    z._default(
      z.pipe(
        z.enum(['', '1', '0', 'true', 'false'], 'must be 1 or 0'),
        z.transform((v) => v === '' || v === '1' || v === 'true'),
      ),
      false,
    ),
  )

/** One of `values`, or undefined when absent. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  one(z.optional(z.enum(values, `must be ${values.slice(0, -1).join(', ')} or ${values[values.length - 1] ?? ''}`)))

/** A list of values (repeated, `name[]` or comma-separated), each parsed by `item`. */
export const list = <T extends z.ZodMiniType<unknown, string>>(item: T, max = 50) =>
  z.pipe(
    z.pipe(
      raw,
      z.transform((v) =>
        (v ?? [])
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ),
    z.array(item).check(z.maxLength(max, `more than ${max} values`)),
  )

/** A term by id (digits) or slug. */
export const idOrSlug = z.pipe(
  z.string().check(z.regex(/^[\p{L}\p{N}_-]+$/u, 'must be an id or a slug')),
  z.transform((v): number | string => (/^\d+$/.test(v) ? Number(v) : v.toLowerCase())),
)

/** A positive id. */
export const id = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d+$/, 'must be a numeric id')), z.transform(Number)),
  z.number().check(z.positive('must be a positive id')),
)

/** One value of `values`, `group` standing for several (event_and_lesson → event, lesson); lists of them flattened. */
export function postTypes<const T extends readonly [string, ...string[]], G extends string>(
  values: T,
  group: G,
  members: T[number][],
) {
  const all: [T[number] | G, ...(T[number] | G)[]] = [...values, group]
  const isValue = (v: string): v is T[number] => (values as readonly string[]).includes(v)
  const value = z.pipe(
    z.enum(all, `must be one of ${all.join(', ')}`),
    z.transform((t): T[number][] => (isValue(t) ? [t] : members)),
  )
  return z.pipe(
    list(value),
    z.transform((lists) => [...new Set(lists.flat())]),
  )
}

/** The first problem of a failed parse: the parameter it concerns and what is wrong. */
export function firstProblem(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): {
  parameter: string
  message: string
} {
  const issue = error.issues[0]
  const parameter = String(issue?.path[0] ?? 'query')
  return { parameter, message: `${parameter}: ${issue?.message ?? 'invalid'}` }
}
