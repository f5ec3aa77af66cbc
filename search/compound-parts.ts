// Index time: the parts of every compound in a document's text, as the `titleParts` and `parts` fields (search/fields.ts), so that a
// query for a part or for the parts in another order ("straalrot") reaches the compound ("rotstraal"), while a query
// for the compound itself still scores higher on the documents that write it whole.
import { fold, isSearchable, stem, tokenize } from './analysis.ts'
import { splitCompound } from './compounds.ts'
import type { IndexedText } from './documents.ts'

const TEXT_FIELDS = ['title', 'headings', 'taxonomy', 'body'] as const

/** The dictionary: every searchable folded word of the texts and its stem. */
export function vocabulary(texts: IndexedText[]): Set<string> {
  const words = new Set<string>()
  // Millions of tokens, tens of thousands of distinct ones: each is folded and stemmed once.
  const seen = new Set<string>()
  for (const text of texts) {
    for (const field of TEXT_FIELDS) {
      for (const token of tokenize(text[field])) {
        if (seen.has(token)) continue
        seen.add(token)
        const folded = fold(token)
        if (isSearchable(folded)) words.add(folded).add(stem(folded))
      }
    }
  }
  return words
}

/** The texts with their `titleParts` and `parts` fields: each compound's parts (of the title; of the rest), as often
 *  as the compound occurs. */
export function withCompoundParts(texts: IndexedText[]): IndexedText[] {
  const known = vocabulary(texts)
  const has = (word: string) => known.has(word)
  const splits = new Map<string, string | null>()
  const partsOf = (token: string) => {
    let parts = splits.get(token)
    if (parts === undefined) {
      const folded = fold(token)
      const split = isSearchable(folded) ? splitCompound(folded, has) : null
      splits.set(token, (parts = split ? split.join(' ') : null))
    }
    return parts
  }
  const partsIn = (fields: readonly (keyof IndexedText)[], text: IndexedText) => {
    const parts: string[] = []
    for (const field of fields) for (const token of tokenize(text[field] ?? '')) {
      const found = partsOf(token)
      if (found) parts.push(found)
    }
    return parts.join(' ')
  }
  return texts.map((text) => ({ ...text, titleParts: partsIn(['title'], text), parts: partsIn(['headings', 'taxonomy', 'body'], text) }))
}
