// WordPress collection semantics shared by every list: orderby/order, per_page/page/offset, X-WP-Total(Pages), Link.
import { LRUCache } from 'lru-cache'
import type { Obj } from '../store/store.ts'
import type { Ctx } from './context.ts'
import { WpError, invalidParam, reply, type Reply } from './http.ts'

export type OrderKey<T> = { get: (item: T) => string | number; text?: boolean }

export type ListOptions<T> = {
  /** The filtered items; called once per distinct query when a cache is given. */
  items: T[] | (() => T[])
  /** Keeps filtered-and-sorted results per query, so paging through a large collection sorts it once. */
  cache?: ListCache<T>
  keys: Record<string, OrderKey<T>>
  defaultOrderby: string
  defaultOrder: 'asc' | 'desc'
  idOf: (item: T) => number
  slugOf: (item: T) => string
  /** Post-type collections answer 400 for a page past the last; terms and users answer an empty list. */
  errorBeyondLast: boolean
  present: (item: T) => Obj
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true })

/** Sorts by one key, computing each item's key once; ties go by id in the same direction. */
function sortBy<T>(items: T[], key: OrderKey<T>, idOf: (t: T) => number, desc: boolean): T[] {
  const sign = desc ? -1 : 1
  const keyed = items.map((item) => ({ item, k: key.get(item), id: idOf(item) }))
  keyed.sort((a, b) => {
    let c: number
    if (typeof a.k === 'number' && typeof b.k === 'number') c = a.k - b.k
    else if (key.text) c = collator.compare(String(a.k), String(b.k))
    else c = String(a.k) < String(b.k) ? -1 : String(a.k) > String(b.k) ? 1 : 0
    return sign * (c || a.id - b.id)
  })
  return keyed.map((e) => e.item)
}

/** Parameters that select or order items; paging and presentation parameters are left out of the cache key. */
const PRESENTATION = new Set(['page', 'per_page', 'offset', '_embed', '_fields', '_envelope', '_jsonp', 'context'])

/** The sorted items of the last `size` distinct queries, least recently used out (lru-cache, as every cache here). */
export class ListCache<T> {
  readonly #entries: LRUCache<string, T[]>
  constructor(size = 64) {
    this.#entries = new LRUCache({ max: size })
  }

  get(ctx: Pick<Ctx, 'url' | 'user'>, scope: string, compute: () => T[]): T[] {
    const params = [...ctx.url.searchParams]
      .filter(([k]) => !PRESENTATION.has(k))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const key = `${scope}|${ctx.user ? 'user' : 'anon'}|${new URLSearchParams(params).toString()}`
    let hit = this.#entries.get(key)
    if (!hit) this.#entries.set(key, (hit = compute()))
    return hit
  }
}

function sorted<T>(ctx: Ctx, o: ListOptions<T>): T[] {
  const compute = () => sortItems(ctx, o, typeof o.items === 'function' ? o.items() : o.items)
  return o.cache ? o.cache.get(ctx, ctx.path, compute) : compute()
}

function sortItems<T>(ctx: Ctx, o: ListOptions<T>, items: T[]): T[] {
  const q = ctx.query
  const orderby = q.oneOf('orderby', [...Object.keys(o.keys), 'include', 'include_slugs'], o.defaultOrderby)
  const desc = q.oneOf('order', ['asc', 'desc'], o.defaultOrder) === 'desc'
  if (orderby === 'include' || orderby === 'include_slugs') {
    const wanted = orderby === 'include' ? q.ints('include')?.map(String) : q.list('slug')
    if (!wanted) {
      const param = orderby === 'include' ? 'include' : 'slug'
      throw new WpError(
        400,
        `rest_orderby_${orderby}_missing_${param}`,
        `You need to define ${param === 'include' ? 'an include' : 'a slug'} parameter to order by ${orderby}.`,
      )
    }
    const position = (t: T) => wanted.indexOf(orderby === 'include' ? String(o.idOf(t)) : o.slugOf(t))
    return [...items].sort((a, b) => position(a) - position(b))
  }
  const key = o.keys[orderby]
  return key ? sortBy(items, key, o.idOf, desc) : [...items]
}

function linkHeader(ctx: Ctx, page: number, totalPages: number): string {
  const at = (p: number) => {
    const url = new URL(ctx.url)
    url.searchParams.set('page', String(p))
    return url.toString()
  }
  const links: string[] = []
  if (page > 1 && page <= totalPages + 1) links.push(`<${at(page - 1)}>; rel="prev"`)
  if (page < totalPages) links.push(`<${at(page + 1)}>; rel="next"`)
  return links.join(', ')
}

export function paging(ctx: Ctx) {
  const perPage = ctx.query.int('per_page', 10, { min: 1, max: 100 })
  const page = ctx.query.int('page', 1, { min: 1 })
  const offset = ctx.query.int('offset', 0, { min: 0 })
  return { perPage, page, offset }
}

/** Paged headers for `total` items; throws the post-type error for a page past the last when asked to. */
export function pageHeaders(
  ctx: Ctx,
  total: number,
  perPage: number,
  page: number,
  errorBeyondLast: boolean,
): Record<string, string> {
  const totalPages = Math.ceil(total / perPage)
  if (errorBeyondLast && total > 0 && page > totalPages) {
    throw new WpError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    )
  }
  const headers: Record<string, string> = { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) }
  const link = linkHeader(ctx, page, totalPages)
  if (link) headers.Link = link
  return headers
}

export function listReply<T>(ctx: Ctx, o: ListOptions<T>): Reply {
  const { perPage, page, offset } = paging(ctx)
  const items = sorted(ctx, o)
  const headers = pageHeaders(ctx, items.length, perPage, page, o.errorBeyondLast)
  const start = offset + (page - 1) * perPage
  return reply(items.slice(start, start + perPage).map(o.present), headers)
}

/** A date parameter (`modified_after`, `after`, …) as a local date string for comparison. */
export function dateParam(ctx: Ctx, name: string, toLocal: (v: string) => string | undefined): string | undefined {
  const raw = ctx.query.str(name)
  if (raw === undefined || raw === '') return undefined
  const local = toLocal(raw)
  if (local === undefined) throw invalidParam(name, 'Invalid date.', 'rest_invalid_date')
  return local
}
