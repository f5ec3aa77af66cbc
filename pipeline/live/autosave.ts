// WordPress' "Preview changes" of an item: the editor's autosave — title, content, excerpt and, through the
// companion plugin, the field data — laid over the item the CMS answers, before the item goes through the pipeline's
// schemas (live-entity.ts). The published item, its lists and the build never see the autosave; only the preview does.
import { z } from 'zod'

/**
 * The REST base of each type the site renders (live-entity.ts's LIVE_TYPES): where `/wp/v2/{base}/{id}/autosaves`
 * lives. No import of live-entity.ts: the share-link function uses this module without the snapshot.
 */
export const LIVE_REST_BASES: Readonly<Record<string, string>> = {
  article: 'articles',
  post: 'posts',
  page: 'pages',
  lesson: 'academy',
  event: 'events',
  partner: 'partners',
  product: 'products',
  clinic: 'clinics',
  vet: 'vets',
  'guest-author': 'guest-authors',
}

const Rendered = z.looseObject({ rendered: z.string() })

/** One autosave as `GET /wp/v2/{base}/{id}/autosaves` answers it (a revision of the item). */
export const AutosaveSchema = z.looseObject({
  id: z.number().int().positive(),
  parent: z.number().int().positive(),
  author: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  modified_gmt: z.string(),
  title: Rendered.optional(),
  content: Rendered.optional(),
  excerpt: Rendered.optional(),
  extra_fields: z.unknown().optional(),
  content_block_rows: z.unknown().optional(),
})
export type Autosave = z.infer<typeof AutosaveSchema>

const ItemHead = z.looseObject({ id: z.number().int(), modified_gmt: z.string().optional() })

/**
 * The autosave "Preview changes" shows, as WordPress' own preview does: the editor's own when there is one, else the
 * newest; and only when it is not older than the item (an Update after it made it stale). Entries that are no autosave
 * of this item are skipped, never trusted.
 */
export function pickAutosave(item: unknown, list: unknown, editorId?: number): Autosave | undefined {
  const head = ItemHead.safeParse(item)
  if (!head.success || !Array.isArray(list)) return undefined
  const autosaves = list
    .map((entry) => AutosaveSchema.safeParse(entry))
    .flatMap((r) => (r.success && r.data.parent === head.data.id ? [r.data] : []))
    .filter((a) => !head.data.modified_gmt || a.modified_gmt >= head.data.modified_gmt)
    .sort((a, b) => b.modified_gmt.localeCompare(a.modified_gmt))
  return autosaves.find((a) => editorId !== undefined && a.author === editorId) ?? autosaves[0]
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The item's SEO head with the breadcrumb trail's last crumb — the item itself, the one without a link, as Yoast and
 * the plugin make it — named by `title`; the head as it is when it has no such trail.
 */
function headWithTitle(head: unknown, title: string): unknown {
  if (!isRecord(head) || !isRecord(head.schema) || !Array.isArray(head.schema['@graph'])) return head
  const graph = head.schema['@graph'].map((node: unknown) => {
    if (!isRecord(node) || !Array.isArray(node.itemListElement)) return node
    const type = node['@type']
    if (!(Array.isArray(type) ? type.includes('BreadcrumbList') : type === 'BreadcrumbList')) return node
    const items: unknown[] = node.itemListElement
    const positions = items.map((crumb) => (isRecord(crumb) && typeof crumb.position === 'number' ? crumb.position : 0))
    const last = positions.indexOf(Math.max(...positions))
    const crumb = items[last]
    if (!isRecord(crumb) || crumb.item) return node
    return { ...node, itemListElement: items.map((c, i) => (i === last ? { ...crumb, name: title } : c)) }
  })
  return { ...head, schema: { ...head.schema, '@graph': graph } }
}

/**
 * The item with the autosave's title, content, excerpt and field data; what the autosave does not carry stays. The
 * breadcrumb names the item by the autosave's title, as the page's heading does.
 */
export function withAutosave(item: unknown, autosave: Autosave | undefined): unknown {
  if (!autosave || typeof item !== 'object' || item === null) return item
  const record: Record<string, unknown> = { ...item }
  for (const key of ['title', 'content', 'excerpt'] as const) {
    const value = autosave[key]
    const current = record[key]
    if (value) record[key] = { ...(typeof current === 'object' && current !== null ? current : {}), ...value }
  }
  if (autosave.title && 'yoast_head_json' in record)
    record.yoast_head_json = headWithTitle(record.yoast_head_json, autosave.title.rendered)
  if (autosave.extra_fields !== undefined && autosave.extra_fields !== null) record.extra_fields = autosave.extra_fields
  if (autosave.content_block_rows !== undefined) record.content_block_rows = autosave.content_block_rows
  record.modified_gmt = autosave.modified_gmt
  return record
}

/** The editor's user id from a JWT of the "JWT Authentication for WP REST API" plugin (`data.user.id`), if readable. */
export function tokenUserId(token: string): number | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const parsed = z
      .looseObject({ data: z.looseObject({ user: z.looseObject({ id: z.union([z.string(), z.number()]) }) }) })
      .safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    const id = parsed.success ? Number(parsed.data.data.user.id) : NaN
    return Number.isInteger(id) ? id : undefined
  } catch {
    return undefined
  }
}
