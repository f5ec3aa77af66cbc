// /api/articles: paged post-card lists (spec §7) from the post-cards file: filter by type, knowledge-base category,
// content type and coming events, leave out given ids, sort by post or event date.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { PostCardView } from '../content/cards.ts'
import { defaultSnapshotDir, loadSnapshot } from '../pipeline/snapshot/read.ts'
import { cardsFile } from './build.ts'
import { CardsFileSchema, DATA_FILES, searchDataDir, type CardRow, type CardsFile } from './data-files.ts'
import { SearchUnavailableError } from './load.ts'

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

const CardSchema = z.custom<PostCardView>((v) => typeof v === 'object' && v !== null && 'id' in v && 'link' in v && 'title' in v)

/** The current local time in the Netherlands as "YYYY-MM-DDTHH:MM:SS", the format of the snapshot's dates. */
export function amsterdamNow(date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', dateStyle: 'short', timeStyle: 'medium' }).format(date).replace(' ', 'T')
}

export function listArticles(file: CardsFile, r: ArticlesRequest, now: string = amsterdamNow()): ArticlesAnswer {
  const types = new Set(r.postTypes)
  const resolve = (values: (number | string)[], slugs: Record<string, number>) =>
    new Set(values.flatMap((v) => (typeof v === 'number' ? [v] : (slugs[v] ?? []))))
  const kb = resolve(r.kbCategories, file.taxonomies.kb)
  const ct = resolve(r.contentTypes, file.taxonomies.ct)
  const excluded = new Set(r.excludeIds)
  const rows = file.rows.map((row, i) => ({ row, i })).filter(({ row: [id, type, , , end, , kbIds, ctIds] }) =>
    (!types.size || types.has(type)) &&
    (!kb.size || kbIds.some((k) => kb.has(k))) &&
    (!ct.size || ctIds.some((c) => ct.has(c))) &&
    !excluded.has(id) &&
    !(r.onlyFutureEvents && type === 'event' && end < now))
  const by = r.sortBy ?? (r.onlyFutureEvents ? 'event_date' : 'post_date')
  const sign = (r.sort ?? (by === 'event_date' ? 'asc' : 'desc')) === 'asc' ? 1 : -1
  // Event date: the start of an event, the post date of anything else.
  const key = ({ row }: { row: CardRow }) => (by === 'event_date' ? row[3] || row[2] : row[2])
  rows.sort((a, b) => sign * key(a).localeCompare(key(b)) || a.row[0] - b.row[0])
  const value = rows.slice(r.from, r.from + r.size).map(({ i }) => CardSchema.parse(JSON.parse(file.cards[i] ?? 'null')))
  return { value, total: rows.length }
}

/** The post cards in `dir`, or built from the snapshot when the build wrote none. */
export function loadCards(dir: string = searchDataDir(), warn: (message: string) => void = console.warn): CardsFile {
  const file = path.join(dir, DATA_FILES.cards)
  if (existsSync(file)) {
    const parsed = CardsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (parsed.success) return parsed.data
    throw new SearchUnavailableError(`${file} is malformed: ${parsed.error.issues[0]?.message ?? ''}; run "npm run build" again`)
  }
  try {
    const cards = cardsFile(loadSnapshot(defaultSnapshotDir()))
    warn(`[articles] no post cards at ${dir}: built them from the snapshot in memory (run "npm run build" to ship them)`)
    return cards
  } catch (error) {
    throw new SearchUnavailableError(`no post cards at ${dir} and none could be built from the snapshot: ${String(error)}`, { cause: error })
  }
}

let instance: CardsFile | undefined
export const cardsData = (): CardsFile => (instance ??= loadCards())
export const resetCardsData = (): void => {
  instance = undefined
}
