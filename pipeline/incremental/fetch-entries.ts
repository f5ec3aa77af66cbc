// Every collection's raw answers, in full or incrementally (docs/decisions/012-incremental-fetch.md). Post types and
// media are fetched incrementally; terms and authors (small) in full. When something other answers embed changed
// (a term or author renamed, an image edited or removed, a page moved), the post types are read in full again, so
// the merged answers are what a full fetch would have read.
import { CmsHttpError, type CmsClient } from '../client/index.ts'
import { readCollection, type Progress } from '../fetch/fetch-all.ts'
import { COLLECTIONS, type CollectionName } from '../fetch/sources.ts'
import type { BuildReport } from '../report.ts'
import { INCREMENTAL_POST_COLLECTIONS } from '#lib/model/post-types.ts'
import type { RawCache, RawEntry } from './cache.ts'
import { fetchChanges, idOfEntry, modifiedSince } from './fetch-changes.ts'

/** The post types fetched incrementally (the content model's manifest, lib/model/post-types.ts), and the media. */
export const INCREMENTAL_COLLECTIONS = [
  ...INCREMENTAL_POST_COLLECTIONS,
  'media',
] as const satisfies readonly CollectionName[]
const NAMES = Object.keys(COLLECTIONS) as CollectionName[]
const isIncremental = (name: CollectionName) => (INCREMENTAL_COLLECTIONS as readonly string[]).includes(name)
/** Their names, links or images appear inside other items' answers, which WordPress does not mark as modified. */
const EMBEDDED = NAMES.filter((n) => !isIncremental(n) || n === 'media')

export type FetchMode =
  { kind: 'full'; reason: string } | { kind: 'incremental'; reason: string; cache: RawCache; marginMs: number }
export type CollectionDiff = { changed: number; removed: number }
export type FetchSummary = {
  mode: 'full' | 'incremental'
  reason: string
  /** Incremental only: items new or different from the last run's answers, and items gone. */
  changed: number
  removed: number
  perCollection: Partial<Record<CollectionName, CollectionDiff>>
}
export type FetchedEntries = {
  entries: Record<CollectionName, RawEntry[]>
  pages: Record<string, number>
  summary: FetchSummary
}

/** A term's `count` moves with every post published or removed; no other answer embeds it. */
const withoutCount = (key: string, value: unknown) => (key === 'count' ? undefined : value)

/**
 * New or different items, and items gone. `embedded: true` counts only changes that other answers can show: to items
 * that were there before, leaving a term's `count` aside.
 */
function diff(before: RawEntry[], after: RawEntry[], embedded = false): CollectionDiff {
  const previous = new Map(before.map((e) => [idOfEntry(e), e]))
  const ids = new Set(after.map(idOfEntry))
  const text = (item: unknown) => JSON.stringify(item, embedded ? withoutCount : undefined)
  const changed = after.filter((e) => {
    const old = previous.get(idOfEntry(e))
    if (!old) return !embedded
    return old !== e && text(old.item) !== text(e.item)
  }).length
  return { changed, removed: before.filter((e) => !ids.has(idOfEntry(e))).length }
}

export async function fetchEntries(
  client: CmsClient,
  report: BuildReport,
  mode: FetchMode,
  progress?: Progress,
): Promise<FetchedEntries> {
  const pages: Record<string, number> = {}
  const items: Record<string, number> = {}
  const counter = (name: CollectionName) => (n: number) => {
    pages[name] = (pages[name] ?? 0) + 1
    items[name] = (items[name] ?? 0) + n
    progress?.({ source: name, done: false, items: items[name], skipped: 0, pages: pages[name] })
  }
  const full = (name: CollectionName) => readCollection(client, name, report, counter(name))
  const cached = (name: CollectionName) => (mode.kind === 'incremental' ? mode.cache.collections[name] : undefined)

  const one = async (name: CollectionName): Promise<RawEntry[]> => {
    const previous = cached(name)
    const since =
      previous && mode.kind === 'incremental' && isIncremental(name)
        ? modifiedSince(previous, mode.marginMs)
        : undefined
    if (!previous || since === undefined) return full(name)
    try {
      return await fetchChanges(client, COLLECTIONS[name].path, previous, since, counter(name))
    } catch (error) {
      if (!(error instanceof CmsHttpError && error.status === 400)) throw error
      report.add({
        level: 'warning',
        entity: name,
        url: error.url,
        path: '(incremental)',
        message: `the CMS does not accept modified_after or _fields (${error.code ?? '400'}): fetched in full`,
      })
      return full(name)
    }
  }
  const lists = await Promise.all(NAMES.map(one))
  const entries = Object.fromEntries(NAMES.map((name, i) => [name, lists[i]])) as Record<CollectionName, RawEntry[]>
  if (mode.kind === 'full')
    return { entries, pages, summary: { mode: 'full', reason: mode.reason, changed: 0, removed: 0, perCollection: {} } }

  const before = (name: CollectionName) => cached(name) ?? []
  const embeddedChange = EMBEDDED.find((name) => {
    const d = diff(before(name), entries[name], true)
    return d.changed + d.removed > 0
  })
  const pagesChanged = (() => {
    const d = diff(before('pages'), entries.pages)
    return d.changed + d.removed > 0
  })()
  const again = embeddedChange
    ? INCREMENTAL_COLLECTIONS.filter((n) => n !== 'media')
    : pagesChanged
      ? (['pages'] as const)
      : []
  for (const name of again) entries[name] = await full(name)
  const perCollection = Object.fromEntries(NAMES.map((name) => [name, diff(before(name), entries[name])]))
  const total = (key: keyof CollectionDiff) => Object.values(perCollection).reduce((sum, d) => sum + d[key], 0)
  const reason = embeddedChange
    ? `${mode.reason}; ${embeddedChange} changed, which other items embed: the post types were read in full again`
    : mode.reason
  return {
    entries,
    pages,
    summary: { mode: 'incremental', reason, changed: total('changed'), removed: total('removed'), perCollection },
  }
}
