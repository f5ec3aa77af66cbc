// Random query strings for the functions' "never a 500" tests: known parameters and junk ones, with values people and
// bots send — empty, huge, negative, non-numeric, unicode, broken percent-encoding, repeated. Seeded: the same run
// every time, so a failure can be replayed.
import { Rng } from '#devcms/generate/random.ts'

const NAMES = [
  'q',
  'group_by_post_type',
  'size',
  'from',
  'post_type',
  'post_type[]',
  'knowledge_base_category',
  'content_type',
  'author_ids',
  'author_ids[]',
  'clinic_author_id',
  'vet_clinics_relation',
  'sort_by',
  'sort',
  'suggest',
  'post_id',
  'only_future_events',
  'page',
  'utm_source',
  '',
  '__proto__',
  'constructor',
]
const VALUES = [
  '',
  ' ',
  'koliek',
  'paarden hoef',
  'patiënt',
  'event_and_lesson',
  'article',
  'post',
  'page',
  'lesson',
  'event',
  'vet',
  'clinic',
  '0',
  '1',
  '-1',
  '6',
  '12',
  '100',
  '101',
  '99999999999999999999',
  '1e3',
  '0x10',
  'NaN',
  'true',
  'desc',
  'asc',
  'post_date',
  'event_date',
  'relevance',
  '%',
  '%zz',
  '%E0%A4%A',
  'a'.repeat(3000),
  '<script>alert(1)</script>',
  '🐴',
  '\u0000',
  'null',
  '[]',
  '{}',
  'hoeven-en-beweging',
  '401',
  '1,2,3',
  'user:2',
]

/** `count` query strings of 0–6 parameters each; raw (not re-encoded), so broken encodings reach the parser. */
export function fuzzQueries(count: number, seed = 20261123): string[] {
  const rng = new Rng(seed)
  const next = () => rng.next()
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 7) }, () => {
      const value = pick(VALUES)
      return `${pick(NAMES)}=${next() < 0.7 ? encodeURIComponent(value) : value.replace(/[&#\s]/g, '')}`
    }).join('&'),
  )
}
