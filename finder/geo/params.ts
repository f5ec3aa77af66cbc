// The geocode functions' query parameters (zod/mini with the search functions' helpers).
import * as z from 'zod/mini'
import { one } from '#search/params.ts'

const text = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v) => v.trim()),
  ),
  z.string().check(z.minLength(1, 'is empty'), z.maxLength(100, 'longer than 100 characters')),
)
const required = <T extends z.ZodMiniType<unknown, string>>(schema: T, what: string) =>
  one(z.pipe(z.string(`is required: ${what}`), schema))

const degrees = (limit: number) =>
  z.pipe(
    z.pipe(
      z
        .string()
        .check(z.regex(/^\s*[-+]?\d{1,3}(?:\.\d{1,15})?\s*$/, 'must be a decimal number of degrees, e.g. 52.37')),
      z.transform(Number),
    ),
    z.number().check(z.minimum(-limit, `must be at least -${limit}`), z.maximum(limit, `must be at most ${limit}`)),
  )

export const GeocodeQuerySchema = z.object({ q: required(text, 'a postcode (1234, 1234 AB) or a place name') })
export const SuggestQuerySchema = z.object({ q: required(text, 'what the visitor typed') })
export const ReverseQuerySchema = z.object({
  lat: required(degrees(90), 'a latitude'),
  lng: required(degrees(180), 'a longitude'),
})
