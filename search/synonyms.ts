// Synonyms editors manage (general settings → search_settings.synonyms, docs/cms-contract/site-singletons.md), one rule
// per row in the syntax search engines' editors know from Solr and Elasticsearch:
// - `wormkuur, ontworming`: an equivalence set — a query word of the set also finds every other word of it;
// - `mank, kreupel lopen => kreupelheid`: a one-way rule — the left words also find the right ones, not the reverse.
// The bundled default is the horse thesaurus (search/thesaurus/paard-nl.txt, same syntax, one rule a line). The build
// stores the rules folded; at query time a query word that is a rule's key also matches the words it adds, a little
// below the word itself. A malformed row is left out with a warning naming it (search/build.ts puts it in the report).
import type { ReportEntry } from '#lib/model/report-entry.ts'
import { analyzeQuery, fold, stem, tokenize, type Stemmer } from './analysis.ts'

/** Rows as the CMS gives them: one rule per row. */
export type SynonymRow = { words: string }
/** A one-way rule, folded: each one-word entry of `from` also finds every entry of `to`. */
export type OneWayRule = { from: string[]; to: string[] }
/** The rules of the rows: equivalence sets (each a list of folded words or phrases) and one-way rules. */
export type SynonymRules = { groups: string[][]; oneWay: OneWayRule[] }
/** What is wrong with a row, for the build report: its position, its text and why it was left out or does nothing. */
export type SynonymProblem = { row: number; words: string; message: string }
/** Stem of a query word → the stems its rules add. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>

/** Between the words of a side: commas (Solr's), and semicolons and new lines, which the CMS field always accepted. */
const SEPARATOR = /[,;\n]+/
const ARROW = '=>'

/** The folded entries of one side of a rule, without repeats. */
function entries(side: string): string[] {
  return [
    ...new Set(
      side
        .split(SEPARATOR)
        .map((w) => tokenize(fold(w)).join(' '))
        .filter(Boolean),
    ),
  ]
}

/** An entry is looked up only when it is one searchable word: a phrase is found, never looked up. */
const isKey = (entry: string) => analyzeQuery(entry).length === 1

/** One row as a rule, or why it is none. An empty row (a repeater row left blank) is neither. */
export function parseSynonymRow(
  words: string,
): { group: string[] } | { oneWay: OneWayRule } | { problem: string } | null {
  if (!words.trim()) return null
  const sides = words.split(ARROW)
  if (sides.length > 2) return { problem: `more than one "${ARROW}": write one rule per row` }
  if (sides.length === 2) {
    const from = entries(sides[0] ?? '')
    const to = entries(sides[1] ?? '')
    if (from.length === 0) return { problem: `no words before "${ARROW}"` }
    if (to.length === 0) return { problem: `no words after "${ARROW}"` }
    if (!from.some(isKey))
      return { problem: `only phrases before "${ARROW}": a phrase is never looked up, write one-word entries there` }
    const adds = to.filter((t) => !from.includes(t))
    if (adds.length === 0) return { problem: `the words after "${ARROW}" only repeat those before it` }
    return { oneWay: { from, to: adds } }
  }
  const group = entries(words)
  if (group.length < 2)
    return {
      problem: `an equivalence set needs at least two words separated by commas (or "a => b" for a one-way rule)`,
    }
  if (!group.some(isKey)) return { problem: 'only phrases: a phrase is never looked up, add a one-word entry' }
  return { group }
}

/** The rules of the rows and the rows that are malformed (left out). */
export function parseSynonymRows(rows: readonly SynonymRow[]): SynonymRules & { problems: SynonymProblem[] } {
  const groups: string[][] = []
  const oneWay: OneWayRule[] = []
  const problems: SynonymProblem[] = []
  rows.forEach((row, i) => {
    const parsed = parseSynonymRow(row.words)
    if (!parsed) return
    if ('problem' in parsed) problems.push({ row: i, words: row.words.trim(), message: parsed.problem })
    else if ('group' in parsed) groups.push(parsed.group)
    else oneWay.push(parsed.oneWay)
  })
  return { groups, oneWay, problems }
}

