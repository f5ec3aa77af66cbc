// POST /api/forms/:id (spec §7): a visitor's Gravity Forms submission, forwarded to the CMS's
// POST {CMS_API_URL}/gf/v2/forms/{id}/submissions. Answers the CMS's verdict: 200 with the confirmation message (as
// plain text), 400 with the CMS's `validation_messages` per field id, 404 for an unknown form; 400/403/413/415 for a
// bad request; 502/504 when the CMS fails or cannot be reached. Env: CMS_API_URL (default the local CMS),
// FORMS_TIMEOUT_MS (default 10000).
import { z } from 'zod'
import { htmlToText } from '../pipeline/normalize/html.ts'
import type { Config, Context } from './_runtime/types.ts'

const MAX_BODY_BYTES = 64 * 1024

export const FormIdSchema = z.string().regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number').transform(Number)
const value = z.string().max(20_000, 'is longer than 20000 characters')
const FIELD_KEY = /^input_\d+(?:_\d+)?$/
export const SubmissionSchema = z
  .record(z.string(), z.union([value, z.array(value).max(200)]), 'must be a JSON object of input_<fieldId> values')
  .superRefine((body, ctx) => {
    const keys = Object.keys(body)
    if (keys.length > 500) ctx.addIssue({ code: 'custom', message: 'has more than 500 fields' })
    const foreign = keys.find((key) => !FIELD_KEY.test(key))
    if (foreign !== undefined) ctx.addIssue({ code: 'custom', path: [foreign], message: 'is not a field key (input_<fieldId> or input_<fieldId>_<choice>)' })
  })

const CmsConfirmationSchema = z.looseObject({ is_valid: z.literal(true).optional(), confirmation_message: z.string().default(''), entry_id: z.number().optional() })
const CmsValidationSchema = z.looseObject({ is_valid: z.literal(false).optional(), validation_messages: z.record(z.string(), z.union([z.string(), z.array(z.string()).transform((m) => m.join(' '))])) })

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema)
const FormsEnvSchema = z.object({
  CMS_API_URL: optional(z.url({ protocol: /^https?$/ }).default('http://localhost:8081/wp-json')),
  FORMS_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(55_000).default(10_000)),
})

export type FormsHandlerOptions = { cmsApiUrl: string; timeoutMs: number }

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

const isTimeout = (error: unknown) => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')

const problem = (error: z.ZodError) => {
  const issue = error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')} ` : ''
  return `${where}${issue?.message ?? 'is not valid'}`
}

/** Same-origin only: a browser's cross-site POST (Origin or Sec-Fetch-Site says so) is refused. */
function crossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  return origin !== null && origin !== new URL(request.url).origin
}

async function readBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false, response: json(415, { error: 'Send the form values as JSON (Content-Type: application/json)' }) }
  }
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return { ok: false, response: json(413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes` }) }
  try {
    return { ok: true, body: JSON.parse(raw) }
  } catch {
    return { ok: false, response: json(400, { error: 'The body is not valid JSON' }) }
  }
}

export function createFormsHandler(options: FormsHandlerOptions) {
  const base = options.cmsApiUrl.replace(/\/+$/, '')
  return async (request: Request, context: Pick<Context, 'params' | 'ip'>): Promise<Response> => {
    if (request.method !== 'POST') return json(405, { error: `Method ${request.method} not allowed: use POST` }, { Allow: 'POST' })
    if (crossSite(request)) return json(403, { error: 'Forms are only accepted from this site' })
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
      if (timeout) return json(504, { error: `The CMS did not answer within ${options.timeoutMs} ms` })
      return error instanceof SyntaxError
        ? json(502, { error: 'The CMS sent an answer that is not JSON' })
        : json(502, { error: 'The CMS could not be reached to submit the form' })
    }
    const validation = CmsValidationSchema.safeParse(answer)
    if (res.status === 400 || (res.ok && validation.success)) {
      if (validation.success) return json(400, { is_valid: false, validation_messages: validation.data.validation_messages })
      return json(400, { error: 'The CMS rejected the submission' })
    }
    if (res.ok) {
      const confirmation = CmsConfirmationSchema.safeParse(answer)
      if (!confirmation.success) return json(502, { error: 'The CMS accepted the form but its answer is not a Gravity Forms confirmation' })
      const { confirmation_message, entry_id } = confirmation.data
      return json(200, { is_valid: true, confirmation_message: htmlToText(confirmation_message), ...(entry_id !== undefined ? { entry_id } : {}) })
    }
    if (res.status === 404) return json(404, { error: `Form ${id.data} does not exist in the CMS` })
    console.error(`[forms] POST ${target}: the CMS answered ${res.status}`)
    return json(502, { error: `The CMS answered with status ${res.status}` })
  }
}

let handler: ReturnType<typeof createFormsHandler> | undefined

export default async (request: Request, context: Context): Promise<Response> => {
  if (!handler) {
    const env = FormsEnvSchema.safeParse(process.env)
    if (!env.success) {
      console.error(`[forms] invalid environment: ${problem(env.error)}`)
      return json(500, { error: `The forms function is misconfigured: ${problem(env.error)}` })
    }
    handler = createFormsHandler({ cmsApiUrl: env.data.CMS_API_URL, timeoutMs: env.data.FORMS_TIMEOUT_MS })
  }
  return handler(request, context)
}

export const config: Config = { path: '/api/forms/:id' }
