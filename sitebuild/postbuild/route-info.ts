// What the sitemap needs to know of a route: its robots directive and when its content last changed (a list page
// changes when its newest item does).
import type { Route, Snapshot } from '#lib/model/snapshot.ts'
import type { StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import { EntityFacts, type EntityTableName, type Facts, type Stamp } from './entity-facts.ts'

export type RouteInfo = { robots: string; lastmod?: string }

const newest = (stamps: (Stamp | undefined)[]): Stamp | undefined =>
  stamps.reduce<Stamp | undefined>((best, s) => (s && (!best || s.ms > best.ms) ? s : best), undefined)

/** A list item's stamp, once per snapshot: list routes share their items. */
const itemStamps = new WeakMap<Snapshot | StoredSnapshot, Map<number, Stamp | undefined>>()

/**
 * `facts`: what the postbuild knows of each entity by its content hash (entity-facts.ts): only entities it does not
 * know are read from the snapshot (default: a fresh one, which reads each entity once).
 */
export function routeInfo(
  s: Snapshot | StoredSnapshot,
  path: string,
  route: Route,
  facts: EntityFacts = new EntityFacts(s),
): RouteInfo {
  const f = (table: EntityTableName, id: string | number | undefined) =>
    id === undefined ? undefined : facts.get(table, id)
  const item = (id: number): Facts | undefined =>
    f('articles', id) ?? f('posts', id) ?? f('lessons', id) ?? f('events', id) ?? f('partners', id)
  let stamps = itemStamps.get(s)
  if (!stamps) itemStamps.set(s, (stamps = new Map()))
  const memo = stamps
  const itemStamp = (id: number): Stamp | undefined => {
    if (memo.has(id)) return memo.get(id)
    const stamp = item(id)?.stamp
    memo.set(id, stamp)
    return stamp
  }
  const items = (ids: number[] | undefined) => (ids ?? []).map(itemStamp)
  const page = f('pages', route.id)
  const info = (of: Facts | undefined, stamps: (Stamp | undefined)[] = []): RouteInfo => {
    const lastmod = newest(stamps)?.w3c
    return { robots: of?.robots ?? 'index, follow', ...(lastmod ? { lastmod } : {}) }
  }
  const one = (table: EntityTableName, id: string | number | undefined): RouteInfo => {
    const of = f(table, id)
    return info(of, [of?.stamp])
  }
  const id = route.id ?? -1
  switch (route.kind) {
    case 'article':
      return one('articles', id)
    case 'post':
      return one('posts', id)
    case 'lesson':
      return one('lessons', id)
    case 'event':
      return one('events', id)
    case 'partner':
      return one('partners', id)
    case 'product':
      return one('products', id)
    case 'clinic':
      return one('clinics', id)
    case 'vet':
      return one('vets', id)
    case 'home':
    case 'page':
      return info(page, [page?.stamp])
    case 'author':
      return info(f('authors', route.key ?? ''), items(s.lists.byAuthor[route.key ?? '']))
    case 'kb-category':
    case 'category':
    case 'tag':
      return info(f('terms', id), items(s.lists.byTerm[id]))
    case 'kennisbank':
      return info(page, [page?.stamp, ...items(s.lists.articles)])
    case 'nieuws':
      return info(page, [page?.stamp, ...items(s.lists.news)])
    case 'academy':
      return info(page, [page?.stamp, ...items(s.lists.lessons)])
    case 'events':
      return info(page, [page?.stamp, ...items([...s.lists.eventsComing, ...s.lists.eventsPast])])
    case 'partners':
      return info(page, [page?.stamp, ...items(s.lists.partners)])
    case 'finder':
      return path === '/finder/' ? info(page, [page?.stamp]) : info(f('terms', id))
    case 'auteurs':
    case 'zoeken':
    case 'login':
    case 'styleguide':
      return info(page, [page?.stamp])
  }
}
