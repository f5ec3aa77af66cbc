// What the sitemap needs to know of a route: its robots directive and when its content last changed (a list page
// changes when its newest item does).
import type { Route, Snapshot } from '../../pipeline/model/snapshot.ts'
import type { Seo } from '../../pipeline/model/types.ts'

export type RouteInfo = { robots: string; lastmod?: string }

type Dated = { modified: string; seo: Seo }
type Stamp = { ms: number; w3c: string }

/** Yoast's modified time carries its offset; the entity's `modified` is CMS-local time, so only its date is used. */
function stampOf(e: Dated | undefined): Stamp | undefined {
  if (!e) return undefined
  const exact = e.seo.modifiedTime && Date.parse(e.seo.modifiedTime)
  if (exact && e.seo.modifiedTime) return { ms: exact, w3c: e.seo.modifiedTime }
  const ms = Date.parse(e.modified)
  return Number.isNaN(ms) ? undefined : { ms, w3c: e.modified.slice(0, 10) }
}

const newest = (stamps: (Stamp | undefined)[]): Stamp | undefined =>
  stamps.reduce<Stamp | undefined>((best, s) => (s && (!best || s.ms > best.ms) ? s : best), undefined)

/** A list item's stamp, once per snapshot: list routes share their items, and the big tables are read from disk on
 *  demand (decision 018), so each is read once rather than once per list that holds it. */
const itemStamps = new WeakMap<Snapshot, Map<number, Stamp | undefined>>()

export function routeInfo(s: Snapshot, path: string, route: Route): RouteInfo {
  const e = s.entities
  const item = (id: number): Dated | undefined => e.articles[id] ?? e.posts[id] ?? e.lessons[id] ?? e.events[id] ?? e.partners[id]
  let stamps = itemStamps.get(s)
  if (!stamps) itemStamps.set(s, (stamps = new Map()))
  const memo = stamps
  const itemStamp = (id: number): Stamp | undefined => {
    if (memo.has(id)) return memo.get(id)
    const stamp = stampOf(item(id))
    memo.set(id, stamp)
    return stamp
  }
  const items = (ids: number[] | undefined) => (ids ?? []).map(itemStamp)
  const page = route.id !== undefined ? e.pages[route.id] : undefined
  const info = (seo: Seo | undefined, stamps: (Stamp | undefined)[] = []): RouteInfo => {
    const lastmod = newest(stamps)?.w3c
    return { robots: seo?.robots ?? 'index, follow', ...(lastmod ? { lastmod } : {}) }
  }
  const id = route.id ?? -1
  switch (route.kind) {
    case 'article': return info(e.articles[id]?.seo, [stampOf(e.articles[id])])
    case 'post': return info(e.posts[id]?.seo, [stampOf(e.posts[id])])
    case 'lesson': return info(e.lessons[id]?.seo, [stampOf(e.lessons[id])])
    case 'event': return info(e.events[id]?.seo, [stampOf(e.events[id])])
    case 'partner': return info(e.partners[id]?.seo, [stampOf(e.partners[id])])
    case 'product': return info(e.products[id]?.seo, [stampOf(e.products[id])])
    case 'clinic': return info(e.clinics[id]?.seo, [stampOf(e.clinics[id])])
    case 'vet': return info(e.vets[id]?.seo, [stampOf(e.vets[id])])
    case 'home':
    case 'page': return info(page?.seo, [stampOf(page)])
    case 'author': return info(e.authors[route.key ?? '']?.seo, items(s.lists.byAuthor[route.key ?? '']))
    case 'kb-category':
    case 'category':
    case 'tag': return info(e.terms[id]?.seo, items(s.lists.byTerm[id]))
    case 'kennisbank': return info(page?.seo, [stampOf(page), ...items(s.lists.articles)])
    case 'nieuws': return info(page?.seo, [stampOf(page), ...items(s.lists.news)])
    case 'academy': return info(page?.seo, [stampOf(page), ...items(s.lists.lessons)])
    case 'events': return info(page?.seo, [stampOf(page), ...items([...s.lists.eventsComing, ...s.lists.eventsPast])])
    case 'partners': return info(page?.seo, [stampOf(page), ...items(s.lists.partners)])
    case 'finder': return path === '/finder/' ? info(page?.seo, [stampOf(page)]) : info(e.terms[id]?.seo)
    case 'auteurs':
    case 'zoeken':
    case 'login':
    case 'styleguide': return info(page?.seo, [stampOf(page)])
  }
}
