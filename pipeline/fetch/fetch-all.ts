// Reads the collections and singletons through one client, validates each item, and reports what it leaves out.
// Which collections are read in full and which incrementally is pipeline/incremental/fetch-entries.ts's business.
import type { z } from 'zod'
import type { CmsClient } from '../client/index.ts'
import { describeZodError, type BuildReport } from '../report.ts'
import type { RawEntry } from '../incremental/cache.ts'
import {
  COLLECTIONS,
  OPTIONAL,
  SINGLETONS,
  type CollectionName,
  type RawCollections,
  type RawContent,
  type RawOptional,
  type RawSingletons,
} from './sources.ts'

/** Per entity type: after each page (done false, items so far) and once at the end (done true, items kept). */
export type Progress = (event: { source: string; done: boolean; items: number; skipped: number; pages: number }) => void

/** A failure that must stop the run (a required singleton, or too many bad items). */
export class PipelineFatalError extends Error {}

export const MAX_INVALID_SHARE = 0.05

const idOf = (item: unknown) => (typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined)
const slugOf = (item: unknown) => (typeof item === 'object' && item !== null && 'slug' in item ? item.slug : undefined)
const reportId = (item: unknown) => {
  const id = idOf(item)
  return typeof id === 'number' || typeof id === 'string' ? id : undefined
}
/**
 * A password-protected post: WordPress lists it to anonymous readers with an empty body and `content.protected: true`.
 * It is not public content: no page, no list entry, no sitemap, search or feed entry.
 */
const isProtected = (item: unknown) =>
  typeof item === 'object' &&
  item !== null &&
  'content' in item &&
  typeof item.content === 'object' &&
  item.content !== null &&
  'protected' in item.content &&
  item.content.protected === true

/** Every page of a collection as received (full read); a listing that starts over (items deleted mid-read) is reported. */
export async function readCollection(
  client: CmsClient,
  name: CollectionName,
  report: BuildReport,
  onPage: (items: number) => void,
): Promise<RawEntry[]> {
  const path = COLLECTIONS[name].path
  return client.getAllPages<RawEntry>(
    path,
    {},
    {
      mapPage: (items, url) => {
        onPage(items.length)
        return items.map((item) => ({ url, item }))
      },
      onRestart: () =>
        report.add({
          level: 'warning',
          entity: name,
          url: client.baseUrl + path,
          path: '(list)',
          message: 'the list changed while it was read (a page past its end): read again from page 1',
        }),
    },
  )
}

/** Validates each answer: a bad item is left out and reported with the URL of the page that held it. */
export function parseCollection<K extends CollectionName>(
  name: K,
  entries: RawEntry[],
  report: BuildReport,
  baseUrl: string,
): { items: RawCollections[K]; skipped: number } {
  const source = COLLECTIONS[name]
  let skipped = 0
  const kept = entries.flatMap(({ url, item: raw }) => {
    if (isProtected(raw)) {
      report.add({
        level: 'skipped',
        entity: name,
        id: reportId(raw),
        slug: String(slugOf(raw) ?? ''),
        url,
        path: 'content.protected',
        message: 'password-protected: not public content',
      })
      return []
    }
    const parsed = (source.schema as z.ZodType).safeParse(raw)
    if (parsed.success) return [parsed.data]
    skipped++
    report.addZodError(name, url, parsed.error, { id: idOf(raw), slug: slugOf(raw) })
    return []
  })
  const total = entries.length
  if (total > 0 && skipped / total > MAX_INVALID_SHARE) {
    throw new PipelineFatalError(
      `${skipped} of ${total} ${name} from ${baseUrl + source.path} are invalid (more than ${MAX_INVALID_SHARE * 100}%): see the build report`,
    )
  }
  return { items: kept as RawCollections[K], skipped }
}

async function fetchSingleton<S extends z.ZodType>(
  client: CmsClient,
  source: { path: string; schema: S },
  label: string,
): Promise<z.infer<S>> {
  const url = client.baseUrl + source.path
  let data: unknown
  try {
    data = (await client.getJson(source.path)).data
  } catch (error) {
    const status = (error as { status?: number }).status
    const suffix = status === 404 ? `: ${(error as Error).message} ${label}` : `: ${(error as Error).message}`
    throw new PipelineFatalError(`Could not load ${label} from ${url}${suffix}`)
  }
  const parsed = source.schema.safeParse(data)
  if (!parsed.success)
    throw new PipelineFatalError(`${label} is invalid. ${describeZodError(parsed.error, { url, id: idOf(data) })}`)
  return parsed.data
}

/** The singletons (required and optional), fetched in full by every run. */
export async function fetchSingletons(client: CmsClient, report: BuildReport): Promise<RawSingletons & RawOptional> {
  const menus = fetchSingleton(client, SINGLETONS.menus, SINGLETONS.menus.label).catch((error: unknown) => {
    console.error('No menus available')
    throw error
  })
  const [settings, menuLocations, frontpage, notFound, optional] = await Promise.all([
    fetchSingleton(client, SINGLETONS.settings, SINGLETONS.settings.label),
    menus,
    fetchSingleton(client, SINGLETONS.frontpage, SINGLETONS.frontpage.label),
    fetchSingleton(client, SINGLETONS.notFound, SINGLETONS.notFound.label),
    fetchOptional(client, report),
  ])
  return { settings, menus: menuLocations, frontpage, notFound, ...optional }
}

/** Every collection's answers parsed (in COLLECTIONS order), reporting per type as `progress` expects. */
export function parseCollections(
  entries: Record<CollectionName, RawEntry[]>,
  report: BuildReport,
  baseUrl: string,
  pages: Record<string, number>,
  progress?: Progress,
): RawCollections {
  const names = Object.keys(COLLECTIONS) as CollectionName[]
  const out = Object.fromEntries(
    names.map((name) => {
      const { items, skipped } = parseCollection(name, entries[name], report, baseUrl)
      progress?.({ source: name, done: true, items: items.length, skipped, pages: pages[name] ?? 0 })
      return [name, items]
    }),
  )
  return out as RawCollections
}

async function fetchOptional(client: CmsClient, report: BuildReport) {
  const out: Partial<Record<keyof typeof OPTIONAL, unknown>> = {}
  await Promise.all(
    (Object.keys(OPTIONAL) as (keyof typeof OPTIONAL)[]).map(async (key) => {
      const source = OPTIONAL[key]
      const url = client.baseUrl + source.path
      try {
        const parsed = (source.schema as z.ZodType).safeParse((await client.getJson(source.path)).data)
        if (parsed.success) out[key] = parsed.data
        else report.addZodError(key, url, parsed.error, {}, 'warning')
      } catch (error) {
        report.add({ level: 'warning', entity: key, url, path: '(request)', message: (error as Error).message })
      }
    }),
  )
  return out as Pick<RawContent, keyof typeof OPTIONAL>
}
