// What the search build learned about each text, kept between builds (docs/decisions/019): per field text, its field
// analysis (search/postings.ts: terms, counts, length, written words); per document, its searchable words (the
// compound splitter's vocabulary) and its compound parts (search/compound-parts.ts), with the vocabulary they were
// split against. A build looks every text up and analyzes only the new ones, so the index of a site where one article
// changed costs that article plus assembling — and is the same, byte for byte, as a build without the cache.
// The file carries the stamp of the code that analyzed (lib/cache/table.ts `searchAnalysis`: the stemmer, the stop
// words, the compound splitter, the lexicon, the thesaurus): a file made by other code is not read.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as z from 'zod/mini'
import { cacheStamp } from '#lib/cache/stamp.server.ts'
import { packStrings, readContainer, stringAt, writeContainer } from './container.ts'
import type { FieldAnalysis } from './postings.ts'

/** The stamp of the analysis code now (once per process). */
export const analysisStamp = () => cacheStamp('searchAnalysis')

const HeaderSchema = z.object({
  /** The stamp of the code that made the analyses. */
  code: z.string(),
  /** Field texts' keys, in the order of their rows in `fields.at`. */
  fields: z.array(z.string()),
  /** Documents' keys, in the order of `docs.at`. */
  docs: z.array(z.string()),
  /** Per document: its compound parts (title's, the rest's). */
  parts: z.array(z.tuple([z.string(), z.string()])),
})

export type DocEntry = { words: string[]; titleParts: string; parts: string }

const sha = (text: string) => createHash('sha1').update(text).digest('base64url')
/** The key of a field text for an analysis kind (`full`, `suggest`). */
export const fieldKey = (kind: string, text: string) => sha(`${kind}\0${text}`)
/** The key of a document's text fields. */
export const docKey = (fields: string[]) => sha(fields.join('\0'))

export class AnalysisCache {
  readonly #fields = new Map<string, FieldAnalysis>()
  readonly #docs = new Map<string, DocEntry>()
  /** The vocabulary the cached parts were split against (empty: none known). */
  vocabulary = new Set<string>()
  /** The vocabulary this build's parts were split against (written by `write`). */
  nextVocabulary = new Set<string>()
  readonly #usedFields = new Set<string>()
  readonly #usedDocs = new Set<string>()
  hits = 0
  misses = 0
  /** Why `read` gave an empty cache, for the build's log (undefined: it read the file, or none was asked for). */
  dropped: string | undefined

  field(key: string, analyze: () => FieldAnalysis): FieldAnalysis {
    this.#usedFields.add(key)
    let a = this.#fields.get(key)
    if (a) this.hits++
    else {
      this.misses++
      this.#fields.set(key, (a = analyze()))
    }
    return a
  }

  doc(key: string): DocEntry | undefined {
    this.#usedDocs.add(key)
    return this.#docs.get(key)
  }

  setDoc(key: string, entry: DocEntry): void {
    this.#usedDocs.add(key)
    this.#docs.set(key, entry)
  }

  /**
   * This build's cache as the next build would read it back from `write`: only what this build used, the vocabulary
   * its parts were split against, no counts. A process that builds again and again (the warm builder) keeps the cache
   * in memory this way instead of reading the file back.
   */
  carryOver(): AnalysisCache {
    const next = new AnalysisCache()
    for (const key of this.#usedFields) {
      const a = this.#fields.get(key)
      if (a) next.#fields.set(key, a)
    }
    for (const key of this.#usedDocs) {
      const d = this.#docs.get(key)
      if (d) next.#docs.set(key, d)
    }
    next.vocabulary = this.nextVocabulary
    return next
  }

