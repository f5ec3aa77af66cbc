// Random query strings for the finder and geocode functions' "never a 500" tests: its parameters and junk ones, with values people
// and bots send. Seeded (the project's Rng), so a failure can be replayed; raw, so broken encodings reach the parser.
import { Rng } from '#devcms/generate/random.ts'

const NAMES = [
  'q',
  'size',
  'from',
  'terms_operator',
  'user_lat',
  'user_lng',
  'postcode',
  'filter_distance',
  'finder_province',
  'finder_province[]',
  'finder_issues',
  'finder_issues[]',
  'finder_expertise',
  'finder_service',
  'finder_specialisation',
  'finder_recognition',
  'finder_label',
  'post_type',
  'dry_run',
  'page',
  'utm_source',
  '',
  '__proto__',
  'constructor',
  'lat',
  'lng',
]
const VALUES = [
  '',
  ' ',
  'koliek',
  'kreupelheid',
  'chirurgie',
  'orthopedie',
  'rontgen',
  'nieuw',
  'Utrecht',
  'noord-holland',
  'Fryslân',
  'and',
  'or',
  'xor',
  'all',
  '0',
  '1',
  '2',
  '10',
  '100',
  '101',
  '-1',
  '999',
  '10000',
  '10001',
  '99999999999999999999',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '52.0907',
  '5.1214',
  '-91',
  '181',
  '52,09',
  '3511 AB',
  '3511',
  'clinic',
  'vet',
  'article',
  'true',
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
  '1,2,3',
  'koliek,onbekend',
]

/** `count` query strings of 0–8 parameters each. */
export function finderFuzzQueries(count: number, seed = 20261125): string[] {
  const rng = new Rng(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng.next() * list.length)] as T
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(rng.next() * 9) }, () => {
      const value = pick(VALUES)
      return `${pick(NAMES)}=${rng.next() < 0.7 ? encodeURIComponent(value) : value.replace(/[&#\s]/g, '')}`
    }).join('&'),
  )
}
