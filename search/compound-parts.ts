// Index time: the parts of every compound in a document's text, as the `titleParts` and `parts` fields (search/fields.ts), so that a
// query for a part or for the parts in another order ("straalrot") reaches the compound ("rotstraal"), while a query
// for the compound itself still scores higher on the documents that write it whole.
import { fold, isSearchable, stem, tokenize } from './analysis.ts'
import { splitCompound, type PartPlace } from './compounds.ts'
import type { IndexedText } from './documents.ts'
import { docKey, type AnalysisCache } from './analysis-cache.ts'

const TEXT_FIELDS = ['title', 'headings', 'taxonomy', 'intro', 'body'] as const

/** A changed vocabulary this large: every document's parts are split again rather than checked word by word. */
const MAX_CHECKED_CHANGES = 200

/** Words a dictionary allows as compound parts, by place (search/lexicon-build.ts `compoundPartWords`); `stamp`
 *  names the dictionary and its expansion, so that parts split with another one are not reused from the cache. */
export type PartWords = { stamp: string; begins: ReadonlySet<string>; ends: ReadonlySet<string> }
export const NO_PART_WORDS: PartWords = { stamp: '', begins: new Set(), ends: new Set() }

/** The texts with their `titleParts` and `parts` fields: each compound's parts (of the title; of the rest), as often
 *  as the compound occurs. A part is a word of the texts, of `extraWords` (the editors' synonyms: a compound that
 *  starts with one, "wormkuurschema", is split at it) or of the lexicon in its place (`lexicon`).
 *  With a cache (search/analysis-cache.ts), a document's words and parts are taken from the
 *  last build when its text is the same and no word whose place in the vocabulary changed is inside one of its words
 *  (a split only asks the vocabulary about parts of the word): the same parts, without reading the text again. */
export function withCompoundParts(
  texts: IndexedText[],
  cache?: AnalysisCache,
  lexicon: PartWords = NO_PART_WORDS,
  extraWords: readonly string[] = [],
): IndexedText[] {
  const keys = cache ? texts.map((t) => docKey([...TEXT_FIELDS.map((f) => t[f]), lexicon.stamp])) : []
  const cached = texts.map((_, i) => cache?.doc(keys[i] ?? ''))
  // Each distinct token folded once: millions of tokens, tens of thousands of distinct ones.
  const folding = new Map<string, string | null>()
  const wordsOf = (text: IndexedText) => {
    const words = new Set<string>()
    for (const field of TEXT_FIELDS) {
      for (const token of tokenize(text[field])) {
        let folded = folding.get(token)
        if (folded === undefined) {
          const f = fold(token)
          folding.set(token, (folded = isSearchable(f) ? f : null))
        }
        if (folded !== null) words.add(folded)
      }
    }
    return [...words]
  }
  const words = texts.map((text, i) => cached[i]?.words ?? wordsOf(text))
  // The dictionary: every searchable folded word of the texts and its stem.
  const known = new Set<string>()
  for (const list of words) for (const word of list) known.add(word).add(stem(word))
  for (const word of extraWords) known.add(word).add(stem(word))
  const has = (word: string, place: PartPlace) =>
    known.has(word) || (place === 'last' ? lexicon.ends : lexicon.begins).has(word)

  const changed = cache?.vocabulary.size ? [...symmetricDifference(known, cache.vocabulary)] : undefined
  const touched = new Map<string, boolean>()
  const isTouched = (word: string) => {
    let t = touched.get(word)
    if (t === undefined) {
      const base = stem(word)
      touched.set(word, (t = (changed ?? []).some((d) => base.includes(d))))
    }
    return t
  }
  const keeps = (i: number) =>
    cached[i] !== undefined &&
    changed !== undefined &&
    (changed.length === 0 || (changed.length <= MAX_CHECKED_CHANGES && !(words[i] ?? []).some(isTouched)))

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
    for (const field of fields)
      for (const token of tokenize(text[field] ?? '')) {
        const found = partsOf(token)
        if (found) parts.push(found)
      }
    return parts.join(' ')
  }
  const out = texts.map((text, i) => {
    const c = cached[i]
    const parts =
      c && keeps(i)
        ? { titleParts: c.titleParts, parts: c.parts }
        : { titleParts: partsIn(['title'], text), parts: partsIn(['headings', 'taxonomy', 'intro', 'body'], text) }
    cache?.setDoc(keys[i] ?? '', { words: words[i] ?? [], ...parts })
    return { ...text, ...parts }
  })
  if (cache) cache.nextVocabulary = known
  return out
}

function symmetricDifference(a: Set<string>, b: Set<string>): Set<string> {
  const out = new Set<string>()
  for (const x of a) if (!b.has(x)) out.add(x)
  for (const x of b) if (!a.has(x)) out.add(x)
  return out
}
