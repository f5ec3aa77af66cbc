// The full index behind /zoeken/ in a compact form: per field, per term, the ids of the documents holding it and how
// often (typed arrays), plus each document's field lengths for BM25. It loads as views on one file's bytes — no object
// per posting — so a cold function is ready in tens of milliseconds where MiniSearch's JSON takes ~0.7 s for 10,000
// articles (docs/decisions/003-search-engine.md). Words are analysed exactly as in the suggestion index.
import { tokenize } from './analysis.ts'

export type FieldSpec = { name: string; boost: number }

export type PostingsField = FieldSpec & {
  avgLength: number
  /** Postings of term t: docs[offsets[t] .. offsets[t + 1]). */
  offsets: Uint32Array
  docs: Uint32Array
  freqs: Uint16Array
  /** Processed terms per document in this field. */
  lengths: Uint16Array
}

export type PostingsIndex = { docCount: number; terms: string[]; fields: PostingsField[] }

const clamp16 = (n: number) => Math.min(n, 0xffff)

/** Builds the index from each document's field texts (documents in id order, ids 0 … n-1). */
export function buildPostings(
  docs: Record<string, string>[],
  specs: FieldSpec[],
  processTerm: (word: string) => string | null,
): PostingsIndex {
  const termIds = new Map<string, number>()
  const fields = specs.map((spec) => ({ spec, lists: [] as number[][], lengths: new Uint16Array(docs.length), total: 0 }))
  docs.forEach((doc, id) => {
    for (const field of fields) {
      const counts = new Map<number, number>()
      let length = 0
      for (const word of tokenize(doc[field.spec.name] ?? '')) {
        const term = processTerm(word)
        if (term === null) continue
        let termId = termIds.get(term)
        if (termId === undefined) termIds.set(term, (termId = termIds.size))
        counts.set(termId, (counts.get(termId) ?? 0) + 1)
        length++
      }
      field.lengths[id] = clamp16(length)
      field.total += length
      for (const [termId, freq] of counts) (field.lists[termId] ??= []).push(id, freq)
    }
  })
  const terms = [...termIds.keys()]
  return {
    docCount: docs.length,
    terms,
    fields: fields.map(({ spec, lists, lengths, total }) => {
      const offsets = new Uint32Array(terms.length + 1)
      terms.forEach((_, t) => (offsets[t + 1] = (offsets[t] ?? 0) + (lists[t]?.length ?? 0) / 2))
      const size = offsets[terms.length] ?? 0
      const ids = new Uint32Array(size)
      const freqs = new Uint16Array(size)
      lists.forEach((list, t) => {
        const start = offsets[t] ?? 0
        for (let k = 0; k < list.length; k += 2) {
          ids[start + k / 2] = list[k] ?? 0
          freqs[start + k / 2] = clamp16(list[k + 1] ?? 0)
        }
      })
      return { ...spec, avgLength: docs.length ? total / docs.length : 0, offsets, docs: ids, freqs, lengths }
    }),
  }
}
