import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_SOURCE_DIR,
  FIRST_ID,
  MANIFEST_FILE,
  generate,
  type GenerateOptions,
  type GenerateResult,
} from './generate.ts'
import { loadPlaces } from './finder.ts'
import { validateContent } from '../validate.ts'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-generate-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

type Item = Record<string, unknown> & { id: number; slug: string; date: string; modified: string }
const readItems = (dir: string, files: string[], kind: string): Item[] =>
  files
    .filter((f) => f.startsWith(`${kind}/`))
    .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Item[])

/** Every file under a folder, relative path → contents. */
function tree(dir: string, base = dir, out = new Map<string, Buffer>()): Map<string, Buffer> {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) tree(full, base, out)
    else out.set(path.relative(base, full), readFileSync(full))
  }
  return out
}

/** A minimal, complete source folder with the README's fixed users and terms, so the test does not depend on the
 * bundled content being finished. */
function fixtureSource(dir: string) {
  const terms = (first: number, slugs: string[]) =>
    slugs.map((slug, i) => ({ id: first + i, name: slug.replace(/-/g, ' '), slug }))
  const write = (rel: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), JSON.stringify(value))
  }
  write(
    'users.json',
    Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `Auteur ${i + 1}`, slug: `auteur-${i + 1}` })),
  )
  write(
    'terms/category.json',
    terms(201, [
      'gezondheid',
      'voeding',
      'verzorging',
      'training-en-beweging',
      'fokkerij',
      'praktijk',
      'onderzoek',
      'wet-en-regelgeving',
      'evenementen',
      'academy',
      'partnernieuws',
      'welzijn',
    ]),
  )
  write(
    'terms/post_tag.json',
    terms(301, [
      'koliek',
      'hoefbevangenheid',
      'droes',
      'rhinopneumonie',
      'influenza',
      'tetanus',
      'ontworming',
      'gebitsverzorging',
      'kreupelheid',
      'mok',
      'zomereczeem',
      'cushing',
      'ems',
      'veulen',
      'drachtigheid',
      'huisvesting',
      'ruwvoer',
      'senior-paard',
      'chippen-en-registratie',
      'eerste-hulp',
    ]),
  )
  write(
    'terms/knowledge-base-category.json',
    terms(401, [
      'koliek-en-spijsvertering',
      'hoeven-en-beweging',
      'gebit',
      'huid-en-vacht',
      'ademhaling',
      'voeding',
      'vaccinatie-en-ontworming',
      'voortplanting-en-veulens',
      'gedrag-en-welzijn',
      'het-oudere-paard',
    ]),
  )
  write('terms/content-type.json', terms(451, ['artikel', 'video', 'podcast', 'casus', 'checklist']))
  write(
    'terms/expertise.json',
    terms(501, [
      'inwendige-geneeskunde',
      'orthopedie',
      'gebitsverzorging-paard',
      'voortplanting-paard',
      'oogheelkunde',
    ]),
  )
  write(
    'terms/service.json',
    terms(551, ['24-uurs-spoeddienst', 'ambulante-praktijk', 'kliniek-met-opname', 'rontgen', 'echografie']),
  )
  write('terms/specialisation.json', terms(601, ['specialist-chirurgie-ecvs', 'specialist-voortplanting-ecar']))
  write('terms/recognition.json', terms(631, ['erkende-opleidingspraktijk']))
  write('terms/finder-label.json', terms(661, ['nieuw']))
}

const problemsIn = (problems: string[], files: string[]) =>
  problems.filter((p) => files.some((f) => p.startsWith(`${f}:`)))