/** The equivalence sets of the rows (one-way rules and malformed rows left out). */
export function synonymGroups(rows: readonly SynonymRow[]): string[][] {
  return parseSynonymRows(rows).groups
}

/** Every word and phrase the rules name (the build checks each rule against the pages' words). */
export const ruleEntries = (rules: SynonymRules): string[] => [
  ...rules.groups.flat(),
  ...rules.oneWay.flatMap((r) => [...r.from, ...r.to]),
]

/**
 * The query-time lookup. A one-word entry is looked up by its stem ("luis" and "luizen" both stand for their set);
 * every entry a rule adds, a phrase too ("ziekte van cushing"), adds its searchable words' stems. In a set every entry
 * adds the others; in a one-way rule the left entries add the right ones, and nothing adds the left ones.
 */
export function synonymMap(
  groups: readonly string[][],
  oneWay: readonly OneWayRule[] = [],
  stemOf: Stemmer = stem,
): SynonymMap {
  const map = new Map<string, Set<string>>()
  const stemsOf = (entry: string) => analyzeQuery(entry, stemOf).map((w) => w.stem)
  const add = (keys: readonly string[], adds: readonly string[]) => {
    const all = new Set(adds.flatMap(stemsOf))
    for (const key of keys) {
      const stems = stemsOf(key)
      const [only] = stems
      if (stems.length !== 1 || only === undefined) continue
      const added = map.get(only) ?? new Set<string>()
      for (const s of all) if (s !== only) added.add(s)
      map.set(only, added)
    }
  }
  for (const group of groups) add(group, group)
  for (const rule of oneWay) add(rule.from, rule.to)
  return new Map([...map].map(([stem, added]) => [stem, [...added]]))
}

/** Where the rows come from, for the report's entries. */
const SETTINGS = { entity: 'settings', url: '/wp/v2/general-settings' } as const
const rowPath = (row: number) => `search_settings.synonyms.${row}`

/**
 * The build report's warnings about the rows: each malformed row (left out: `problems` of parseSynonymRows), and each
 * rule none of whose entries occurs on any page — an entry occurs when every one of its words' stems is in
 * `vocabulary` (the full index's terms). Such a rule costs nothing but finds nothing either: a typo, or a subject
 * the site does not cover yet.
 */
export function synonymWarnings(
  rows: readonly SynonymRow[],
  problems: readonly SynonymProblem[],
  vocabulary: ReadonlySet<string>,
): ReportEntry[] {
  const warnings: ReportEntry[] = problems.map((p) => ({
    level: 'warning',
    ...SETTINGS,
    path: rowPath(p.row),
    message: `synonym rule "${p.words}" is malformed (${p.message}): left out`,
  }))
  const occurs = (entry: string) => {
    const stems = analyzeQuery(entry).map((w) => w.stem)
    return stems.length > 0 && stems.every((s) => vocabulary.has(s))
  }
  rows.forEach((row, i) => {
    const parsed = parseSynonymRow(row.words)
    if (!parsed || 'problem' in parsed) return
    const all = 'group' in parsed ? parsed.group : [...parsed.oneWay.from, ...parsed.oneWay.to]
    if (all.some(occurs)) return
    warnings.push({
      level: 'warning',
      ...SETTINGS,
      path: rowPath(i),
      message: `synonym rule "${row.words.trim()}" is unused: no page has any of its words`,
    })
  })
  return warnings
}

/**
 * The rows of a thesaurus file in the same syntax (search/thesaurus/paard-nl.txt): one rule a line; a line that starts
 * with "#" is a comment (Solr's synonyms files read the same), blank lines are left out.
 */
export function thesaurusRows(text: string): SynonymRow[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((words) => ({ words }))
}
