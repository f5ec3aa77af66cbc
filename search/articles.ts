// /api/articles: paged post-card lists (spec §7) from the post-cards file: filter by type, knowledge-base category,
// content type and coming events, leave out given ids, sort by post or event date.
import * as z from 'zod/mini'
import type { PostCardView } from '#content/cards.ts'
import { amsterdamNow } from '#lib/format/dates.ts'
import { readContainer, stringAt } from './container.ts'
import { CardsHeaderSchema, type CardRow, type CardsHeader } from './data-files.ts'
import { SearchUnavailableError, loadData } from './data-source.ts'
import { sitePart } from '#lib/site-handle.ts'

type CardType = CardRow[1]

export type ArticlesRequest = {
  /** Empty: every type. */
  postTypes: CardType[]
  kbCategories: (number | string)[]
  contentTypes: (number | string)[]
  excludeIds: number[]
  /** Default: post_date, or event_date when only coming events are asked for. */
  sortBy?: 'post_date' | 'event_date'
  /** Default: desc for post_date, asc for event_date (the next event first). */
  sort?: 'asc' | 'desc'
  /** Leaves out events that have ended before `now`; other types stay. */
  onlyFutureEvents: boolean
  size: number
  from: number
}

export type ArticlesAnswer = { value: PostCardView[]; total: number }

const CardSchema = z.custom<PostCardView>(
  (v) => typeof v === 'object' && v !== null && 'id' in v && 'link' in v && 'title' in v,
)

export type LoadedCards = CardsHeader & { card: (i: number) => PostCardView }

export function listArticles(file: LoadedCards, r: ArticlesRequest, now: string = amsterdamNow()): ArticlesAnswer {
  const types = new Set(r.postTypes)
  const resolve = (values: (number | string)[], slugs: Record<string, number>) =>
    new Set(values.flatMap((v) => (typeof v === 'number' ? [v] : (slugs[v] ?? []))))
  const kb = resolve(r.kbCategories, file.taxonomies.kb)
  const ct = resolve(r.contentTypes, file.taxonomies.ct)
  const excluded = new Set(r.excludeIds)
  const rows = file.rows
    .map((row, i) => ({ row, i }))
    .filter(
      ({ row: [id, type, , , end, kbIds, ctIds] }) =>
        (!types.size || types.has(type)) &&
        (!r.kbCategories.length || kbIds.some((k) => kb.has(k))) &&
        (!r.contentTypes.length || ctIds.some((c) => ct.has(c))) &&
        !excluded.has(id) &&
        !(r.onlyFutureEvents && type === 'event' && end < now),
    )
  const by = r.sortBy ?? (r.onlyFutureEvents ? 'event_date' : 'post_date')
  const asc = (r.sort ?? (by === 'event_date' ? 'asc' : 'desc')) === 'asc'
  if (by === 'post_date') {
    // Rows are stored newest first.
    if (asc) rows.reverse()
  } else {
    // Event date: the start of an event, the post date of anything else.
    const key = ({ row }: { row: CardRow }) => row[3] || row[2]
    const sign = asc ? 1 : -1
    rows.sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) || a.row[0] - b.row[0])
  }
  const value = rows.slice(r.from, r.from + r.size).map(({ i }) => file.card(i))
  return { value, total: rows.length }
}

export function cardsFromBytes(bytes: Buffer, source: string): LoadedCards {
  const container = readContainer(bytes)
  const parsed = CardsHeaderSchema.safeParse(container.header)
  if (!parsed.success)
    throw new SearchUnavailableError(
      `${source} is malformed: ${parsed.error.issues[0]?.message ?? ''}; run "npm run build" again`,
    )
  const offsets = container.u32('cards.offsets')
  const bytesOf = container.u8('cards.bytes')
  return { ...parsed.data, card: (i) => CardSchema.parse(JSON.parse(stringAt(offsets, bytesOf, i))) }
}

/** A site handle's post cards (lib/site-handle.ts), loaded on first use: `site.get(POST_CARDS)`. */
export const POST_CARDS = sitePart('post cards', (site): Promise<LoadedCards> =>
  loadData('cards', cardsFromBytes, site.dirs.searchDataDir, console.warn, site.dirs.snapshotDir),
)
