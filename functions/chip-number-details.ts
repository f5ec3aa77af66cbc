// GET /api/chip-number-details?chipNumber=… (spec §7): looks an animal up by its chip number (15 digits, ISO 11784) or
// life number (two letters and digits) and answers the chip lookup result (spec §3) with 200; 400 for a missing or
// malformed number, 404 when no animal is registered, 502/504 when the registry fails. The upstream registry is
// CHIP_LOOKUP_URL (a `{chipNumber}` placeholder, else `?chipNumber=` is appended); unset, a bundled registry of
// fictional chips answers (functions/data/dev-chip-registry.json), so the embedded setup works without network.
// Env (lib/env/vars.server.ts): CHIP_LOOKUP_URL, CHIP_LOOKUP_TIMEOUT_MS (default 8000). Every answer is personal data:
// json() from _lib/http.ts, never cached, not by the browser, not by the CDN.
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import devRegistry from './data/dev-chip-registry.json' with { type: 'json' }
import { json, runtimeEnvOrResponse } from './_lib/http.ts'
import { RATE_LIMITS } from './_lib/rate-limits.ts'
import type { Config } from './_runtime/types.ts'
import { AnimalSchema, ChipLookupResultSchema, type ChipLookupResult } from '#lib/chip-lookup-result.ts'

const NUMBER_PROBLEM =
  'must be a 15-digit chip number (ISO 11784) or a life number of two letters and digits, e.g. NL099900001'
/** Spaces, dots and dashes as people type them are dropped; letters are upper-cased. */
export const ChipNumberSchema = z
  .string({ error: 'is required' })
  .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .regex(/^(?:\d{15}|[A-Z]{2}\d{6,13})$/, NUMBER_PROBLEM),
  )

const DevRegistrySchema = z.object({ chips: z.record(z.string(), AnimalSchema) })

export type ChipHandlerOptions = { lookupUrl?: string; timeoutMs: number }

type Animal = z.output<typeof AnimalSchema> & { requestID?: string; selDierLevensnummer?: string }
type Lookup = { ok: true; animal: Animal | undefined } | { ok: false; response: Response }

function fromDevRegistry(chipNumber: string): Lookup {
  const { chips } = DevRegistrySchema.parse(devRegistry)
  const animal =
    chips[chipNumber] ??
    Object.values(chips).find((a) => `${a.dierDetails.dierLandcode}${a.dierDetails.dierLevensnummer}` === chipNumber)
  return { ok: true, animal }
}

function upstreamUrl(base: string, chipNumber: string): string {
  if (base.includes('{chipNumber}')) return base.replace('{chipNumber}', encodeURIComponent(chipNumber))
  const url = new URL(base)
  url.searchParams.set('chipNumber', chipNumber)
  return url.href
}

const hasData = (v: unknown) =>
  v !== null && v !== undefined && v !== '' && !(typeof v === 'object' && Object.keys(v).length === 0)

async function fromUpstream(base: string, chipNumber: string, timeoutMs: number): Promise<Lookup> {
  const fail = (status: number, error: string, detail?: unknown): Lookup => {
    console.error(`[chip-number-details] ${error}`, detail ?? '')
    return { ok: false, response: json(status, { error }) }
  }
  let res: Response
  let body: unknown
  try {
    res = await fetch(upstreamUrl(base, chipNumber), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (res.status === 404) return { ok: true, animal: undefined }
    if (res.status !== 200) return fail(502, `The chip registry answered with status ${res.status}`)
    body = await res.json()
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return fail(504, `The chip registry did not answer within ${timeoutMs} ms`)
    if (error instanceof SyntaxError) return fail(502, 'The chip registry sent an answer that is not JSON')
    return fail(502, 'The chip registry could not be reached', error)
  }
  if (!hasData(body)) return { ok: true, animal: undefined }
  const parsed = ChipLookupResultSchema.safeParse(body)
  if (!parsed.success)
    return fail(
      502,
      `The chip registry sent an answer that is not a chip lookup result (${parsed.error.issues[0]?.path.join('.') || 'body'})`,
    )
  return { ok: true, animal: parsed.data }
}

export function createChipNumberHandler(options: ChipHandlerOptions) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json(405, { error: `Method ${request.method} not allowed: use GET` }, { Allow: 'GET, HEAD' })
    const parsed = ChipNumberSchema.safeParse(new URL(request.url).searchParams.get('chipNumber') ?? undefined)
    if (!parsed.success)
      return json(400, {
        error: `chipNumber ${parsed.error.issues[0]?.message ?? 'is not valid'}`,
        parameter: 'chipNumber',
      })
    const chipNumber = parsed.data
    const lookup = options.lookupUrl
      ? await fromUpstream(options.lookupUrl, chipNumber, options.timeoutMs)
      : fromDevRegistry(chipNumber)
    if (!lookup.ok) return lookup.response
    if (!lookup.animal) return json(404, { error: 'No animal is registered with this chip number', chipNumber })
    const { requestID, selDierLevensnummer, ...animal } = lookup.animal
    const result: ChipLookupResult = {
      requestID: requestID || randomUUID(),
      selDierLevensnummer: selDierLevensnummer || chipNumber,
      ...animal,
    }
    return json(200, result)
  }
}

let handler: ((request: Request) => Promise<Response>) | undefined

export default async (request: Request): Promise<Response> => {
  if (!handler) {
    const env = runtimeEnvOrResponse('chip-number-details')
    if (!env.ok) return env.response
    handler = createChipNumberHandler({
      lookupUrl: env.value.CHIP_LOOKUP_URL,
      timeoutMs: env.value.CHIP_LOOKUP_TIMEOUT_MS,
    })
  }
  return handler(request)
}

export const config: Config = { path: '/api/chip-number-details', rateLimit: RATE_LIMITS.chipLookup }
