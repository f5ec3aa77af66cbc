// POST /api/forms/:id (spec §7): a visitor's Gravity Forms submission, forwarded to the CMS's
// POST {CMS_API_URL}/gf/v2/forms/{id}/submissions. Answers the CMS's verdict: 200 with the confirmation message (CMS
// HTML through the site's one sanitizing, link-rewriting path), any 4xx with the CMS's own status and body (a 400 holds
// `validation_messages` per field id); 400/403/413/415 for a bad request to this function. When the CMS fails (5xx),
// cannot be reached or answers nonsense: 502 (504 when too slow) with `upstreamStatus`, the CMS's status or null.
// Env (lib/env/vars.server.ts): CMS_API_URL (default the local CMS), FORMS_TIMEOUT_MS (default 10000).
import { z } from 'zod'
import { liveHtml } from '#pipeline/live/html.ts'
import { isCrossSite, json, readTextCapped, runtimeEnvOrResponse } from './_lib/http.ts'
import { RATE_LIMITS } from './_lib/rate-limits.ts'
import type { Config, Context } from './_runtime/types.ts'
import { isRecord } from '#lib/is-record.ts'

const MAX_BODY_BYTES = 64 * 1024

export const FormIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number')
  .transform(Number)
const value = z.string().max(20_000, 'is longer than 20000 characters')
const FIELD_KEY = /^input_\d+(?:_\d+)?$/
export const SubmissionSchema = z
  .record(z.string(), z.union([value, z.array(value).max(200)]), 'must be a JSON object of input_<fieldId> values')
  .superRefine((body, ctx) => {
    const keys = Object.keys(body)
    if (keys.length > 500) ctx.addIssue({ code: 'custom', message: 'has more than 500 fields' })
    const foreign = keys.find((key) => !FIELD_KEY.test(key))
    if (foreign !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: [foreign],
        message: 'is not a field key (input_<fieldId> or input_<fieldId>_<choice>)',
      })
  })

const CmsConfirmationSchema = z.looseObject({
  is_valid: z.literal(true).optional(),
  confirmation_message: z.string().default(''),
  entry_id: z.number().optional(),
})
const CmsValidationSchema = z.looseObject({
  is_valid: z.literal(false).optional(),
  validation_messages: z.record(z.string(), z.union([z.string(), z.array(z.string()).transform((m) => m.join(' '))])),
})

export type FormsHandlerOptions = { cmsApiUrl: string; timeoutMs: number }

/** The CMS failed us: 502 (or 504), saying what the CMS answered (`upstreamStatus`, null when it did not answer usably). */
const upstreamFailure = (status: 502 | 504, error: string, upstreamStatus: number | null = null) =>
  json(status, { error, upstreamStatus })

const isTimeout = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')

const problem = (error: z.ZodError) => {
  const issue = error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')} ` : ''
  return `${where}${issue?.message ?? 'is not valid'}`
}

async function readBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return {
      ok: false,
      response: json(415, { error: 'Send the form values as JSON (Content-Type: application/json)' }),
    }
  }
  const raw = await readTextCapped(request, MAX_BODY_BYTES)
  if (raw === undefined)
    return { ok: false, response: json(413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes` }) }
  try {
    return { ok: true, body: JSON.parse(raw) }
  } catch {
    return { ok: false, response: json(400, { error: 'The body is not valid JSON' }) }
  }
}

export function createFormsHandler(options: FormsHandlerOptions) {
  const base = options.cmsApiUrl.replace(/\/+$/, '')
  const cmsOrigin = new URL(base).origin
  return async (request: Request, context: Pick<Context, 'params' | 'ip'>): Promise<Response> => {
    if (request.method !== 'POST')
      return json(405, { error: `Method ${request.method} not allowed: use POST` }, { Allow: 'POST' })
    if (isCrossSite(request)) return json(403, { error: 'Forms are only accepted from this site' })
    const id = FormIdSchema.safeParse(context.params.id ?? '')
    if (!id.success) return json(400, { error: `form id ${problem(id.error)}`, parameter: 'id' })
    const read = await readBody(request)
    if (!read.ok) return read.response
    const body = SubmissionSchema.safeParse(read.body)
    if (!body.success) return json(400, { error: `body ${problem(body.error)}` })

    const target = `${base}/gf/v2/forms/${id.data}/submissions`
    let res: Response
    let answer: unknown
    try {
      res = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': context.ip },
        body: JSON.stringify(body.data),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      answer = await res.json().catch((error: unknown) => {
        // A body cut off by the timeout is a timeout; an unreadable body only matters when it should hold the verdict.
        if (isTimeout(error) || res.ok) throw error
        return undefined
      })
    } catch (error) {
      const timeout = isTimeout(error)
      console.error(`[forms] POST ${target}: ${timeout ? 'timeout' : 'failed'}`, timeout ? '' : error)
      if (timeout) return upstreamFailure(504, `The CMS did not answer within ${options.timeoutMs} ms`)
      return error instanceof SyntaxError
        ? upstreamFailure(502, 'The CMS sent an answer that is not JSON')
        : upstreamFailure(502, 'The CMS could not be reached to submit the form')
    }
    const validation = CmsValidationSchema.safeParse(answer)
    if (res.ok && validation.success) return json(400, { ...validation.data, is_valid: false })
    if (res.ok) {
      const confirmation = CmsConfirmationSchema.safeParse(answer)
      if (!confirmation.success)
        return upstreamFailure(502, 'The CMS accepted the form but its answer is not a Gravity Forms confirmation')
      const { confirmation_message, entry_id } = confirmation.data
      const html = liveHtml(confirmation_message, { cmsOrigin, siteUrl: new URL(request.url).origin })
      return json(200, { is_valid: true, confirmation_message: html, ...(entry_id !== undefined ? { entry_id } : {}) })
    }
    // The visitor's request as the CMS judged it (invalid fields, unknown form, too many requests): its status and body.
    if (res.status >= 400 && res.status < 500) {
      if (validation.success) return json(res.status, validation.data)
      const retryAfter = res.headers.get('retry-after')
      const passed = isRecord(answer) ? answer : { error: `The CMS answered with status ${res.status}` }
      return json(res.status, passed, retryAfter ? { 'Retry-After': retryAfter } : {})
    }
    console.error(`[forms] POST ${target}: the CMS answered ${res.status}`)
    return upstreamFailure(502, `The CMS answered with status ${res.status}`, res.status)
  }
}

let handler: ReturnType<typeof createFormsHandler> | undefined

export default async (request: Request, context: Context): Promise<Response> => {
  if (!handler) {
    const env = runtimeEnvOrResponse('forms')
    if (!env.ok) return env.response
    handler = createFormsHandler({ cmsApiUrl: env.value.CMS_API_URL, timeoutMs: env.value.FORMS_TIMEOUT_MS })
  }
  return handler(request, context)
}

export const config: Config = { path: '/api/forms/:id', rateLimit: RATE_LIMITS.forms }