describe('content generator', () => {
  const source = path.join(tmp, 'source')
  const base: GenerateOptions = { articles: 200, posts: 20, vets: 60, seed: 42, sourceDir: source }
  const out = path.join(tmp, 'out-a')
  let result: GenerateResult
  beforeAll(() => {
    fixtureSource(source)
    result = generate({ ...base, outDir: out })
  })

  it('writes the asked counts in chunked array files, ids from 100000 up', async () => {
    expect(result.counts).toEqual({ articles: 200, posts: 20, clinics: 20, vets: 60 })
    expect(result.ids).toEqual({
      articles: [FIRST_ID, FIRST_ID + 199],
      posts: [FIRST_ID + 200, FIRST_ID + 219],
      clinics: [FIRST_ID + 220, FIRST_ID + 239],
      vets: [FIRST_ID + 240, FIRST_ID + 299],
    })
    expect(result.files).toEqual([
      'articles/generated-0001.json',
      'posts/generated-0001.json',
      'clinics/generated-0001.json',
      'vets/generated-0001.json',
    ])
    const { store } = await validateContent(out)
    const counts: Record<string, number> = {}
    for (const p of store.posts.values())
      if (Number(p.data.id) >= FIRST_ID) counts[p.collection.type] = (counts[p.collection.type] ?? 0) + 1
    expect(counts).toEqual({ article: 200, post: 20, clinic: 20, vet: 60 })
    // the source folder was copied as is
    expect(readFileSync(path.join(out, 'terms/category.json'), 'utf8')).toBe(
      readFileSync(path.join(source, 'terms/category.json'), 'utf8'),
    )
    expect(JSON.parse(readFileSync(path.join(out, MANIFEST_FILE), 'utf8'))).toMatchObject({
      seed: 42,
      files: result.files,
    })
  })

  it('generates only items that are valid against the contract, references included', async () => {
    const { problems } = await validateContent(out)
    expect(problemsIn(problems, result.files)).toEqual([])
  })

  it('is deterministic: same arguments and seed give byte-identical output', () => {
    const again = path.join(tmp, 'out-b')
    generate({ ...base, outDir: again })
    const a = tree(out)
    const b = tree(again)
    expect([...b.keys()]).toEqual([...a.keys()])
    for (const [file, bytes] of a) expect(b.get(file)?.equals(bytes), file).toBe(true)
    // an item does not depend on the other counts: fewer articles are a prefix of more
    const small = generate({ ...base, articles: 50, posts: 0, outDir: path.join(tmp, 'out-small') })
    expect(readItems(small.outDir, small.files, 'articles')).toEqual(
      readItems(out, result.files, 'articles').slice(0, 50),
    )
    // and another seed gives other content
    const other = generate({ ...base, seed: 43, outDir: path.join(tmp, 'out-c') })
    expect(readFileSync(path.join(other.outDir, result.files[0] as string), 'utf8')).not.toBe(
      readFileSync(path.join(out, result.files[0] as string), 'utf8'),
    )
  })

  it('writes Dutch articles of about 500 words with <h2 id> sections, unique slugs and dates in 2015–2026', () => {
    const articles = readItems(out, result.files, 'articles')
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length)
    const words = articles.map(
      (a) =>
        (a.content as { rendered: string }).rendered
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length,
    )
    expect(Math.min(...words)).toBeGreaterThan(380)
    expect(Math.max(...words)).toBeLessThan(750)
    const avg = words.reduce((s, w) => s + w, 0) / words.length
    expect(avg).toBeGreaterThan(450)
    expect(avg).toBeLessThan(600)
    for (const a of articles) {
      const html = (a.content as { rendered: string }).rendered
      expect(html).toMatch(/<h2 id="[a-z0-9-]+">/)
      expect(a.date >= '2015-01-01' && a.date < '2027-01-01').toBe(true)
      expect(a.modified >= a.date).toBe(true)
    }
    // distinct texts
    expect(new Set(articles.map((a) => (a.content as { rendered: string }).rendered)).size).toBe(articles.length)
    const withBlocks = articles.filter((a) => a.content_block_rows).length
    expect(withBlocks).toBeGreaterThan(5)
    expect(withBlocks).toBeLessThan(45)
  })

  it('puts clinics at real GeoNames postcodes with their centroid and province', () => {
    const places = loadPlaces()
    const clinics = readItems(out, result.files, 'clinics')
    for (const c of clinics) {
      const address = (
        c.extra_fields as { address: { postcode: string; city: string; province: string; lat: number; lng: number } }
      ).address
      expect(address.postcode).toMatch(/^\d{4} [A-Z]{2}$/)
      const match = places.find((p) => p.postcode4 === address.postcode.slice(0, 4) && p.place === address.city)
      expect(match, address.postcode).toBeDefined()
      expect([address.lat, address.lng, address.province]).toEqual([match?.lat, match?.lng, match?.province])
    }
    const vets = readItems(out, result.files, 'vets')
    const clinicIds = new Set(clinics.map((c) => c.id))
    for (const v of vets)
      for (const id of (v.extra_fields as { clinics: number[] }).clinics) expect(clinicIds.has(id)).toBe(true)
  })

  it('refuses to replace a non-empty folder it did not generate', () => {
    const foreign = path.join(tmp, 'foreign')
    mkdirSync(foreign)
    writeFileSync(path.join(foreign, 'keep.txt'), 'mine')
    expect(() => generate({ ...base, outDir: foreign })).toThrow(/refusing/)
    expect(existsSync(path.join(foreign, 'keep.txt'))).toBe(true)
    expect(() => generate({ ...base, outDir: path.join(source, 'inside') })).toThrow(/source content folder/)
  })

  it('generates valid items on top of the bundled content folder', async () => {
    const bundled = generate({ articles: 200, vets: 60, seed: 7, outDir: path.join(tmp, 'out-bundled') })
    const { problems } = await validateContent(bundled.outDir)
    // The bundled folder is being filled by others; while it lacks users or terms, references to them cannot resolve.
    const complete =
      existsSync(path.join(DEFAULT_SOURCE_DIR, 'users.json')) &&
      existsSync(path.join(DEFAULT_SOURCE_DIR, 'terms', 'post_tag.json'))
    const ours = problemsIn(problems, bundled.files).filter(
      (p) => complete || !/unknown (author|term)|has unknown term/.test(p),
    )
    expect(ours).toEqual([])
  })
})
