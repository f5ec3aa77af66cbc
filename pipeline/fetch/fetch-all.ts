// Pulls every source concurrently through one client, validates each item, and reports what it leaves out.
import type { z } from 'zod'
import type { CmsClient } from '../client/index.ts'
import { BuildReport, describeZodError } from '../report.ts'
import { COLLECTIONS, OPTIONAL, SINGLETONS, type CollectionName, type RawCollections, type RawContent } from './sources.ts'

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
  typeof item === 'object' && item !== null && 'content' in item && typeof item.content === 'object' && item.content !== null &&
  'protected' in item.content && item.content.protected === true

async function fetchCollection<K extends CollectionName>(client: CmsClient, name: K, report: BuildReport, progress?: Progress) {
  const source = COLLECTIONS[name]
  const url = client.baseUrl + source.path
  let total = 0
  let skipped = 0
  let pages = 0
  // What this pass reports; a listing that starts over (items deleted mid-read) drops it, so nothing counts twice.
  let found = new BuildReport()
  // Each page is parsed as it arrives and its raw JSON dropped: memory holds parsed items only. A bad item is reported
  // with the URL of the page that held it.
  const items = await client.getAllPages(source.path, {}, {
    mapPage: (rawItems, pageUrl) => {
      total += rawItems.length
      const kept = rawItems.flatMap((raw) => {
        if (isProtected(raw)) {
          found.add({ level: 'skipped', entity: name, id: reportId(raw), slug: String(slugOf(raw) ?? ''), url: pageUrl, path: 'content.protected', message: 'password-protected: not public content' })
          return []
        }
        const parsed = (source.schema as z.ZodType).safeParse(raw)
        if (parsed.success) return [parsed.data]
        skipped++
        found.addZodError(name, pageUrl, parsed.error, { id: idOf(raw), slug: slugOf(raw) })
        return []
      })
      progress?.({ source: name, done: false, items: total, skipped, pages: ++pages })
      return kept
    },
    onRestart: () => {
      total = skipped = pages = 0
      found = new BuildReport()
      report.add({ level: 'warning', entity: name, url, path: '(list)', message: 'the list changed while it was read (a page past its end): read again from page 1' })
    },
  })
  for (const entry of found.entries) report.add(entry)
  if (total > 0 && skipped / total > MAX_INVALID_SHARE) {
    throw new PipelineFatalError(
      `${skipped} of ${total} ${name} from ${url} are invalid (more than ${MAX_INVALID_SHARE * 100}%): see the build report`,
    )
  }
  progress?.({ source: name, done: true, items: items.length, skipped, pages })
  return items as RawCollections[K]
}

async function fetchSingleton<S extends z.ZodType>(client: CmsClient, source: { path: string; schema: S }, label: string): Promise<z.infer<S>> {
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
  if (!parsed.success) throw new PipelineFatalError(`${label} is invalid. ${describeZodError(parsed.error, { url, id: idOf(data) })}`)
  return parsed.data
}

export async function fetchAll(client: CmsClient, report: BuildReport, progress?: Progress): Promise<RawContent> {
  const names = Object.keys(COLLECTIONS) as CollectionName[]
  const menus = fetchSingleton(client, SINGLETONS.menus, SINGLETONS.menus.label).catch((error: unknown) => {
    console.error('No menus available')
    throw error
  })
  const [settings, menuLocations, frontpage, notFound, optional, ...lists] = await Promise.all([
    fetchSingleton(client, SINGLETONS.settings, SINGLETONS.settings.label),
    menus,
    fetchSingleton(client, SINGLETONS.frontpage, SINGLETONS.frontpage.label),
    fetchSingleton(client, SINGLETONS.notFound, SINGLETONS.notFound.label),
    fetchOptional(client, report),
    ...names.map((name) => fetchCollection(client, name, report, progress)),
  ])
  const collections = Object.fromEntries(names.map((name, i) => [name, lists[i]])) as RawCollections
  return { ...collections, settings, menus: menuLocations, frontpage, notFound, ...optional }
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
