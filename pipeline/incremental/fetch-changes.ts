// One post type fetched incrementally: what WordPress lists as modified since the newest `modified` already cached
// (less a margin), plus the cheap id list (`_fields=id,modified`) that shows what was deleted or unpublished and what
// `modified_after` cannot see (a scheduled post going live keeps its old `modified`). Merged with the cached answers.
import { z } from 'zod'
import type { CmsClient } from '../client/index.ts'
import type { RawEntry } from './cache.ts'

const IdModifiedSchema = z.object({ id: z.number().int(), modified: z.string().optional() })
const field = (item: unknown, key: 'id' | 'modified' | 'date'): unknown =>
  typeof item === 'object' && item !== null && key in item ? (item as Record<string, unknown>)[key] : undefined
export const idOfEntry = (e: RawEntry) => Number(field(e.item, 'id'))
const modifiedOf = (item: unknown) => String(field(item, 'modified') ?? '')
const dateOf = (item: unknown) => String(field(item, 'date') ?? '')

/** WordPress' default order of a post-type list: newest `date` first, then the higher id (what a full fetch gets). */
export const byDateDesc = (a: RawEntry, b: RawEntry) => {
  const da = dateOf(a.item)
  const db = dateOf(b.item)
  return da < db ? 1 : da > db ? -1 : idOfEntry(b) - idOfEntry(a)
}

/** The newest `modified` (site-local `YYYY-MM-DDTHH:MM:SS`, as WordPress sends it) less `marginMs`, same format. */
export function modifiedSince(entries: RawEntry[], marginMs: number): string | undefined {
  let newest = ''
  for (const e of entries) if (modifiedOf(e.item) > newest) newest = modifiedOf(e.item)
  const ms = Date.parse(`${newest.slice(0, 19)}Z`)
  if (!newest || Number.isNaN(ms)) return undefined
  // Computed as if UTC and sent without an offset: WordPress reads it in the site's time zone, like `modified` itself.
  return new Date(ms - marginMs).toISOString().slice(0, 19)
}

const INCLUDE_CHUNK = 100

export async function fetchChanges(
  client: CmsClient,
  path: string,
  cached: RawEntry[],
  since: string,
  onPage: (items: number) => void,
): Promise<RawEntry[]> {
  const asEntries = (items: unknown[], url: string) => {
    onPage(items.length)
    return items.map((item) => ({ url, item }))
  }
  const [modified, listed] = await Promise.all([
    client.getAllPages<RawEntry>(path, { modified_after: since }, { mapPage: asEntries }),
    client.getAllPages(
      path,
      { _fields: 'id,modified' },
      {
        mapPage: (items, url) => {
          onPage(0)
          return items.map((item) => {
            const parsed = IdModifiedSchema.safeParse(item)
            if (!parsed.success) throw new Error(`GET ${url}: an item of the id list has no numeric id`)
            return parsed.data
          })
        },
      },
    ),
  ])
  const fresh = new Map(modified.map((e) => [idOfEntry(e), e]))
  const previous = new Map(cached.map((e) => [idOfEntry(e), e]))
  const out: RawEntry[] = []
  const missing: number[] = []
  for (const { id, modified: stamp } of listed) {
    const entry = fresh.get(id) ?? previous.get(id)
    if (entry && (fresh.has(id) || modifiedOf(entry.item) === (stamp ?? ''))) out.push(entry)
    else missing.push(id)
  }
  // Listed as modified but not yet in the id list: published between the two requests.
  const listedIds = new Set(listed.map((l) => l.id))
  for (const [id, entry] of fresh) if (!listedIds.has(id)) out.push(entry)
  for (let i = 0; i < missing.length; i += INCLUDE_CHUNK) {
    const include = missing.slice(i, i + INCLUDE_CHUNK)
    out.push(...(await client.getAllPages<RawEntry>(path, { include }, { mapPage: asEntries })))
  }
  return out.sort(byDateDesc)
}
