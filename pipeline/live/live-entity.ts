// One entity fetched live for an editor (a private item, a draft), through the pipeline's own zod schemas and
// normalizers, laid over the build's snapshot: the result is the snapshot the prerender would have read had the item
// been published, so every page renders it with its usual +data and components (docs/decisions/010-editors.md).
import { z } from 'zod'
import * as wp from '../schemas/wp/index.ts'
import type { Route, Snapshot } from '#lib/model/snapshot.ts'
import type { NormalizeContext } from '../normalize/context.ts'
import {
  normalizeArticle,
  normalizeClinic,
  normalizeEvent,
  normalizeLesson,
  normalizeNewsPost,
  normalizePage,
  normalizePartner,
  normalizeProduct,
  normalizeVet,
} from '../normalize/entities.ts'
import { normalizeGuestAuthor } from '../normalize/people-terms.ts'
import { createUrlContext } from '../normalize/urls.ts'
import { BuildReport } from '../report.ts'
import { overlayStore, type LiveOverlay } from '../snapshot/overlay-store.ts'
import type { SiteStore } from '../snapshot/store.ts'
import { storedFrom, type StoredSnapshot } from '../snapshot/stored.ts'

/** The WordPress post types the site renders, each with the family prefix of its URL. */
export const LIVE_TYPES = {
  article: '/kennisbank/',
  post: '/',
  page: '/',
  lesson: '/academy/',
  event: '/event/',
  partner: '/partners/',
  product: '/partners/',
  clinic: '/finder/klinieken/',
  vet: '/finder/dierenarts/',
  'guest-author': '/auteurs/',
} as const
export type LiveType = keyof typeof LIVE_TYPES

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
  const parse = <T extends z.ZodType>(schema: T) => schema.safeParse(raw)
  const done = (table: Normalized['table'], entity: Normalized['entity'] & { id: number }, kind: Route['kind']) => ({
    ok: true as const,
    value: { table, key: entity.id, entity, route: { kind, id: entity.id } },
  })
  const fail = (error: z.ZodError) => ({ ok: false as const, problems: problemsOf(error) })
  switch (type) {
    case 'article': {
      const r = parse(wp.WpArticleSchema)
      return r.success ? done('articles', normalizeArticle(r.data, ctx), 'article') : fail(r.error)
    }
    case 'post': {
      const r = parse(wp.WpNewsPostSchema)
      return r.success ? done('posts', normalizeNewsPost(r.data, ctx), 'post') : fail(r.error)
    }
    case 'page': {
      const r = parse(wp.WpPageSchema)
      return r.success ? done('pages', normalizePage(r.data, ctx), 'page') : fail(r.error)
    }
    case 'lesson': {
      const r = parse(wp.WpLessonSchema)
      return r.success ? done('lessons', normalizeLesson(r.data, ctx), 'lesson') : fail(r.error)
    }
    case 'event': {
      const r = parse(wp.WpEventSchema)
      return r.success ? done('events', normalizeEvent(r.data, ctx), 'event') : fail(r.error)
    }
    case 'product': {
      const r = parse(wp.WpProductSchema)
      return r.success ? done('products', normalizeProduct(r.data, ctx), 'product') : fail(r.error)
    }
    case 'vet': {
      const r = parse(wp.WpVetSchema)
      return r.success ? done('vets', normalizeVet(r.data, ctx), 'vet') : fail(r.error)
    }
    case 'partner': {
      const r = parse(wp.WpPartnerSchema)
      if (!r.success) return fail(r.error)
      const products = [...s.tables.products.values()].filter((p) => p.partnerId === r.data.id).map((p) => p.id)
      return done('partners', normalizePartner(r.data, ctx, products), 'partner')
    }
    case 'clinic': {
      const r = parse(wp.WpClinicSchema)
      if (!r.success) return fail(r.error)
      const vets = [...s.tables.vets.values()].filter((v) => v.clinicIds.includes(r.data.id)).map((v) => v.id)
      return done('clinics', normalizeClinic(r.data, ctx, vets), 'clinic')
    }
    case 'guest-author': {
      const r = parse(wp.WpGuestAuthorSchema)
      if (!r.success) return fail(r.error)
      const author = normalizeGuestAuthor(r.data, ctx)
      return {
        ok: true,
        value: { table: 'authors', key: author.key, entity: author, route: { kind: 'author', key: author.key } },
      }
    }
  }
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
