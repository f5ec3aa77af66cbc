// Reads the snapshot the pipeline wrote: synchronously, once per directory per process, with errors that say what to do.
// Two ways (decision 046): openSnapshot gives each table behind an explicit reader that reads entity by entity when
// asked (entity-file.ts, decision 018) — an opened snapshot holds the same few MB whatever the number of pages; this is
// what the store, the prerender, the editors' functions and the postbuild read. loadSnapshot parses every table whole
// into the plain Snapshot the pipeline wrote, for the readers that go through all of it anyway (search, finder, tests).
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { SNAPSHOT_SCHEMA_VERSION } from '#lib/model/snapshot.ts'
import type {
  Entities,
  EntityRow,
  EntityTable,
  Lists,
  Manifest,
  Route,
  SiteData,
  Snapshot,
} from '#lib/model/snapshot.ts'
import type {
  Article,
  Author,
  Clinic,
  Event,
  Lesson,
  NewsPost,
  Page,
  Partner,
  Product,
  Term,
  Vet,
} from '#lib/model/types.ts'
import { ENTITY_TABLES, SNAPSHOT_FILES, entityFile } from './layout.ts'
import { EntityFile, memoryTable, type EntityReader } from './entity-file.ts'
import type { CardReader, StoredSnapshot, Tables } from './stored.ts'
import type { CardKind, Cards } from '#lib/model/cards.ts'
import { cardKey } from '../derive/cards.ts'
import { indexTable } from './table-index.ts'
import { isRecord } from '#lib/is-record.ts'

export type SnapshotProblem = 'missing' | 'outdated' | 'corrupt'

export class SnapshotError extends Error {
  readonly dir: string
  readonly problem: SnapshotProblem
  constructor(dir: string, problem: SnapshotProblem, message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'SnapshotError'
    this.dir = dir
    this.problem = problem
  }
}

const ManifestSchema = z.object({
  schemaVersion: z.number().int(),
  cmsUrl: z.string(),
  fetchedAt: z.string(),
  counts: z.record(z.string(), z.number()),
  hashes: z.record(z.string(), z.string()),
  contentHash: z.string(),
}) satisfies z.ZodType<Manifest>

// The other files were written by writeSnapshot for the same schema version (checked first), so only their outline
// is verified here: a truncated or hand-edited file fails loudly instead of rendering half a site.
const outline = <T>(check: (v: Record<string, unknown>) => boolean) => z.custom<T>((v) => isRecord(v) && check(v))
const isEntity = (e: Record<string, unknown>) => typeof e.id === 'number' && typeof e.path === 'string'
const table = <T>() => z.record(z.string(), outline<T>(isEntity))

const SiteSchema = outline<SiteData>((s) => isRecord(s.settings) && typeof s.frontpageId === 'number')
const RoutesSchema = z.record(
  z.string(),
  outline<Route>((r) => typeof r.kind === 'string'),
)
const ListsSchema = outline<Lists>((l) => Array.isArray(l.articles) && isRecord(l.byTerm))
const EntitySchemas: { [K in EntityTable]: z.ZodType<Entities[K]> } = {
  articles: table<Article>(),
  posts: table<NewsPost>(),
  lessons: table<Lesson>(),
  events: table<Event>(),
  pages: table<Page>(),
  partners: table<Partner>(),
  products: table<Product>(),
  clinics: table<Clinic>(),
  vets: table<Vet>(),
  authors: table<Author>(),
  terms: table<Term>(),
}

/** SNAPSHOT_DIR (relative to the working directory) or `<cwd>/.snapshot`. */
export const defaultSnapshotDir = (): string => path.resolve(process.env.SNAPSHOT_DIR || '.snapshot')

function readJson(dir: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
  } catch (error) {
    if (isMissing(error))
      throw new SnapshotError(dir, 'missing', `No snapshot at ${dir}: run "npm run pipeline" first`, { cause: error })
    throw new SnapshotError(
      dir,
      'corrupt',
      `Snapshot file ${path.join(dir, file)} is not valid JSON: run "npm run pipeline" again`,
      { cause: error },
    )
  }
}

function parseFile<T>(dir: string, file: string, data: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  const message = `Snapshot file ${path.join(dir, file)} is malformed${where}: ${issue?.message ?? 'invalid'}; run "npm run pipeline" again`
  throw new SnapshotError(dir, 'corrupt', message)
}

const readFile = <T>(dir: string, file: string, schema: z.ZodType<T>): T =>
  parseFile(dir, file, readJson(dir, file), schema)
const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT'

/** The manifest of the snapshot in `dir`, whatever its schema version (the pipeline compares hashes with it). */
export function readManifest(dir: string = defaultSnapshotDir()): Manifest {
  return readFile(path.resolve(dir), SNAPSHOT_FILES.manifest, ManifestSchema)
}

/** Small tables the layout, menus and listings iterate whole: held parsed, as every table was before decision 018. */
const EAGER_TABLES: ReadonlySet<EntityTable> = new Set(['terms', 'partners', 'authors'])

const wholeTable = <K extends EntityTable>(root: string, t: K): EntityReader<EntityRow<K>> =>
  memoryTable(readFile(root, entityFile(t), EntitySchemas[t]) as Record<string, EntityRow<K>>)

