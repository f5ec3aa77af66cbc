// Raw CMS content in, snapshot out: normalize every entity, then derive the route table and the lists.
import type { Entities, Snapshot, SiteData } from '#lib/model/snapshot.ts'
import { SNAPSHOT_SCHEMA_VERSION } from '#lib/model/snapshot.ts'
import type { RawContent } from './fetch/sources.ts'
import type { NormalizeContext } from './normalize/context.ts'
import { normalizePostType, type Related } from './normalize/post-types.ts'
import { normalizeTerm, normalizeUser } from './normalize/people-terms.ts'
import { POST_TYPE_NAMES, POST_TYPES, REST_BASES, type IncrementalPostType } from '#lib/model/post-types.ts'
import { normalizeMenus, normalizeRedirects, normalizeSettings } from './normalize/site.ts'
import { buildRoutes } from './derive/routes.ts'
import { reportDeadLinks } from './normalize/dead-links.ts'
import { buildLists } from './derive/lists.ts'
import { collectOldLinks, movedRedirects } from './derive/old-paths.ts'
import { hashSnapshot } from './snapshot/hash.ts'
import { amsterdamNow } from '#lib/format/dates.ts'
import { NO_REUSE, type SnapshotReuse } from './incremental/reuse.ts'

/** Maps and empties `items` (front to back, so raw objects become garbage as we go). */
function consume<T, U>(items: T[], fn: (item: T) => U): U[] {
  const out: U[] = []
  for (let i = 0; i < items.length; i++) {
    out.push(fn(items[i] as T))
    ;(items as (T | undefined)[])[i] = undefined
  }
  items.length = 0
  return out
}

const byId = <T extends { id: number }>(items: T[]): Record<number, T> =>
  Object.fromEntries(items.map((i) => [i.id, i]))

/** `now` is the Dutch wall-clock time that splits coming from past events (default: `fetchedAt`). */
/** Note: empties `raw.articles` and `raw.vets` while it works. `reuse`: an incremental run's (pipeline/incremental/reuse.ts)
 *  gives back the previous snapshot's entity for an item nothing changed for. */
export function buildSnapshot(
  raw: RawContent,
  ctx: NormalizeContext,
  fetchedAt: string,
  now = amsterdamNow(new Date(fetchedAt)),
  reuse: SnapshotReuse = NO_REUSE,
): Snapshot {
  const productsByPartner = new Map<number, number[]>()
  for (const p of raw.products)
    productsByPartner.set(p.extra_fields.partner, [...(productsByPartner.get(p.extra_fields.partner) ?? []), p.id])
  const vetsByClinic = new Map<number, number[]>()
  for (const v of raw.vets)
    for (const c of v.extra_fields.clinics) vetsByClinic.set(c, [...(vetsByClinic.get(c) ?? []), v.id])

  // The singleton pages may be missing from the page list (e.g. a private 404 page): add them.
  const pages = new Map(raw.pages.map((p) => [p.id, p]))
  for (const p of [raw.frontpage, raw.notFound, raw.postsPage, raw.partnersPage])
    if (p && !pages.has(p.id)) pages.set(p.id, p)

  const terms = [
    raw.categories,
    raw.tags,
    raw.kbCategories,
    raw.contentTypes,
    raw.partnerTypes,
    raw.expertises,
    raw.services,
    raw.specialisations,
    raw.recognitions,
    raw.finderLabels,
    raw.finderIssues,
  ].flat()
  // The post types with a table of their own (lib/model/post-types.ts), each with its raw items.
  const incremental = POST_TYPE_NAMES.filter((t): t is IncrementalPostType => POST_TYPES[t].fetch === 'incremental')
  const itemsOf = (type: IncrementalPostType): { id: number }[] =>
    type === 'page' ? [...pages.values()] : raw[POST_TYPES[type].collection]
  // Each item's old permalinks (decision 030), kept before the raw answers are consumed.
  const history = collectOldLinks([
    ...incremental.map((type) => ({ table: POST_TYPES[type].table, entity: REST_BASES[type], items: itemsOf(type) })),
    { table: 'terms', entity: 'terms', items: terms },
    // Authors: WordPress users (the plugin records a credited user's renamed nicename) and guest authors (posts of
    // their own type), keyed in the authors table as normalizeUser and normalizeGuestAuthor key them.
    { table: 'authors', entity: 'users', items: raw.users, key: (id) => `user:${id}` },
    { table: 'authors', entity: REST_BASES['guest-author'], items: raw.guestAuthors, key: (id) => `guest:${id}` },
  ])

  // Every post type with a table of its own (lib/model/post-types.ts), normalized through its normalizer
  // (normalize/post-types.ts). The big tables are consumed: each raw item is dropped once normalized, so the two
  // never coexist in memory.
  const related: Related = {
    productsOf: (partnerId) => productsByPartner.get(partnerId) ?? [],
    vetsOf: (clinicId) => vetsByClinic.get(clinicId) ?? [],
  }
  const CONSUMED = new Set<string>(['articles', 'vets'])
  const postTable = (type: IncrementalPostType) => {
    const { table } = POST_TYPES[type]
    // `itemsOf(type)` holds what the type's schema parsed; TypeScript cannot pair a collection with its type here.
    const one = (item: { id: number }) =>
      reuse.normalize(table, item.id, () => normalizePostType(type, item as never, ctx, related))
    const items = itemsOf(type)
    return [table, byId(CONSUMED.has(table) ? consume(items, one) : items.map(one))] as const
  }
  const entities: Entities = {
    ...(Object.fromEntries(incremental.map(postTable)) as Omit<Entities, 'authors' | 'terms'>),
    authors: Object.fromEntries(
      [
        ...raw.users.map((u) => normalizeUser(u, ctx)),
        ...raw.guestAuthors.map((g) => normalizePostType('guest-author', g, ctx, related)),
      ].map((a) => [a.key, a]),
    ),
    terms: byId(terms.map((t) => normalizeTerm(t, ctx))),
  }
  const site: SiteData = {
    settings: normalizeSettings(raw.settings, ctx),
    menus: normalizeMenus(raw.menus, ctx),
    redirects: normalizeRedirects(raw.redirects ?? [], ctx),
    frontpageId: raw.frontpage.id,
    ...(raw.postsPage ? { postsPageId: raw.postsPage.id } : {}),
    ...(raw.partnersPage ? { partnersPageId: raw.partnersPage.id } : {}),
    notFoundPageId: raw.notFound.id,
    popularArticleIds: (raw.popular ?? []).map((c) => c.id).filter((id) => entities.articles[id]),
  }
  const counts = Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, Object.keys(v).length]))
  const lists = buildLists(entities, now)
  const routes = buildRoutes(entities, site, ctx.report, lists)
  const moved = movedRedirects(history, entities, routes, site.redirects, ctx.urls, ctx.report)
  if (moved.length) site.moved = moved
  // An old path that 301s to its item's page is no dead link.
  reportDeadLinks(entities, routes, [...site.redirects, ...moved], ctx.report)
  const { hashes, contentHash } = hashSnapshot(entities, site, reuse.knownHash)
  return {
    manifest: { schemaVersion: SNAPSHOT_SCHEMA_VERSION, cmsUrl: ctx.cmsUrl, fetchedAt, counts, hashes, contentHash },
    site,
    entities,
    routes,
    lists,
  }
}
