// The body of a post edit, validated like WordPress' REST argument schema: each field has a type, a bad one is a
// 400 `rest_invalid_param` naming it. Unknown fields are ignored, as WordPress does. JSON or form-encoded bodies.
import { z } from 'zod'
import { isRecord } from '../store/files.ts'
import type { PostCollection } from '../store/collections.ts'
import { paramToLocal } from '../store/dates.ts'
import { invalidParam, WpError } from '../server/http.ts'

export const EDIT_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const

/** A text field: a string, or `{ raw }` as the block editor sends it. */
const text = z.union([z.string(), z.object({ raw: z.string() }).transform((v) => v.raw)])
const id = z.union([z.number().int().min(0), z.string().regex(/^\d+$/).transform(Number)])
const ids = z.union([id.transform((n) => [n]), z.array(id), z.literal('').transform(() => [])])
const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
const date = z
  .string()
  .transform((v, ctx) => paramToLocal(v) ?? (ctx.addIssue({ code: 'custom', message: 'Invalid date.' }), z.NEVER))
const group = z.record(z.string(), z.unknown())

const FIELDS = {
  title: text,
  content: text,
  excerpt: text,
  status: z.enum(EDIT_STATUSES),
  slug: z.string(),
  date,
  author: id,
  featured_media: id,
  parent: id,
  menu_order: z.union([
    z.number().int(),
    z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number),
  ]),
  sticky: bool,
  password: z.string(),
  extra_fields: group,
  acf: group,
  meta: group,
  content_block_rows: z.unknown(),
}

type Fields = typeof FIELDS
export type PostPatch = { [K in keyof Fields]?: z.output<Fields[K]> } & { terms: Record<string, number[]> }

function detail(issue: z.core.$ZodIssue | undefined, field: string): { message: string; code: string } {
  if (issue?.code === 'invalid_value')
    return { message: `${field} is not one of ${issue.values.map(String).join(', ')}.`, code: 'rest_not_in_enum' }
  if (issue?.code === 'custom') return { message: issue.message, code: 'rest_invalid_date' }
  return { message: `${field} is not of the expected type.`, code: 'rest_invalid_type' }
}

/** The fields of the body this post type knows, parsed; the first bad one is a 400 naming it. */
export function parsePostPatch(body: unknown, collection: PostCollection): PostPatch {
  if (body !== undefined && !isRecord(body))
    throw new WpError(400, 'rest_invalid_json', 'The request body must be a JSON object.')
  const input = body ?? {}
  const patch: PostPatch = { terms: {} }
  for (const [name, schema] of Object.entries(FIELDS)) {
    if (!(name in input)) continue
    const parsed = schema.safeParse(input[name])
    if (!parsed.success) {
      const { message, code } = detail(parsed.error.issues[0], name)
      throw invalidParam(name, message, code)
    }
    Object.assign(patch, { [name]: parsed.data })
  }
  for (const taxonomy of collection.taxonomies) {
    if (!(taxonomy in input)) continue
    const parsed = ids.safeParse(input[taxonomy])
    if (!parsed.success) throw invalidParam(taxonomy, `${taxonomy}[0] is not of type integer.`)
    patch.terms[taxonomy] = parsed.data
  }
  return patch
}

/** `force` from the query or the body: true, 1, "true" or "1". */
export function forceParam(query: string | undefined, body: unknown): boolean {
  const value = query ?? (isRecord(body) ? body.force : undefined)
  const parsed = bool.optional().safeParse(value)
  if (!parsed.success) throw invalidParam('force', 'force is not of type boolean.')
  return parsed.data ?? false
}
