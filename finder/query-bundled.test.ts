// The finder on the bundled content (devcms/content), checked against answers computed here from the CMS's own files
// rather than from the index: an issue expanded into its term groups with terms_operator=or (spec §9) gives the union
// of those terms, exactly what finder_issues=<slug> gives; the default `and` still intersects the groups.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { bundledSnapshot } from '#search/judged/bundled.ts'
import { buildFinderIndex } from './build.ts'
import type { TermGroup } from './index-data.ts'
import { finderFromBytes, type LoadedFinder } from './loaded.ts'
import { runFinder, type FinderQuery } from './query.ts'

const CONTENT = path.resolve(import.meta.dirname, '../devcms/content')
type Raw = { id: number; slug: string; status?: string } & Record<string, unknown>
const rawFiles = (folder: string): Raw[] =>
  readdirSync(path.join(CONTENT, folder)).flatMap(
    (f) => [JSON.parse(readFileSync(path.join(CONTENT, folder, f), 'utf8'))].flat() as Raw[],
  )
const rawTerms = (taxonomy: string): Raw[] =>
  JSON.parse(readFileSync(path.join(CONTENT, 'terms', `${taxonomy}.json`), 'utf8')) as Raw[]
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [])

/** The CMS field and taxonomy of each term group, as the content files name them. */
const FIELDS: Record<Exclude<TermGroup, 'finder_label'>, { field: string; taxonomy: string }> = {
  finder_expertise: { field: 'expertises', taxonomy: 'expertise' },
  finder_service: { field: 'services', taxonomy: 'service' },
  finder_specialisation: { field: 'specialisations', taxonomy: 'specialisation' },
  finder_recognition: { field: 'recognitions', taxonomy: 'recognition' },
}
const groups = Object.keys(FIELDS) as (keyof typeof FIELDS)[]
const published = [...rawFiles('clinics'), ...rawFiles('vets')].filter((e) => e.status === 'publish')
const slugOf = new Map(groups.flatMap((g) => rawTerms(FIELDS[g].taxonomy).map((t) => [t.id, t.slug] as const)))
/** What the client sends for an issue: its terms per group (spec §9). */
function expanded(issue: string): Partial<Record<TermGroup, string[]>> {
  const term = rawTerms('finder-issue').find((t) => t.slug === issue)
  const extra = (term?.extra_fields ?? {}) as Record<string, unknown>
  return Object.fromEntries(groups.map((g) => [g, ids(extra[FIELDS[g].field]).map((id) => slugOf.get(id) ?? '')]))
}
/** The published clinics and vets with any (or, with `all`, in every group one) of the terms: counted from the files. */
function expected(terms: Partial<Record<TermGroup, string[]>>, all = false): number {
  const has = (e: Raw, g: keyof typeof FIELDS) =>
    ids(e[FIELDS[g].field]).some((id) => terms[g]?.includes(slugOf.get(id) ?? ''))
  const chosen = groups.filter((g) => (terms[g] ?? []).length > 0)
  return published.filter((e) => (all ? chosen.every((g) => has(e, g)) : chosen.some((g) => has(e, g)))).length
}

let data: LoadedFinder
beforeAll(async () => {
  data = finderFromBytes(buildFinderIndex(await bundledSnapshot()).data, 'bundled')
}, 90_000)
const total = (q: Partial<Omit<FinderQuery, 'terms'>> & { terms?: Partial<FinderQuery['terms']> }) =>
  runFinder(data, {
    q: '',
    postTypes: [],
    operator: 'and',
    issues: [],
    provinces: [],
    from: 0,
    size: 0,
    ...q,
    terms: {
      finder_expertise: [],
      finder_service: [],
      finder_specialisation: [],
      finder_recognition: [],
      finder_label: [],
      ...q.terms,
    },
  }).total

describe('the finder on the bundled content', () => {
  it('gives for "koliek" expanded into its term groups with or the union of its terms, as finder_issues=koliek does', () => {
    const koliek = expanded('koliek')
    expect(expected(koliek)).toBe(84)
    expect(total({ operator: 'or', terms: koliek })).toBe(84)
    expect(total({ issues: ['koliek'] })).toBe(84)
  })

  it('gives with or and one expertise and one service every clinic or vet with either; with and, with both', () => {
    const terms = { finder_expertise: ['inwendige-geneeskunde'], finder_service: ['24-uurs-spoeddienst'] }
    expect(expected(terms)).toBe(78)
    expect(
      total({
        operator: 'or',
        terms,
      }),
    ).toBe(78)
    expect(total({ terms })).toBe(expected(terms, true))
  })

  it('agrees with the files for every issue expanded', () => {
    for (const issue of rawTerms('finder-issue').map((t) => t.slug)) {
      const terms = expanded(issue)
      expect(total({ operator: 'or', terms }), issue).toBe(expected(terms))
      expect(total({ issues: [issue] }), issue).toBe(expected(terms))
    }
  })
})
