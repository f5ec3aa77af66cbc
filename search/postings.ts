// A compact inverted index: per field, per term, the documents holding the term and how often (typed arrays), plus
// each document's field lengths for BM25. Both the full index (/zoeken/) and the suggestion index (header search) use
// it; they differ in fields and term processing. Stored as sections of a container (search/container.ts).
import * as z from 'zod/mini'
import { tokenize } from './analysis.ts'
import type { Container, Section } from './container.ts'
import type { FieldSpec } from './fields.ts'

export type PostingsField = FieldSpec & {
  avgLength: number
  /** Postings of term t: docs[offsets[t] .. offsets[t + 1]). */
  offsets: Uint32Array
  docs: Uint32Array
  freqs: Uint16Array
  /** Distinct words per document in this field (its length for BM25, as MiniSearch counts it). */
  lengths: Uint16Array
}

/** The words as written (folded) and the term each one is indexed as: a typo in a word's ending ("hoefbevangenhied")
 *  survives stemming unchanged, so it is corrected against the words, then looked up by their stems. */
export type SurfaceWords = { words: string[]; termIds: Uint32Array }

/** `docCount`: documents in this index (for IDF); document ids run over all stored documents. */
export type PostingsIndex = { docCount: number; terms: string[]; fields: PostingsField[]; surface?: SurfaceWords }

export type TermProcessor = (word: string) => string | string[] | null
const clamp16 = (n: number) => Math.min(n, 0xffff)

/**
 * One field of one document as the index sees it: its distinct terms in the order they first occur, how often each
 * occurs, its length (distinct words as written, MiniSearch's), and (with `surface`) each written word that differs from
 * its term, in first-occurrence order with the term it last gave. A function of the text alone: the build keeps it
 * between builds for texts that did not change (search/analysis-cache.ts).
 */
export type FieldAnalysis = { terms: string[]; freqs: number[]; length: number; surface: [string, string][] }

export function analyzeField(
  text: string,
  processTerm: TermProcessor,
  surface?: (word: string) => string | null,
): FieldAnalysis {
  const counts = new Map<string, number>()
  const written = new Map<string, string>()
  const words = tokenize(text)
  for (const word of words) {
    const processed = processTerm(word)
    if (processed === null) continue
    for (const term of typeof processed === 'string' ? [processed] : processed) {
      counts.set(term, (counts.get(term) ?? 0) + 1)
      const w = surface?.(word)
      if (w && w !== term) written.set(w, term)
    }
  }
  return { terms: [...counts.keys()], freqs: [...counts.values()], length: new Set(words).size, surface: [...written] }
}

/**
 * The index, document by document (in id order) from each one's field analyses (one per spec); documents not added are
 * not in this index. Term ids follow the order in which terms first occur over the documents and their fields, as one
 * pass over the words would give them.
 */
export class PostingsAssembler {
  readonly #termIds = new Map<string, number>()
  readonly #surfaceTerms = new Map<string, number>()
  readonly #fields: { spec: FieldSpec; lists: number[][]; lengths: Uint16Array; total: number }[]
  #docCount = 0

  constructor(
    specs: FieldSpec[],
    documents: number,
    private readonly surface: boolean,
  ) {
    this.#fields = specs.map((spec) => ({ spec, lists: [], lengths: new Uint16Array(documents), total: 0 }))
  }