  /** The cache in `file`, or an empty one (missing, made by other code, unreadable: the build analyzes everything).
   *  `code`: the stamp of the analysis code now. */
  static read(file: string, code: string = analysisStamp()): AnalysisCache {
    const cache = new AnalysisCache()
    try {
      const c = readContainer(readFileSync(file))
      const header = HeaderSchema.parse(c.header)
      if (header.code !== code) {
        const other = new AnalysisCache()
        other.dropped = 'made by other analysis code'
        return other
      }
      const [offsets, bytes] = [c.u32('strings.offsets'), c.u8('strings.bytes')]
      const strings = Array.from({ length: offsets.length - 1 }, (_, i) => stringAt(offsets, bytes, i))
      const str = (id: number) => strings[id] ?? ''
      const data = c.u32('fields.data')
      const at = c.u32('fields.at')
      header.fields.forEach((key, i) => {
        let p = at[i] ?? 0
        const [length, n, m] = [data[p++] ?? 0, data[p++] ?? 0, data[p++] ?? 0]
        const terms = Array.from(data.subarray(p, p + n), str)
        const freqs = Array.from(data.subarray(p + n, p + 2 * n))
        p += 2 * n
        const surface = Array.from({ length: m }, (_, k): [string, string] => [
          str(data[p + 2 * k] ?? 0),
          str(data[p + 2 * k + 1] ?? 0),
        ])
        cache.#fields.set(key, { terms, freqs, length, surface })
      })
      const words = c.u32('docs.words')
      const wordsAt = c.u32('docs.at')
      header.docs.forEach((key, i) => {
        const [titleParts, parts] = header.parts[i] ?? ['', '']
        cache.#docs.set(key, {
          words: Array.from(words.subarray(wordsAt[i] ?? 0, wordsAt[i + 1] ?? 0), str),
          titleParts,
          parts,
        })
      })
      cache.vocabulary = new Set(Array.from(c.u32('vocabulary'), str))
    } catch {
      const none = new AnalysisCache()
      none.dropped = 'missing or unreadable'
      return none
    }
    return cache
  }

  /** Writes what this build used (atomically), with the vocabulary its parts were split against and the stamp of the
   *  code that analyzed. */
  write(file: string, vocabulary: Set<string> = this.nextVocabulary, code: string = analysisStamp()): void {
    const ids = new Map<string, number>()
    const id = (s: string) => {
      let i = ids.get(s)
      if (i === undefined) ids.set(s, (i = ids.size))
      return i
    }
    // Millions of numbers: typed arrays of the right size, filled in place.
    const fields = [...this.#usedFields].filter((k) => this.#fields.has(k))
    const analyses = fields.map((k) => this.#fields.get(k) as FieldAnalysis)
    const data = new Uint32Array(analyses.reduce((n, a) => n + 3 + 2 * a.terms.length + 2 * a.surface.length, 0))
    const at = new Uint32Array(fields.length)
    let p = 0
    analyses.forEach((a, i) => {
      at[i] = p
      data[p++] = a.length
      data[p++] = a.terms.length
      data[p++] = a.surface.length
      for (const t of a.terms) data[p++] = id(t)
      for (const f of a.freqs) data[p++] = f
      for (const [w, t] of a.surface) {
        data[p++] = id(w)
        data[p++] = id(t)
      }
    })
    const docs = [...this.#usedDocs].filter((k) => this.#docs.has(k))
    const entries = docs.map((k) => this.#docs.get(k) as DocEntry)
    const words = new Uint32Array(entries.reduce((n, d) => n + d.words.length, 0))
    const wordsAt = new Uint32Array(docs.length + 1)
    let q = 0
    entries.forEach((d, i) => {
      wordsAt[i] = q
      for (const w of d.words) words[q++] = id(w)
    })
    wordsAt[docs.length] = q
    const parts = entries.map((d): [string, string] => [d.titleParts, d.parts])
    const vocab = Uint32Array.from([...vocabulary].map(id))
    const strings = packStrings([...ids.keys()])
    const out = writeContainer({ code, fields, docs, parts } satisfies z.infer<typeof HeaderSchema>, {
      'strings.offsets': strings.offsets,
      'strings.bytes': strings.bytes,
      'fields.data': data,
      'fields.at': at,
      'docs.words': words,
      'docs.at': wordsAt,
      vocabulary: vocab,
    })
    mkdirSync(path.dirname(file), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    writeFileSync(temp, out)
    renameSync(temp, file)
  }
}
