// Scales the bundled content set for benchmarks: copies the bundled content folder to the output folder and adds
// generated articles, news posts, clinics and vets in array files of CHUNK items (ids from 100000 up, one kind after the
// other). Deterministic: every item has its own PRNG stream from (seed, kind, index), and nothing reads the clock, so
// the same arguments give byte-identical files.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildArticle, buildNewsPost, type MediaPool } from './articles.ts'
import { buildClinic, buildVet, loadPlaces, type ClinicInfo, type FinderTerm, type FinderTerms } from './finder.ts'
import { Rng, mixSeed } from './random.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
export const DEFAULT_SOURCE_DIR = path.join(here, '..', 'content')
export const DEFAULT_MEDIA_DIR = path.join(here, '..', 'media')
export const DEFAULT_OUT_DIR = '.content-generated'
export const FIRST_ID = 100000
export const CHUNK = 500
/** The file at the root of a generated folder that describes it (and marks the folder as safe to replace). */
export const MANIFEST_FILE = 'generated.json'
const GENERATOR = 'hoefslag devcms/generate'

export type GenerateOptions = {
  articles: number
  vets: number
  /** Default: ceil(vets / 3). */
  clinics?: number
  posts?: number
  seed?: number
  outDir?: string
  sourceDir?: string
  mediaDir?: string
  chunkSize?: number
}

type Kind = 'articles' | 'posts' | 'clinics' | 'vets'
const KIND_CODE: Record<Kind, number> = { articles: 1, posts: 2, clinics: 3, vets: 4 }

export type GenerateResult = {
  outDir: string
  seed: number
  counts: Record<Kind, number>
  ids: Partial<Record<Kind, [number, number]>>
  /** Generated files, relative to outDir (e.g. `articles/generated-0001.json`). */
  files: string[]
  /** Apparent size of the whole output folder and of the generated files alone, in bytes. */
  bytes: number
  generatedBytes: number
  /** Disk usage of the output folder (allocated blocks), in bytes. */
  diskBytes: number
  ms: number
}

type Obj = Record<string, unknown>

const isWithin = (child: string, parent: string) => {
  const rel = path.relative(parent, child)
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

/** Empties the output folder, refusing anything that does not look like an earlier generated folder. */
function prepareOutDir(outDir: string, sourceDir: string) {
  if (isWithin(outDir, sourceDir) || isWithin(sourceDir, outDir)) {
    throw new Error(`--out ${outDir} must not contain or be inside the source content folder ${sourceDir}`)
  }
  if (existsSync(outDir)) {
    if (!statSync(outDir).isDirectory()) throw new Error(`--out ${outDir} exists and is not a folder`)
    const entries = readdirSync(outDir)
    if (entries.length) {
      let marker: unknown
      try {
        marker = JSON.parse(readFileSync(path.join(outDir, MANIFEST_FILE), 'utf8'))
      } catch {
        marker = undefined
      }
      if (!(marker && typeof marker === 'object' && (marker as Obj).generator === GENERATOR)) {
        throw new Error(
          `refusing to replace ${outDir}: it is not empty and holds no ${MANIFEST_FILE} from an earlier run`,
        )
      }
      rmSync(outDir, { recursive: true, force: true })
    }
  }
  mkdirSync(outDir, { recursive: true })
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
  }
}

function loadMediaPool(mediaDir: string): MediaPool {
  const raw = readJson(path.join(mediaDir, 'manifest.json'))
  const entries = (Array.isArray(raw) ? raw : []).filter(
    (m): m is { id: number; slug: string } =>
      typeof m === 'object' && m !== null && typeof (m as Obj).id === 'number' && typeof (m as Obj).slug === 'string',
  )
  return {
    bySlug: new Map(entries.map((m) => [m.slug, m.id])),
    photos: entries.filter((m) => !/^(logo|auteur)-/.test(m.slug)).map((m) => m.id),
    portraits: entries.filter((m) => m.slug.startsWith('auteur-')).map((m) => m.id),
  }
}

function loadTerms(contentDir: string, taxonomy: string): FinderTerm[] {
  const raw = readJson(path.join(contentDir, 'terms', `${taxonomy}.json`))
  return (Array.isArray(raw) ? raw : [])
    .filter((t): t is FinderTerm => typeof t === 'object' && t !== null && typeof (t as Obj).id === 'number')
    .map((t) => ({ id: t.id, name: String(t.name ?? ''), slug: String(t.slug ?? '') }))
    .sort((a, b) => a.id - b.id)
}

/** Bundled clinics (id and name), for vets when no clinics are generated. */
function bundledClinics(contentDir: string): ClinicInfo[] {
  const dir = path.join(contentDir, 'clinics')
  if (!existsSync(dir)) return []
  const out: ClinicInfo[] = []
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const raw = readJson(path.join(dir, name))
    for (const c of (Array.isArray(raw) ? raw : [raw]) as Obj[]) {
      if (typeof c?.id !== 'number') continue
      const title = (c.title as { rendered?: string } | undefined)?.rendered ?? ''
      const idList = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [])
      out.push({
        id: c.id,
        name: title.replace(/&#8217;/g, "'").replace(/&amp;/g, '&'),
        expertises: idList(c.expertises),
        services: idList(c.services),
        recognitions: idList(c.recognitions),
        specialisations: idList(c.specialisations),
        date: String(c.date ?? '2025-01-01T00:00:00'),
      })
    }
  }
  return out
}

