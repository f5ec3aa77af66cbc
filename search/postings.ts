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

type TermProcessor = (word: string) => string | string[] | null
const clamp16 = (n: number) => Math.min(n, 0xffff)

/** Builds the index over the documents `include` accepts; a document's id is its position in `docs`. */
export function buildPostings(
  docs: Record<string, string>[],
  specs: FieldSpec[],
  processTerm: TermProcessor,
  options: { include?: (i: number) => boolean; surface?: (word: string) => string | null } = {},
): PostingsIndex {
  const { include = () => true, surface } = options
  const termIds = new Map<string, number>()
  const surfaceTerms = new Map<string, number>()
  const fields = specs.map((spec) => ({ spec, lists: [] as number[][], lengths: new Uint16Array(docs.length), total: 0 }))
  let docCount = 0
  docs.forEach((doc, id) => {
    if (!include(id)) return
    docCount++
    for (const field of fields) {
      const counts = new Map<number, number>()
      const words = tokenize(doc[field.spec.name] ?? '')
      // MiniSearch's field length: the distinct words as written (stop words included).
      const length = new Set(words).size
      for (const word of words) {
        const processed = processTerm(word)
        if (processed === null) continue
        for (const term of typeof processed === 'string' ? [processed] : processed) {
          let termId = termIds.get(term)
          if (termId === undefined) termIds.set(term, (termId = termIds.size))
          counts.set(termId, (counts.get(termId) ?? 0) + 1)
          const written = surface?.(word)
          if (written && written !== term) surfaceTerms.set(written, termId)
        }
      }
      field.lengths[id] = clamp16(length)
      field.total += length
      for (const [termId, freq] of counts) (field.lists[termId] ??= []).push(id, freq)
    }
  })
  const terms = [...termIds.keys()]
  return {
    docCount,
    terms,
    fields: fields.map((f) => packField(f.spec, f.lists, f.lengths, docCount ? f.total / docCount : 0, terms.length)),
    ...(surface ? { surface: { words: [...surfaceTerms.keys()], termIds: Uint32Array.from(surfaceTerms.values()) } } : {}),
  }
}

function packField(spec: FieldSpec, lists: number[][], lengths: Uint16Array, avgLength: number, termCount: number): PostingsField {
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
export function postingsSections(index: PostingsIndex, prefix: string): { header: PostingsHeader; sections: Record<string, Section> } {
  const sections: Record<string, Section> = {}
  for (const f of index.fields) {
    Object.assign(sections, { [`${prefix}.${f.name}.offsets`]: f.offsets, [`${prefix}.${f.name}.docs`]: f.docs, [`${prefix}.${f.name}.freqs`]: f.freqs, [`${prefix}.${f.name}.lengths`]: f.lengths })
  }
  if (index.surface) sections[`${prefix}.surface`] = index.surface.termIds
  const fields = index.fields.map(({ name, boost, b, avgLength }) => ({ name, boost, ...(b === undefined ? {} : { b }), avgLength }))
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
  const surface = header.surfaceWords ? { surface: { words: header.surfaceWords, termIds: container.u32(`${prefix}.surface`) } } : {}
  return { docCount: header.docCount, terms: header.terms, fields, ...surface }
}
