// Index time: the parts of every compound in a document's text, as the `parts` field (search/fields.ts), so that a
// query for a part or for the parts in another order ("straalrot") reaches the compound ("rotstraal"), while a query
// for the compound itself still scores higher on the documents that write it whole.
import { fold, isSearchable, stem, tokenize } from './analysis.ts'
import { splitCompound } from './compounds.ts'
import type { IndexedText } from './documents.ts'

const TEXT_FIELDS = ['title', 'headings', 'taxonomy', 'body'] as const

/** The dictionary: every searchable folded word of the texts and its stem. */
export function vocabulary(texts: IndexedText[]): Set<string> {
  const words = new Set<string>()
  for (const text of texts) {
    for (const field of TEXT_FIELDS) {
      for (const token of tokenize(text[field])) {
        const folded = fold(token)
        if (isSearchable(folded) && !words.has(folded)) words.add(folded).add(stem(folded))
      }
    }
  }
  return words
}

/** The texts with their `parts` field: each compound's parts, as often as the compound occurs. */
export function withCompoundParts(texts: IndexedText[]): IndexedText[] {
  const known = vocabulary(texts)
  const has = (word: string) => known.has(word)
  const splits = new Map<string, string | null>()
  const partsOf = (token: string) => {
    const folded = fold(token)
    let parts = splits.get(folded)
    if (parts === undefined) {
      const split = isSearchable(folded) ? splitCompound(folded, has) : null
      splits.set(folded, (parts = split ? split.join(' ') : null))
    }
    return parts
  }
  return texts.map((text) => {
    const parts: string[] = []
    for (const field of TEXT_FIELDS) for (const token of tokenize(text[field])) {
      const found = partsOf(token)
      if (found) parts.push(found)
    }
    return { ...text, parts: parts.join(' ') }
  })
}
