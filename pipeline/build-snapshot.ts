// Raw CMS content in, snapshot out: normalize every entity, then derive the route table and the lists.
import type { Entities, Snapshot, SiteData } from '#lib/model/snapshot.ts'
import { SNAPSHOT_SCHEMA_VERSION } from '#lib/model/snapshot.ts'
import type { RawContent } from './fetch/sources.ts'
import type { NormalizeContext } from './normalize/context.ts'
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
} from './normalize/entities.ts'
import { normalizeGuestAuthor, normalizeTerm, normalizeUser } from './normalize/people-terms.ts'
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
  // Each item's old permalinks (decision 030), kept before the raw answers are consumed.
  const history = collectOldLinks([
    { table: 'articles', entity: 'articles', items: raw.articles },
    { table: 'posts', entity: 'posts', items: raw.posts },
    { table: 'lessons', entity: 'academy', items: raw.lessons },
    { table: 'events', entity: 'events', items: raw.events },
    { table: 'pages', entity: 'pages', items: pages.values() },
    { table: 'partners', entity: 'partners', items: raw.partners },
    { table: 'products', entity: 'products', items: raw.products },
    { table: 'clinics', entity: 'clinics', items: raw.clinics },
    { table: 'vets', entity: 'vets', items: raw.vets },
    { table: 'terms', entity: 'terms', items: terms },
    // Authors: WordPress users (the plugin records a credited user's renamed nicename) and guest authors (posts of
    // their own type), keyed in the authors table as normalizeUser and normalizeGuestAuthor key them.
    { table: 'authors', entity: 'users', items: raw.users, key: (id) => `user:${id}` },
    { table: 'authors', entity: 'guest-authors', items: raw.guestAuthors, key: (id) => `guest:${id}` },
  ])

  // The big tables are consumed: each raw item is dropped once normalized, so the two never coexist in memory.
  const entities: Entities = {
    articles: byId(consume(raw.articles, (a) => reuse.normalize('articles', a.id, () => normalizeArticle(a, ctx)))),
    posts: byId(raw.posts.map((p) => reuse.normalize('posts', p.id, () => normalizeNewsPost(p, ctx)))),
    lessons: byId(raw.lessons.map((l) => reuse.normalize('lessons', l.id, () => normalizeLesson(l, ctx)))),
    events: byId(raw.events.map((e) => reuse.normalize('events', e.id, () => normalizeEvent(e, ctx)))),
    pages: byId([...pages.values()].map((p) => reuse.normalize('pages', p.id, () => normalizePage(p, ctx)))),
    partners: byId(
      raw.partners.map((p) =>
        reuse.normalize('partners', p.id, () => normalizePartner(p, ctx, productsByPartner.get(p.id) ?? [])),
      ),
    ),
    products: byId(raw.products.map((p) => reuse.normalize('products', p.id, () => normalizeProduct(p, ctx)))),
    clinics: byId(
      raw.clinics.map((c) =>
        reuse.normalize('clinics', c.id, () => normalizeClinic(c, ctx, vetsByClinic.get(c.id) ?? [])),
      ),
    ),
    vets: byId(consume(raw.vets, (v) => reuse.normalize('vets', v.id, () => normalizeVet(v, ctx)))),
    authors: Object.fromEntries(
      [
        ...raw.users.map((u) => normalizeUser(u, ctx)),
        ...raw.guestAuthors.map((g) => normalizeGuestAuthor(g, ctx)),
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
