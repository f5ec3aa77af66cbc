// One entity fetched live for an editor (a private item, a draft), through the pipeline's own zod schemas and
// normalizers, laid over the build's snapshot: the result is the snapshot the prerender would have read had the item
// been published, so every page renders it with its usual +data and components (docs/decisions/010-editors.md).
import { z } from 'zod'
import * as wp from '../schemas/wp/index.ts'
import type { Route, Snapshot } from '#lib/model/snapshot.ts'
import { POST_TYPES, PREVIEW_PREFIXES, type PostType } from '#lib/model/post-types.ts'
import type { NormalizeContext } from '../normalize/context.ts'
import { normalizePostType, parsePostType, type Related } from '../normalize/post-types.ts'
import { createUrlContext } from '../normalize/urls.ts'
import { BuildReport } from '../report.ts'
import { overlayStore, type LiveOverlay } from '../snapshot/overlay-store.ts'
import type { SiteStore } from '../snapshot/store.ts'
import { storedFrom, type StoredSnapshot } from '../snapshot/stored.ts'

/**
 * The WordPress post types the site renders, each with the family prefix of its URL: the content model's manifest
 * (lib/model/post-types.ts).
 */
export const LIVE_TYPES = PREVIEW_PREFIXES
export type LiveType = PostType

const HeadSchema = z.looseObject({
  id: z.number().int().positive(),
  type: z.enum(Object.keys(LIVE_TYPES) as [LiveType, ...LiveType[]], {
    error: (i) => `is "${String(i.input)}", not a content type the site renders`,
  }),
  slug: z.string().default(''),
  generated_slug: z.string().optional(),
  extra_fields: z.unknown().optional(),
  _embedded: z.looseObject({ 'wp:featuredmedia': z.array(z.unknown()).optional() }).optional(),
})

export type LiveProblem = { path: string; message: string }
export type LiveResult =
  | {
      ok: true
      /** The live entity and its route, to lay in front of the build's store (`storeWith`). */
      overlay: LiveOverlay
      path: string
      route: Route
      type: LiveType
      title: string
      warnings: LiveProblem[]
    }
  | { ok: false; type?: string; id?: number; problems: LiveProblem[] }

const problemsOf = (error: z.ZodError): LiveProblem[] =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message }))

type Normalized = {
  table: keyof Snapshot['entities']
  key: number | string
  entity: { path: string; title?: string; name?: string }
  route: Route
}

/** The raw item validated by its type's schema and normalized; the snapshot supplies the relations the list fetch would. */
function normalize(
  type: LiveType,
  raw: unknown,
  ctx: NormalizeContext,
  s: StoredSnapshot,
): { ok: true; value: Normalized } | { ok: false; problems: LiveProblem[] } {
  const parsed = parsePostType(type, raw)
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) }
  const related: Related = {
    productsOf: (partnerId) =>
      [...s.tables.products.values()].filter((p) => p.partnerId === partnerId).map((p) => p.id),
    vetsOf: (clinicId) => [...s.tables.vets.values()].filter((v) => v.clinicIds.includes(clinicId)).map((v) => v.id),
  }
  const entity: Normalized['entity'] & { id: number; key?: string } = normalizePostType(type, parsed.data, ctx, related)
  const { table, kind } = POST_TYPES[type]
  // The authors table is keyed by `key` (a guest author's is `guest:<id>`), every other table by id.
  const route: Route = entity.key !== undefined ? { kind, key: entity.key } : { kind, id: entity.id }
  return { ok: true, value: { table, key: entity.key ?? entity.id, entity, route } }
}

/** Where the item renders: its own path when that is a clean path of its family, else the family prefix + slug. */
function renderPath(
  type: LiveType,
  entityPath: string,
  slug: string,
  id: number,
  s: StoredSnapshot,
  raw: { extra_fields?: unknown },
  route: Route,
): string {
  let prefix: string = LIVE_TYPES[type]
  if (type === 'product') {
    const partnerId = z.object({ partner: z.number() }).safeParse(raw.extra_fields)
    const partner = partnerId.success ? s.tables.partners.get(partnerId.data.partner) : undefined
    prefix = `/partners/${partner?.slug ?? 'partner'}/`
  }
  const clean =
    /^\/[^?#]*\/$/.test(entityPath) && entityPath.startsWith(prefix) && entityPath !== prefix && entityPath !== '/'
  const taken = (path: string) => {
    const existing = s.routes[path]
    return (
      existing !== undefined && (existing.kind !== route.kind || existing.id !== route.id || existing.key !== route.key)
    )
  }
  if (clean && !taken(entityPath)) return entityPath
  const bySlug = `${prefix}${slug}/`
  return slug && !taken(bySlug) ? bySlug : `${prefix}concept-${id}/`
}

export type LiveOptions = { cmsApiUrl: string; siteUrl: string; cmsExtraOrigins?: string[] }

/** A CMS item (a get-entity-by-slug or get-draft-entity-by-id answer) laid over `s`, or what is wrong with it. */
export function overlayLiveEntity(snapshot: Snapshot | StoredSnapshot, raw: unknown, options: LiveOptions): LiveResult {
  const s = storedFrom(snapshot)
  const head = HeadSchema.safeParse(raw)
  if (!head.success) return { ok: false, problems: problemsOf(head.error) }
  const { id, type, slug } = head.data
  const media = new Map<number, z.infer<typeof wp.WpMediaSchema>>()
  for (const item of head.data._embedded?.['wp:featuredmedia'] ?? []) {
    const parsed = wp.WpMediaSchema.safeParse(item)
    if (parsed.success) media.set(parsed.data.id, parsed.data)
  }
  const report = new BuildReport()
  const urls = createUrlContext({
    cmsOrigins: [new URL(options.cmsApiUrl).origin, ...(options.cmsExtraOrigins ?? [])],
    siteUrl: options.siteUrl,
  })
  const ctx: NormalizeContext = { urls, siteUrl: options.siteUrl, cmsUrl: options.cmsApiUrl, media, report }
  // WordPress gives a draft that was never published no slug (and a `?p=ID` link): it previews under a made-up one.
  const named = slug ? raw : { ...head.data, slug: head.data.generated_slug || `concept-${id}` }
  const normalized = normalize(type, named, ctx, s)
  if (!normalized.ok) return { ok: false, type, id, problems: normalized.problems }
  const { table, key, entity } = normalized.value
  const path = renderPath(
    type,
    entity.path,
    slug || head.data.generated_slug || '',
    id,
    s,
    head.data,
    normalized.value.route,
  )
  const placed = { ...entity, path }
  const warnings = report.entries.map((e) => ({ path: e.path, message: e.message }))
  return {
    ok: true,
    overlay: { table, key, entity: placed, path, route: normalized.value.route },
    path,
    route: normalized.value.route,
    type,
    title: entity.title ?? entity.name ?? '',
    warnings,
  }
}

/** The build's store with the live entity laid in front of it: what an editor's page renders from. */
export const storeWith = (base: SiteStore, live: Extract<LiveResult, { ok: true }>): SiteStore =>
  overlayStore(base, live.overlay)
