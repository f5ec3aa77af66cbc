// Dutch compounds split into known parts ("wormkuur" → worm + kuur, "rotstraal" → rot + straal), with a dictionary
// taken from the index's own vocabulary: the folded words of the content and their stems. The same splitter runs at
// index time (search/build.ts adds the parts of every compound as the `parts` field, which weighs less than the words
// as written) and at query time (search/query-plan.ts splits a word the index does not know). See
// docs/decisions/003-search-engine.md, "Compounds".
import { isSearchable, stem, type Stemmer } from './analysis.ts'

/** Shortest word that is tried as a compound, and shortest part. */
const MIN_COMPOUND = 6
const MIN_PART = 3
/** Linking sounds between the parts: paard-en-kliniek, voorjaar-s-gras, pann-e-koek. */
const LINKS = ['', 'en', 's', 'e']
/** Prefixes and particles that make derived words, not compounds: ver-band, be-slag, onder-zoek, aan-pak. */
const NOT_A_FIRST_PART = new Set([
  'aan',
  'af',
  'achter',
  'be',
  'bij',
  'door',
  'er',
  'ge',
  'her',
  'in',
  'mee',
  'mis',
  'na',
  'om',
  'on',
  'onder',
  'ont',
  'op',
  'over',
  'tegen',
  'toe',
  'uit',
  'ver',
  'voor',
  'weg',
  'wan',
  'terug',
  'samen',
  'vol',
  'vrij',
])
/** Endings that make derived words: gezond-heid, moge-lijk, wonder-baar. */
const NOT_A_LAST_PART = new Set([
  'heid',
  'lijk',
  'baar',
  'loos',
  'schap',
  'ing',
  'ling',
  'tje',
  'achtig',
  'matig',
  'zaam',
])

/** Where a part stands in a compound: the lexicon allows some words only at the start (or in the middle), others only
 *  at the end (OpenTaal's compound flags, search/lexicon-build.ts). */
export type PartPlace = 'first' | 'middle' | 'last'
/** Is this folded string a word of the index (as written or as a stem), or one the lexicon allows in that place? */
export type KnownWord = (part: string, place: PartPlace) => boolean

/**
 * The parts of a folded word's stem ("straalrot" → ["straal", "rot"], "wormkuur" → ["worm", "kur"]; stem them to look
 * them up), or null when it is no compound of known
 * words. The word's stem is split, so an inflected simple word is not mistaken for one ("paarden" → "paard": no split,
 * though "paar" and "den" are words); two parts are preferred over three, then the longest first part.
 */
export function splitCompound(word: string, known: KnownWord, stemOf: Stemmer = stem): string[] | null {
  const base = stemOf(word)
  if (base.length < MIN_COMPOUND) return null
  return splitFrom(base, known, 2) ?? splitFrom(base, known, 3)
}

// The dictionary holds written words and stems: a first part is found as written ("straal"), the last part of the
// split stem as a stem ("kur" of "wormkuur"). Parts are not stemmed here: a query word tries hundreds of substrings.
const isPart = (part: string, known: KnownWord, place: PartPlace) =>
  part.length >= MIN_PART && isSearchable(part) && known(part, place)

function splitFrom(rest: string, known: KnownWord, parts: number, place: PartPlace = 'first'): string[] | null {
  if (parts === 1) return isPart(rest, known, 'last') && !NOT_A_LAST_PART.has(rest) ? [rest] : null
  // The first part as long as possible ("paardenkliniek" → paarden + kliniek, not paard + en + kliniek).
  for (let end = rest.length - MIN_PART; end >= MIN_PART; end--) {
    const first = rest.slice(0, end)
    if (NOT_A_FIRST_PART.has(first) || !isPart(first, known, place)) continue
    for (const link of LINKS) {
      if (!rest.startsWith(link, end)) continue
      const tail = splitFrom(rest.slice(end + link.length), known, parts - 1, 'middle')
      if (tail) return [first, ...tail]
    }
  }
  return null
}