/** A table read on demand, or parsed whole when it is small or written by an earlier writer (all on one line). */
function openTable<K extends EntityTable>(root: string, t: K): EntityReader<EntityRow<K>> {
  const file = entityFile(t)
  if (EAGER_TABLES.has(t)) return wholeTable(root, t)
  const full = path.join(root, file)
  let fd: number
  try {
    fd = openSync(full, 'r')
  } catch (error) {
    if (isMissing(error))
      throw new SnapshotError(root, 'missing', `No snapshot at ${root}: run "npm run pipeline" first`, { cause: error })
    throw error
  }
  const indexed = indexTable(fd, fstatSync(fd).size)
  if ('spans' in indexed) {
    const check = (key: string, value: unknown) => {
      if (!isRecord(value) || !isEntity(value))
        throw new SnapshotError(
          root,
          'corrupt',
          `Snapshot file ${full} is malformed at ${key}: not an entity; run "npm run pipeline" again`,
        )
    }
    return new EntityFile<EntityRow<K> & object>({ file: full, fd, spans: indexed.spans, check })
  }
  closeSync(fd)
  if (indexed.problem === 'one-line') return wholeTable(root, t)
  throw new SnapshotError(
    root,
    'corrupt',
    `Snapshot file ${full} is not valid JSON (${indexed.detail}): run "npm run pipeline" again`,
  )
}

/**
 * The card table (decision 048), opened on the first card read (the pipeline's reuse of the previous snapshot reads
 * none): one card's line read and parsed when asked, as an entity table's. A snapshot written before there was one
 * is outdated, not silently rendered from whole entities.
 */
function openCards(root: string): CardReader {
  let file: EntityFile<object> | undefined
  const open = (): EntityFile<object> => {
    const full = path.join(root, SNAPSHOT_FILES.cards)
    let fd: number
    try {
      fd = openSync(full, 'r')
    } catch (error) {
      if (!isMissing(error)) throw error
      throw new SnapshotError(
        root,
        'outdated',
        `Snapshot at ${root} has no card table (${SNAPSHOT_FILES.cards}): run "npm run pipeline" to rebuild it`,
        { cause: error },
      )
    }
    const indexed = indexTable(fd, fstatSync(fd).size)
    if (!('spans' in indexed)) {
      closeSync(fd)
      throw new SnapshotError(
        root,
        'corrupt',
        `Snapshot file ${full} is not valid JSON (${indexed.detail}): run "npm run pipeline" again`,
      )
    }
    const check = (key: string, value: unknown) => {
      if (!isRecord(value))
        throw new SnapshotError(
          root,
          'corrupt',
          `Snapshot file ${full} is malformed at ${key}: not a card; run "npm run pipeline" again`,
        )
    }
    return new EntityFile<object>({ file: full, fd, spans: indexed.spans, check })
  }
  return {
    get: <K extends CardKind>(kind: K, id: number | string) =>
      (file ??= open()).get(cardKey(kind, id)) as Cards[K] | undefined,
  }
}

const opened = new Map<string, StoredSnapshot>()
const loaded = new Map<string, Snapshot>()

/** The manifest, after its schema version is checked against this build's. */
function checkedManifest(root: string): Manifest {
  const rawManifest = readJson(root, SNAPSHOT_FILES.manifest)
  const version = isRecord(rawManifest) ? rawManifest.schemaVersion : undefined
  if (version !== SNAPSHOT_SCHEMA_VERSION) {
    throw new SnapshotError(
      root,
      'outdated',
      `Snapshot at ${root} has schema version ${String(version)}, this build reads version ${SNAPSHOT_SCHEMA_VERSION}: run "npm run pipeline" to rebuild it`,
    )
  }
  return parseFile(root, SNAPSHOT_FILES.manifest, rawManifest, ManifestSchema)
}

/** The manifest (checked) and the small files every reader parses whole: site, routes, lists. */
function smallFiles(root: string) {
  return {
    manifest: checkedManifest(root),
    site: readFile(root, SNAPSHOT_FILES.site, SiteSchema),
    routes: readFile(root, SNAPSHOT_FILES.routes, RoutesSchema),
    lists: readFile(root, SNAPSHOT_FILES.lists, ListsSchema),
  }
}

/**
 * The snapshot in `dir` (default: defaultSnapshotDir()) with its big tables read on demand, opened once per process;
 * later calls return the same object.
 */
export function openSnapshot(dir: string = defaultSnapshotDir()): StoredSnapshot {
  const root = path.resolve(dir)
  const cached = opened.get(root)
  if (cached) return cached
  const snapshot = openSnapshotAnew(root)
  opened.set(root, snapshot)
  return snapshot
}

/**
 * The snapshot in `dir` with its big tables read on demand, opened for the caller alone (not shared through the
 * per-process cache above): a site handle (lib/site-handle.ts) owns the snapshot it opened, and drops it with itself.
 */
export function openSnapshotAnew(dir: string): StoredSnapshot {
  const root = path.resolve(dir)
  const small = smallFiles(root) // the manifest is checked before any table is opened
  const tables = Object.fromEntries(ENTITY_TABLES.map((t) => [t, openTable(root, t)])) as unknown as Tables
  return { ...small, tables, cards: openCards(root) }
}

/**
 * The snapshot in `dir` with every table parsed whole: the plain Snapshot the pipeline wrote. Read once per process;
 * later calls return the same object. For readers that go through every entity (the search and finder data, tests).
 */
export function loadSnapshot(dir: string = defaultSnapshotDir()): Snapshot {
  const root = path.resolve(dir)
  const cached = loaded.get(root)
  if (cached) return cached
  const small = smallFiles(root) // the manifest is checked before any table is parsed
  const entities = Object.fromEntries(
    ENTITY_TABLES.map((t) => [t, readFile<unknown>(root, entityFile(t), EntitySchemas[t])]),
  ) as unknown as Entities
  const snapshot: Snapshot = { ...small, entities }
  loaded.set(root, snapshot)
  return snapshot
}

/** Forgets every opened and loaded snapshot (tests, or a dev server after the pipeline ran again). */
export function resetSnapshotCache(): void {
  opened.clear()
  loaded.clear()
}