/** One item per line inside a JSON array: compact, diffable, and what the store reads. */
const arrayFile = (items: Obj[]) => `[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]\n`

export function generate(options: GenerateOptions): GenerateResult {
  const started = performance.now()
  const counts: Record<Kind, number> = {
    articles: options.articles,
    posts: options.posts ?? 0,
    clinics: options.clinics ?? Math.ceil(options.vets / 3),
    vets: options.vets,
  }
  for (const [kind, n] of Object.entries(counts)) {
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${kind} must be a whole number ≥ 0, got ${n}`)
  }
  const seed = (options.seed ?? 1) >>> 0
  const chunk = options.chunkSize ?? CHUNK
  const sourceDir = path.resolve(options.sourceDir ?? DEFAULT_SOURCE_DIR)
  const outDir = path.resolve(options.outDir ?? DEFAULT_OUT_DIR)
  const media = loadMediaPool(path.resolve(options.mediaDir ?? DEFAULT_MEDIA_DIR))

  prepareOutDir(outDir, sourceDir)
  if (existsSync(sourceDir)) cpSync(sourceDir, outDir, { recursive: true })

  const files: string[] = []
  let generatedBytes = 0
  const ids: GenerateResult['ids'] = {}
  let nextId = FIRST_ID
  const rngFor = (kind: Kind, i: number) => new Rng(mixSeed(seed, KIND_CODE[kind], i))

  /** Builds `count` items of a kind and writes them CHUNK per file, never holding more than one chunk. */
  const writeKind = (kind: Kind, count: number, build: (rng: Rng, id: number, i: number) => Obj) => {
    if (!count) return
    const first = nextId
    nextId += count
    ids[kind] = [first, first + count - 1]
    mkdirSync(path.join(outDir, kind), { recursive: true })
    for (let start = 0, n = 1; start < count; start += chunk, n++) {
      const items: Obj[] = []
      for (let i = start; i < Math.min(count, start + chunk); i++) items.push(build(rngFor(kind, i), first + i, i))
      const rel = `${kind}/generated-${String(n).padStart(4, '0')}.json`
      const text = arrayFile(items)
      writeFileSync(path.join(outDir, rel), text)
      generatedBytes += Buffer.byteLength(text)
      files.push(rel)
    }
  }

  writeKind('articles', counts.articles, (rng, id) => buildArticle(rng, id, media))
  writeKind('posts', counts.posts, (rng, id) => buildNewsPost(rng, id, media))

  const terms: FinderTerms = {
    expertise: loadTerms(outDir, 'expertise'),
    service: loadTerms(outDir, 'service'),
    specialisation: loadTerms(outDir, 'specialisation'),
    recognition: loadTerms(outDir, 'recognition'),
    'finder-label': loadTerms(outDir, 'finder-label'),
  }
  const clinicInfos: ClinicInfo[] = []
  if (counts.clinics) {
    const places = loadPlaces()
    if (!places.length) throw new Error('no places in the GeoNames PC4 table')
    writeKind('clinics', counts.clinics, (rng, id) => {
      const { item, info } = buildClinic(rng, id, places, terms, media)
      clinicInfos.push(info)
      return item
    })
  }
  if (counts.vets) {
    const clinics = clinicInfos.length ? clinicInfos : bundledClinics(outDir)
    if (!clinics.length)
      throw new Error('vets need clinics: pass --clinics N (N > 0) or bundle clinics in the content folder')
    writeKind('vets', counts.vets, (rng, _id, i) => {
      // spread vets evenly over the clinics (about three per clinic by default); some also work at a second one
      const home = clinics[Math.floor((i * clinics.length) / counts.vets)] as ClinicInfo
      const second = clinics.length > 1 && rng.chance(0.12) ? rng.pick(clinics.filter((c) => c !== home)) : undefined
      return buildVet(rng, _id, second ? [home, second] : [home], terms, media)
    })
  }

  const manifest = { generator: GENERATOR, seed, counts, ids, chunkSize: chunk, files }
  writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)

  const { bytes, diskBytes } = folderSize(outDir)
  return { outDir, seed, counts, ids, files, bytes, generatedBytes, diskBytes, ms: performance.now() - started }
}

export function folderSize(dir: string): { bytes: number; diskBytes: number } {
  let bytes = 0
  let diskBytes = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const sub = folderSize(full)
      bytes += sub.bytes
      diskBytes += sub.diskBytes
    } else {
      const st = statSync(full)
      bytes += st.size
      diskBytes += st.blocks * 512
    }
  }
  return { bytes, diskBytes }
}
