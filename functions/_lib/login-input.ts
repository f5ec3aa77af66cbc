// What POST /api/login accepts: the login form's own submission (form-encoded, before JavaScript has loaded) or JSON
// from the hydrated form. Both carry username, password and redirectTo (checked by safeRedirectTo: same-site only).
import { z } from 'zod'
import { safeRedirectTo } from '#content/redirect-to.ts'
import { readTextCapped } from './http.ts'

const MAX_BODY_BYTES = 16 * 1024

export const LoginInputSchema = z.object({
  username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is longer than 200 characters'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(500, 'is longer than 500 characters'),
  redirectTo: z
    .string()
    .optional()
    .transform((v) => safeRedirectTo(v)),
})
export type LoginInput = z.output<typeof LoginInputSchema>

export type LoginBody =
  { ok: true; mode: 'form' | 'json'; fields: unknown } | { ok: false; status: 400 | 413 | 415; error: string }

const isForm = (type: string) =>
  type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')

/** The request body as plain fields, and whether the answer should be a redirect (form) or JSON. */
export async function readLoginBody(request: Request): Promise<LoginBody> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const json = type.startsWith('application/json')
  if (!json && !isForm(type)) return { ok: false, status: 415, error: 'Send the login as a form or as JSON' }
  const raw = await readTextCapped(request, MAX_BODY_BYTES)
  if (raw === undefined) return { ok: false, status: 413, error: `The body is larger than ${MAX_BODY_BYTES} bytes` }
  if (json) {
    try {
      return { ok: true, mode: 'json', fields: JSON.parse(raw) }
    } catch {
      return { ok: false, status: 400, error: 'The body is not valid JSON' }
    }
  }
  const form = await new Request('http://form.local', { method: 'POST', headers: { 'content-type': type }, body: raw })
    .formData()
    .catch(() => undefined)
  if (!form) return { ok: false, status: 400, error: 'The form body cannot be read' }
  const fields: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value
  return { ok: true, mode: 'form', fields }
}
