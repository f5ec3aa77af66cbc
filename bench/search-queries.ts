// 200 mixed Dutch queries for bench:search, deterministic, drawn from the titles of the content set: single words,
// two- and three-word AND queries, typos, plurals, diacritics, with and without filters; and as-you-type prefixes.
import type { Snapshot } from '#lib/model/snapshot.ts'
import { isSearchable, fold, tokenize } from '#search/analysis.ts'

/** mulberry32: a small seeded PRNG, so every run asks the same queries. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIXED = [
  'paarden',
  'patiënt',
  'hoefbevangenheid',
  'koliek',
  'ontworming',
  'vaccinatie',
  'droes',
  'gebit',
  'kreupelheid',
  'veulen',
]

function typo(word: string, rnd: () => number): string {
  const i = 1 + Math.floor(rnd() * (word.length - 2))
  return rnd() < 0.5
    ? word.slice(0, i) + word.slice(i + 1)
    : word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2)
}

/** Query strings for /api/search (without the leading "?"). */
export function mixedQueries(s: Snapshot, count = 200): string[] {
  const rnd = random(42)
  const words = [
    ...new Set(
      Object.values(s.entities.articles)
        .flatMap((a) => tokenize(a.title))
        .filter((w) => w.length >= 4 && isSearchable(fold(w))),
    ),
  ]
  const kb = Object.values(s.entities.terms)
    .filter((t) => t.taxonomy === 'knowledge-base-category')
    .map((t) => t.id)
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)] as T
  const word = () => pick(words).toLowerCase()
  const out: string[] = []
  for (let i = 0; out.length < count; i++) {
    const kind = i % 10
    let q: string
    let extra = ''
    if (kind < 3) q = word()
    else if (kind < 5) q = `${word()} ${word()}`
    else if (kind === 5) q = `${word()} ${word()} ${word()}`
    else if (kind === 6) q = typo(pick(words.filter((w) => w.length >= 6)).toLowerCase(), rnd)
    else if (kind === 7) q = pick(FIXED)
    else if (kind === 8) [q, extra] = [word(), `&post_type=article&knowledge_base_category=${pick(kb)}`]
    else [q, extra] = [word(), '&post_type=event_and_lesson&post_type=post']
    out.push(`q=${encodeURIComponent(q)}&group_by_post_type=1&size=12${extra}`)
  }
  return out
}

/** As-you-type suggestion requests: every prefix of 2+ letters of some queries, as the header search sends them. */
export function suggestionQueries(s: Snapshot, count = 200): string[] {
  const rnd = random(7)
  const titles = Object.values(s.entities.articles).map((a) => a.title.toLowerCase())
  const out: string[] = []
  while (out.length < count) {
    const words = tokenize(titles[Math.floor(rnd() * titles.length)] ?? '')
      .filter((w) => isSearchable(fold(w)))
      .slice(0, 2)
    const typed = words.join(' ')
    for (let n = 2; n <= typed.length && out.length < count; n++) {
      out.push(`q=${encodeURIComponent(typed.slice(0, n))}&group_by_post_type=1&suggest=1`)
    }
  }
  return out
}
