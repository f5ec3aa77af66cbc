// GET /api/search/finder's query parameters (lib/model/finder.ts FinderParams), parsed with the search functions' helpers
// (search/params.ts): lists repeated, as `name[]` or comma-separated; a bad value is a 400 naming the parameter.
// An empty single value (`filter_distance=`) reads as absent, as a form sends it.
import * as z from 'zod/mini'
import { flag, idOrSlug, integer, list, one } from '#search/params.ts'
import {
  FINDER_DISTANCES,
  FINDER_POST_TYPES,
  FINDER_Q_MAX,
  FINDER_PAGE_SIZE,
  FINDER_SIZE_CAP,
} from '#lib/model/finder.ts'

const blank = z.transform((v: string | undefined) => (v?.trim() ? v.trim() : undefined))
/** One optional value; blank is absent. */
const optionalOne = <T extends z.ZodMiniType<unknown, string>>(schema: T) => one(z.pipe(blank, z.optional(schema)))

const coordinate = (limit: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^[-+]?\d{1,3}(?:\.\d{1,15})?$/, 'must be a decimal number of degrees, e.g. 52.37')),
      z.transform(Number),
    ),
    z.number().check(z.minimum(-limit, `must be at least -${limit}`), z.maximum(limit, `must be at most ${limit}`)),
  )

const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be ${values.slice(0, -1).join(', ')} or ${values[values.length - 1] ?? ''}`)

export const FinderQuerySchema = z.object({
  q: z.pipe(
    one(z.optional(z.string().check(z.maxLength(FINDER_Q_MAX, `longer than ${FINDER_Q_MAX} characters`)))),
    z.transform((q) => (q ?? '').trim()),
  ),
  size: integer(0, FINDER_SIZE_CAP, FINDER_PAGE_SIZE),
  from: integer(0, 1_000_000, 0),
  terms_operator: z.pipe(
    optionalOne(enumOf(['and', 'or'])),
    z.transform((v) => v ?? 'and'),
  ),
  user_lat: optionalOne(coordinate(90)),
  user_lng: optionalOne(coordinate(180)),
  postcode: optionalOne(z.string().check(z.maxLength(50, 'longer than 50 characters'))),
  filter_distance: optionalOne(enumOf(FINDER_DISTANCES)),
  finder_province: list(z.string().check(z.maxLength(60, 'longer than 60 characters'))),
  finder_issues: list(idOrSlug),
  finder_expertise: list(idOrSlug),
  finder_service: list(idOrSlug),
  finder_specialisation: list(idOrSlug),
  finder_recognition: list(idOrSlug),
  finder_label: list(idOrSlug),
  post_type: z.pipe(
    list(enumOf(FINDER_POST_TYPES)),
    z.transform((types) => [...new Set(types)]),
  ),
  dry_run: flag(),
})
export type FinderQueryParams = z.infer<typeof FinderQuerySchema>
