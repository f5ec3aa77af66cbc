// Synonyms editors manage (general settings → search_settings.synonyms, docs/cms-contract/site-singletons.md): groups of words that
// mean the same to a visitor ("wormkuur, ontworming"). The build stores each group's words folded; at query time a
// query word that is one of a group's words also matches the group's other words, a little below the word itself.
import { analyzeQuery, fold, tokenize } from './analysis.ts'

/** Rows as the CMS gives them: one group per row, its words separated by commas (or semicolons, or new lines). */
export type SynonymRow = { words: string }
/** Stem of a query word → the stems its group adds. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>

const SEPARATOR = /[,;\n]+/

/** The groups of the rows: each a list of folded words or phrases, without repeats; groups of fewer than two left out. */
export function synonymGroups(rows: readonly SynonymRow[]): string[][] {
  const groups: string[][] = []
  for (const row of rows) {
    const words = [
      ...new Set(
        row.words
          .split(SEPARATOR)
          .map((w) => tokenize(fold(w)).join(' '))
          .filter(Boolean),
      ),
    ]
    if (words.length > 1) groups.push(words)
  }
  return groups
}

/**
 * The query-time lookup. A one-word entry is looked up by its stem ("luis" and "luizen" both stand for their group);
 * every entry of the group, a phrase too ("ziekte van cushing"), adds its searchable words' stems.
 */
export function synonymMap(groups: readonly string[][]): SynonymMap {
  const map = new Map<string, Set<string>>()
  for (const group of groups) {
    const entries = group.map((entry) => analyzeQuery(entry).map((w) => w.stem)).filter((stems) => stems.length > 0)
    const all = new Set(entries.flat())
    for (const stems of entries) {
      const [only] = stems
      if (stems.length !== 1 || only === undefined) continue
      const added = map.get(only) ?? new Set<string>()
      for (const s of all) if (s !== only) added.add(s)
      map.set(only, added)
    }
  }
  return new Map([...map].map(([stem, added]) => [stem, [...added]]))
}
