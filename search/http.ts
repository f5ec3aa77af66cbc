// The search, articles and finder functions' request handling: the query parsed (a 400 naming the parameter) and an
// unexpected failure answered. Their replies are lib/http/json.ts's.
import type * as z from 'zod/mini'
import { json } from '#lib/http/json.ts'
import { firstProblem, queryLists } from './params.ts'

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response }

/** The request's query parsed by `schema`; a 400 naming the parameter when it does not parse. */
export function parseQuery<T>(request: Request, schema: z.ZodMiniType<T>): Parsed<T> {
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return { ok: false, response: json(400, { error: 'The request URL is not valid' }) }
  }
  const parsed = schema.safeParse(queryLists(url))
  if (parsed.success) return { ok: true, value: parsed.data }
  const { parameter, message } = firstProblem(parsed.error)
  return { ok: false, response: json(400, { error: message, parameter }) }
}

/** An unexpected failure as JSON: 503 when the data is missing, else 500 (logged with the request). */
export function failure(
  name: string,
  error: unknown,
  request: Request,
  unavailable: (e: unknown) => boolean,
): Response {
  if (unavailable(error)) {
    console.error(`[${name}] ${request.url}: ${error instanceof Error ? error.message : String(error)}`)
    return json(503, { error: `The ${name} index is not available` })
  }
  console.error(`[${name}] ${request.url} failed:`, error)
  return json(500, { error: `The ${name} request failed` })
}