  add(id: number, analyses: FieldAnalysis[]): void {
    this.#docCount++
    const termIds = this.#termIds
    this.#fields.forEach((field, f) => {
      const a = analyses[f]
      if (!a) return
      field.lengths[id] = clamp16(a.length)
      field.total += a.length
      for (let k = 0; k < a.terms.length; k++) {
        const term = a.terms[k] as string
        let termId = termIds.get(term)
        if (termId === undefined) termIds.set(term, (termId = termIds.size))
        ;(field.lists[termId] ??= []).push(id, a.freqs[k] ?? 0)
      }
      if (this.surface) for (const [w, term] of a.surface) this.#surfaceTerms.set(w, termIds.get(term) ?? 0)
    })
  }

  finish(): PostingsIndex {
    const terms = [...this.#termIds.keys()]
    const docCount = this.#docCount
    return {
      docCount,
      terms,
      fields: this.#fields.map((f) =>
        packField(f.spec, f.lists, f.lengths, docCount ? f.total / docCount : 0, terms.length),
      ),
      ...(this.surface
        ? { surface: { words: [...this.#surfaceTerms.keys()], termIds: Uint32Array.from(this.#surfaceTerms.values()) } }
        : {}),
    }
  }
}

/** Builds the index over the documents `include` accepts; a document's id is its position in `docs`. */
export function buildPostings(
  docs: Record<string, string>[],
  specs: FieldSpec[],
  processTerm: TermProcessor,
  options: {
    include?: (i: number) => boolean
    surface?: (word: string) => string | null
    /** Instead of analyzing each field text: an analysis of it as analyzeField would make it (search/analysis-cache.ts). */
    analyze?: (text: string, analyze: () => FieldAnalysis) => FieldAnalysis
  } = {},
): PostingsIndex {
  const { include = () => true, surface, analyze = (_text, fresh) => fresh() } = options
  const assembler = new PostingsAssembler(specs, docs.length, surface !== undefined)
  docs.forEach((doc, id) => {
    if (!include(id)) return
    assembler.add(
      id,
      specs.map((spec) => {
        const text = doc[spec.name] ?? ''
        return analyze(text, () => analyzeField(text, processTerm, surface))
      }),
    )
  })
  return assembler.finish()
}

function packField(
  spec: FieldSpec,
  lists: number[][],
  lengths: Uint16Array,
  avgLength: number,
  termCount: number,
): PostingsField {
  const offsets = new Uint32Array(termCount + 1)
  for (let t = 0; t < termCount; t++) offsets[t + 1] = (offsets[t] ?? 0) + (lists[t]?.length ?? 0) / 2
  const size = offsets[termCount] ?? 0
  const docs = new Uint32Array(size)
  const freqs = new Uint16Array(size)
  lists.forEach((list, t) => {
    const start = offsets[t] ?? 0
    for (let k = 0; k < list.length; k += 2) {
      docs[start + k / 2] = list[k] ?? 0
      freqs[start + k / 2] = clamp16(list[k + 1] ?? 0)
    }
  })
  return { ...spec, avgLength, offsets, docs, freqs, lengths }
}

export const PostingsHeaderSchema = z.object({
  docCount: z.int().check(z.nonnegative()),
  terms: z.array(z.string()),
  fields: z.array(z.object({ name: z.string(), boost: z.number(), b: z.optional(z.number()), avgLength: z.number() })),
  surfaceWords: z.optional(z.array(z.string())),
})
export type PostingsHeader = z.infer<typeof PostingsHeaderSchema>

/** The index as a header (terms, field weights) and container sections named `<prefix>.<field>.<array>`. */
export function postingsSections(
  index: PostingsIndex,
  prefix: string,
): { header: PostingsHeader; sections: Record<string, Section> } {
  const sections: Record<string, Section> = {}
  for (const f of index.fields) {
    Object.assign(sections, {
      [`${prefix}.${f.name}.offsets`]: f.offsets,
      [`${prefix}.${f.name}.docs`]: f.docs,
      [`${prefix}.${f.name}.freqs`]: f.freqs,
      [`${prefix}.${f.name}.lengths`]: f.lengths,
    })
  }
  if (index.surface) sections[`${prefix}.surface`] = index.surface.termIds
  const fields = index.fields.map(({ name, boost, b, avgLength }) => ({
    name,
    boost,
    ...(b === undefined ? {} : { b }),
    avgLength,
  }))
  const surface = index.surface ? { surfaceWords: index.surface.words } : {}
  return { header: { docCount: index.docCount, terms: index.terms, fields, ...surface }, sections }
}

export function postingsFromContainer(header: PostingsHeader, container: Container, prefix: string): PostingsIndex {
  const fields = header.fields.map((f) => ({
    ...f,
    offsets: container.u32(`${prefix}.${f.name}.offsets`),
    docs: container.u32(`${prefix}.${f.name}.docs`),
    freqs: container.u16(`${prefix}.${f.name}.freqs`),
    lengths: container.u16(`${prefix}.${f.name}.lengths`),
  }))
  const surface = header.surfaceWords
    ? { surface: { words: header.surfaceWords, termIds: container.u32(`${prefix}.surface`) } }
    : {}
  return { docCount: header.docCount, terms: header.terms, fields, ...surface }
}
