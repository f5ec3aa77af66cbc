// Normalize only what changed (docs/decisions/019-publish-cost-of-the-change.md): an incremental run takes the previous
// snapshot's entity for every post-type item whose raw answer is the one that entity was made from, as long as nothing
// else the normalizers read changed — the code, the site and CMS URLs, the media library, the permalinks other items'
// links resolve to (wp-links.ts), a partner's products, a clinic's vets. Whatever a normalizer reported for an item is
// kept beside the raw answers (REUSE_FILE) and reported again when the item is reused, so the report is a full run's.
import fs from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { ReportEntrySchema } from '#lib/model/report-entry.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { storedFrom, type StoredSnapshot, type Tables } from '../snapshot/stored.ts'
import type { RawContent } from '../fetch/sources.ts'
import type { WpMedia } from '../schemas/wp/index.ts'
import type { WpLinkResolver } from '../normalize/urls.ts'
import type { BuildReport } from '../report.ts'
import type { RawEntry } from './cache.ts'
import { idOfEntry } from './fetch-changes.ts'
import { sha256 } from '#lib/sha256.server.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'
import { INCREMENTAL_POST_COLLECTIONS, type IncrementalCollection } from '#lib/model/post-types.ts'

export const REUSE_FILE = 'normalized.json'
/** The tables normalized again only when their raw answer changed: the post types fetched incrementally. */
export const REUSABLE = INCREMENTAL_POST_COLLECTIONS
export type ReusableTable = IncrementalCollection

/** A WordPress link looked up while normalizing an item (pathname, search) and what it resolved to (0: not a WordPress link). */
const LinkSchema = z.tuple([z.string(), z.string(), z.union([z.string(), z.null(), z.literal(0)])])
const ItemSchema = z.object({
  reports: z.array(ReportEntrySchema).optional(),
  links: z.array(LinkSchema).optional(),
  /** Media items looked up: id and a hash of the item as the CMS sent it ('' when there was none). */
  media: z.array(z.tuple([z.number(), z.string()])).optional(),
})
type ItemMemo = z.infer<typeof ItemSchema>
const MemoSchema = z.object({
  version: z.literal(2),
  /** Per table, a hash of what its normalizer reads besides the item and what `items` records. */
  context: z.record(z.string(), z.string()),
  /** `table:id` → what normalizing that item reported and looked up (only items that did either). */
  items: z.record(z.string(), ItemSchema),
})
export type NormalizeMemo = z.infer<typeof MemoSchema>

const sha = (text: string) => sha256(text).slice(0, 32)

let codeHash: string | undefined
/** The normalizers' code stamp (lib/cache/table.ts `normalize`: pipeline/run.ts and all it imports — the schemas, the
 *  normalizers, the blocks' data —, the libraries they use, Node): a change to any of them normalizes everything. */
export function normalizerCodeHash(): string {
  return (codeHash ??= cacheStamp('normalize'))
}

/** Per table, the hash of what its normalizer reads besides the item, the links it resolves and the media it looks up. */
export function normalizeContext(
  raw: RawContent,
  settings: { siteUrl: string; cmsUrl: string; extraOrigins: string },
): Record<ReusableTable, string> {
  const base = sha(JSON.stringify([normalizerCodeHash(), settings]))
  const products = raw.products.map((p) => [p.id, p.extra_fields.partner])
  const vets = raw.vets.map((v) => [v.id, v.extra_fields.clinics])
  const out = Object.fromEntries(REUSABLE.map((t) => [t, base])) as Record<ReusableTable, string>
  out.partners = sha(base + JSON.stringify(products))
  out.clinics = sha(base + JSON.stringify(vets))
  return out
}

/** Per table, the ids whose raw answer is the one the previous run normalized (the same entry, or the same JSON). */
export function unchangedIds(
  before: Partial<Record<string, RawEntry[]>>,
  after: Record<ReusableTable, RawEntry[]>,
): Record<ReusableTable, Set<number>> {
  const out = {} as Record<ReusableTable, Set<number>>
  for (const table of REUSABLE) {
    const previous = new Map((before[table] ?? []).map((e) => [idOfEntry(e), e]))
    out[table] = new Set(
      after[table].flatMap((e) => {
        const old = previous.get(idOfEntry(e))
        return old && (old === e || JSON.stringify(old.item) === JSON.stringify(e.item)) ? [idOfEntry(e)] : []
      }),
    )
  }
  return out
}

export async function readNormalizeMemo(cacheDir: string): Promise<NormalizeMemo | undefined> {
  try {
    const parsed = MemoSchema.safeParse(JSON.parse(await fs.readFile(path.join(cacheDir, REUSE_FILE), 'utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Normalizes one item, or gives back the one it made last time: `normalize` runs only when the item may differ. */
export type Normalizer = <T>(table: ReusableTable, id: number, normalize: () => T) => T
/** What buildSnapshot takes: the normalizer, and the content hash of an entity kept as it was ("articles:1001"). */
export type SnapshotReuse = { normalize: Normalizer; knownHash?: (key: string) => string | undefined }
export const NO_REUSE: SnapshotReuse = { normalize: (_table, _id, normalize) => normalize() }

export type Reuse = {
  snapshot: SnapshotReuse
  /** The resolver and the media library the normalizers must use: what each item looks up in them is recorded. */
  track: {
    resolver: (resolver: WpLinkResolver) => WpLinkResolver
    media: (media: Map<number, WpMedia>) => Map<number, WpMedia>
  }
  /** The memo to keep for the next run (after the snapshot is made). */
  memo: () => NormalizeMemo
  stats: () => { reused: number; normalized: number }
}

export type ReuseInput = {
  report: BuildReport
  context: Record<ReusableTable, string>
  /** Absent on a full run: everything is normalized (and recorded for the next run). */
  previous?: { memo: NormalizeMemo; unchanged: Record<ReusableTable, Set<number>>; snapshot: () => PreviousSnapshot }
}
/** The previous snapshot: the one this process made last (keptSnapshot), or opened (its tables read entity by entity:
 *  pipeline/snapshot/read.ts's openSnapshot). */
export type PreviousSnapshot = { tables: Pick<Tables, ReusableTable>; manifest: { hashes: Record<string, string> } }

/** A media library that tells `seen` every id looked up. */
class TrackedMedia extends Map<number, WpMedia> {
  seen: ((id: number) => void) | undefined
  override get(id: number) {
    this.seen?.(id)
    return super.get(id)
  }
  override has(id: number) {
    this.seen?.(id)
    return super.has(id)
  }
}

export function createReuse({ report, context, previous }: ReuseInput): Reuse {
  const items: Record<string, ItemMemo> = {}
  let reused = 0
  let normalized = 0
  let prev: PreviousSnapshot | undefined
  const kept = new Set<string>()
  let resolve: WpLinkResolver = () => undefined
  let media = new TrackedMedia()
  let current: { links: Map<string, [string, string, string | null | 0]>; media: Map<number, string> } | undefined
  const mediaHashes = new Map<number, string>()
  const mediaHash = (id: number) => {
    let h = mediaHashes.get(id)
    if (h === undefined) {
      const item = Map.prototype.get.call(media, id) as WpMedia | undefined
      mediaHashes.set(id, (h = item ? sha(JSON.stringify(item)) : ''))
    }
    return h
  }
  /** Every lookup the item made last time still gives the same answer. */
  const sameLookups = (memo: ItemMemo | undefined) =>
    (memo?.links ?? []).every(
      ([pathname, search, answer]) => (resolve(pathname, new URLSearchParams(search)) ?? 0) === answer,
    ) && (memo?.media ?? []).every(([id, hash]) => mediaHash(id) === hash)

  const normalizer: Normalizer = <T>(table: ReusableTable, id: number, normalize: () => T): T => {
    const key = `${table}:${id}`
    const memo = previous?.memo.items[key]
    if (
      previous &&
      previous.memo.context[table] === context[table] &&
      previous.unchanged[table].has(id) &&
      sameLookups(memo)
    ) {
      prev ??= previous.snapshot()
      const entity: unknown = prev.tables[table].get(id)
      if (entity !== undefined) {
        kept.add(key)
        for (const entry of memo?.reports ?? []) report.add(entry)
        if (memo) items[key] = memo
        reused++
        return entity as T
      }
    }
    const before = report.entries.length
    current = { links: new Map(), media: new Map() }
    let out: T
    try {
      out = normalize()
    } finally {
      const seen = current
      current = undefined
      const record: ItemMemo = {
        ...(report.entries.length > before ? { reports: report.entries.slice(before) } : {}),
        ...(seen.links.size ? { links: [...seen.links.values()] } : {}),
        ...(seen.media.size ? { media: [...seen.media] } : {}),
      }
      if (Object.keys(record).length) items[key] = record
    }
    normalized++
    return out
  }
  const track: Reuse['track'] = {
    resolver: (resolver) => {
      resolve = resolver
      return (pathname, search) => {
        const answer = resolver(pathname, search)
        current?.links.set(`${pathname}?${search.toString()}`, [pathname, search.toString(), answer ?? 0])
        return answer
      }
    },
    media: (library) => {
      media = new TrackedMedia(library)
      media.seen = (id) => void current?.media.set(id, mediaHash(id))
      return media
    },
  }
  const knownHash = (key: string) => (kept.has(key) ? prev?.manifest.hashes[key] : undefined)
  return {
    snapshot: { normalize: normalizer, knownHash },
    track,
    memo: () => ({ version: 2, context, items }),
    stats: () => ({ reused, normalized }),
  }
}

/**
 * A process that runs the pipeline again and again (the warm builder's pipeline thread, which remembers the fetch
 * cache's answers: incremental/cache.ts rememberRawCache) keeps the snapshot it wrote last, so that the next run takes
 * an unchanged item's entity from memory — the very object, already parsed — instead of reading its line back from the
 * snapshot on disk (every entity of the site at every publish: JSON.parse of every article). Used only while the
 * snapshot on disk is that one (its content hash, checked by the fetch mode against the cache's); its objects are never
 * changed (the next snapshot holds the same ones, and the dead-link check keys its memo by them).
 */
let kept: { dir: string; snapshot: StoredSnapshot } | undefined
/** Keeps `snapshot` as the one now in `dir`; undefined: forgets what it kept of `dir` (not of another folder). */
export function keepSnapshot(dir: string, snapshot: Snapshot | undefined): void {
  const root = path.resolve(dir)
  if (snapshot) kept = { dir: root, snapshot: storedFrom(snapshot) }
  else if (kept?.dir === root) kept = undefined
}
/** The snapshot this process wrote last into `dir`, if its content hash is `contentHash`. */
export function keptSnapshot(dir: string, contentHash: string): StoredSnapshot | undefined {
  return kept && kept.dir === path.resolve(dir) && kept.snapshot.manifest.contentHash === contentHash
    ? kept.snapshot
    : undefined
}
