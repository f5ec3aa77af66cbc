import { describe, expect, it } from 'vitest'
import { buildFinderIndex } from './build.ts'
import { finderFromBytes } from './loaded.ts'
import type { FinderFacetKey } from '#lib/model/finder.ts'
import { runFinder, type FinderQuery } from './query.ts'
import { UTRECHT, finderFixture } from './test-fixture.ts'

const fixture = finderFixture()
const data = finderFromBytes(buildFinderIndex(fixture).data, 'test')
/** A clinic's or vet's term ids of every group, from the snapshot rather than the index. */
const rowTerms = (id: number): number[] => {
  const e = fixture.entities.clinics[id] ?? fixture.entities.vets[id]
  return e ? [...e.expertiseIds, ...e.serviceIds, ...e.specialisationIds, ...e.recognitionIds, ...e.labelIds] : []
}
const none = {
  finder_expertise: [],
  finder_service: [],
  finder_specialisation: [],
  finder_recognition: [],
  finder_label: [],
}
type Input = Partial<Omit<FinderQuery, 'terms'>> & { terms?: Partial<FinderQuery['terms']> }
const query = (q: Input = {}): FinderQuery => ({
  q: '',
  postTypes: [],
  operator: 'and',
  issues: [],
  provinces: [],
  from: 0,
  size: 100,
  ...q,
  terms: { ...none, ...q.terms },
})
const run = (q: Input = {}) => runFinder(data, query(q))
const titles = (q: Input = {}) => run(q).results.map((r) => r.title)
const near = { userLat: UTRECHT.lat, userLng: UTRECHT.lng, postcode: '3511 AB' }

describe('the finder query', () => {
  it('lists every published clinic and vet by name in Dutch order, without a draft', () => {
    expect(titles()).toEqual([
      'Anna Bakker',
      'Bram Claes',
      'Carla Dekker',
      'Dierenartsenpraktijk Zeist',
      'Ëquine Groningen',
      'Paardenkliniek Amstel',
      'Paardenkliniek Domstad',
    ])
    expect(run().total).toBe(7)
  })

  it('answers what the cards show; a vet is placed at their clinic, a vet without a published clinic nowhere', () => {
    const byTitle = Object.fromEntries(run().results.map((r) => [r.title, r]))
    expect(byTitle['Paardenkliniek Amstel']).toMatchObject({
      type: 'clinic',
      id: 3001,
      link: '/finder/klinieken/paardenkliniek-amstel/',
      place: 'Amsterdam',
      postcode: '1011 AB',
      province: 'Noord-Holland',
      phone: '030-1234567',
      emergencyService: true,
      expertise: ['Chirurgie'],
      labels: [],
    })
    expect(byTitle['Anna Bakker']).toMatchObject({
      type: 'vet',
      place: 'Amsterdam',
      function: 'Paardendierenarts',
      expertise: ['Orthopedie'],
      clinics: [
        { title: 'Paardenkliniek Amstel', link: '/finder/klinieken/paardenkliniek-amstel/' },
        { title: 'Paardenkliniek Domstad', link: '/finder/klinieken/paardenkliniek-domstad/' },
      ],
    })
    expect(byTitle['Carla Dekker']).toMatchObject({ lat: null, lng: null, place: '', clinics: [] })
    expect(byTitle['Anna Bakker']?.distance).toBeUndefined()
  })

  it('combines the terms of a group with and (the default) or with or', () => {
    expect(titles({ terms: { finder_expertise: ['chirurgie', 'orthopedie'] } })).toEqual(['Paardenkliniek Domstad'])
    expect(titles({ operator: 'or', terms: { finder_expertise: ['chirurgie', 'orthopedie'] } })).toEqual([
      'Anna Bakker',
      'Carla Dekker',
      'Paardenkliniek Amstel',
      'Paardenkliniek Domstad',
    ])
  })

  it('combines term groups with and by default; with or, any selected term of any group matches (the union)', () => {
    const both = { finder_expertise: ['chirurgie'], finder_service: ['24-uurs-spoeddienst'] }
    expect(titles({ terms: both })).toEqual(['Paardenkliniek Amstel'])
    const union = titles({ operator: 'or', terms: both })
    expect(union).toEqual(['Bram Claes', 'Carla Dekker', 'Paardenkliniek Amstel', 'Paardenkliniek Domstad'])
    // The union is exactly the rows with either term, counted from the fixture's own data.
    const has = (id: number) =>
      run()
        .results.filter((r) => rowTerms(r.id).includes(id))
        .map((r) => r.title)
    expect(union).toEqual([...new Set([...has(501), ...has(551)])].sort((a, b) => a.localeCompare(b, 'nl')))
  })

  it('gives for an issue expanded into its term groups with or what the issue itself gives (spec §9)', () => {
    const expanded = { finder_expertise: ['chirurgie', 'orthopedie'], finder_service: ['rontgen'] }
    expanded satisfies Partial<FinderQuery['terms']>
    expect(
      titles({ operator: 'or', terms: { ...expanded, finder_specialisation: ['specialist-chirurgie-ecvs'] } }),
    ).toEqual(titles({ issues: ['kreupelheid'] }))
    expect(
      titles({ operator: 'or', terms: { finder_expertise: ['chirurgie'], finder_service: ['24-uurs-spoeddienst'] } }),
    ).toEqual(titles({ issues: ['koliek'] }))
  })

  it('keeps issues and provinces anded with the union of the terms', () => {
    const terms = { finder_expertise: ['orthopedie'], finder_recognition: ['erkende-opleidingspraktijk'] }
    expect(titles({ operator: 'or', terms, provinces: ['Utrecht'] })).toEqual(
      titles({ operator: 'or', terms }).filter((t) => titles({ provinces: ['Utrecht'] }).includes(t)),
    )
  })

  it('takes terms by id as well as by slug', () => {
    expect(titles({ terms: { finder_expertise: [502] } })).toEqual(
      titles({ terms: { finder_expertise: ['orthopedie'] } }),
    )
  })

  it('expands an issue into its expertises, services, specialisations and recognitions, any of which matches', () => {
    expect(titles({ issues: ['koliek'] })).toEqual([
      'Bram Claes',
      'Carla Dekker',
      'Paardenkliniek Amstel',
      'Paardenkliniek Domstad',
    ])
    expect(titles({ issues: ['oogproblemen'] })).toEqual(['Ëquine Groningen'])
  })

  it('combines issues with or, each clinic or vet once, even with terms_operator=and', () => {
    const r = run({ issues: ['koliek', 'oogproblemen'], operator: 'and' })
    expect(r.total).toBe(5)
    const both = run({ issues: ['koliek', 'kreupelheid'] })
    expect(both.total).toBe(7)
    expect(new Set(both.results.map((x) => x.id)).size).toBe(7)
  })

  it('ands issues with the other groups', () => {
    expect(titles({ issues: ['kreupelheid'], terms: { finder_label: ['nieuw'] } })).toEqual([
      'Dierenartsenpraktijk Zeist',
    ])
  })

  it('matches nothing for an unknown slug, alone or with and; with or it adds nothing', () => {
    expect(run({ terms: { finder_expertise: ['onbekend'] } }).total).toBe(0)
    expect(run({ terms: { finder_expertise: ['onbekend', 'chirurgie'] } }).total).toBe(0)
    expect(titles({ operator: 'or', terms: { finder_expertise: ['onbekend', 'orthopedie'] } })).toEqual([
      'Anna Bakker',
      'Paardenkliniek Domstad',
    ])
    expect(run({ issues: ['onbekend'] }).total).toBe(0)
    expect(run({ provinces: ['Atlantis'] }).total).toBe(0)
  })

  it('filters on provinces by name or slug, a vet by any of their clinics, shown at the clinic in that province', () => {
    const utrecht = run({ provinces: ['Utrecht'] })
    expect(utrecht.results.map((r) => [r.title, r.place])).toEqual([
      ['Anna Bakker', 'Utrecht'],
      ['Dierenartsenpraktijk Zeist', 'Zeist'],
      ['Paardenkliniek Domstad', 'Utrecht'],
    ])
    expect(titles({ provinces: ['noord-holland'] })).toEqual(['Anna Bakker', 'Paardenkliniek Amstel'])
    expect(run({ provinces: ['Utrecht', 'Groningen'] }).total).toBe(5)
  })

  it('keeps only results within the radius, nearest first, with their distance in km (one decimal)', () => {
    const r = run({ ...near, distance: '10' })
    expect(r.results.map((x) => [x.title, x.distance])).toEqual([
      ['Anna Bakker', 0],
      ['Paardenkliniek Domstad', 0],
      ['Dierenartsenpraktijk Zeist', 7.6],
    ])
    expect(r.results[0]).toMatchObject({ place: 'Utrecht', lat: UTRECHT.lat })
    expect(titles({ ...near, distance: '30' })).toHaveLength(3)
    expect(titles({ ...near, distance: '50' })).toEqual([
      'Anna Bakker',
      'Paardenkliniek Domstad',
      'Dierenartsenpraktijk Zeist',
      'Paardenkliniek Amstel',
    ])
  })

  it('counts the distance only when distance, latitude, longitude and postcode are all set', () => {
    for (const partial of [
      { userLat: UTRECHT.lat, userLng: UTRECHT.lng, distance: '10' as const },
      { ...near },
      { userLat: UTRECHT.lat, postcode: '3511', distance: '10' as const },
    ]) {
      const r = run(partial)
      expect(r.total).toBe(7)
      expect(r.results.every((x) => x.distance === undefined)).toBe(true)
      expect(r.facets.filter_distance).toBeUndefined()
    }
  })

  it("sorts by distance without a radius for 'all', those without a location last", () => {
    const r = run({ ...near, distance: 'all' })
    expect(r.total).toBe(7)
    expect(r.results.map((x) => x.title).slice(0, 4)).toEqual([
      'Anna Bakker',
      'Paardenkliniek Domstad',
      'Dierenartsenpraktijk Zeist',
      'Paardenkliniek Amstel',
    ])
    expect(r.results.at(-1)).toMatchObject({ title: 'Carla Dekker', lat: null })
    expect(r.results.at(-1)?.distance).toBeUndefined()
  })

  it('pages with from and size; size 0 counts only', () => {
    expect(titles({ from: 2, size: 2 })).toEqual(['Carla Dekker', 'Dierenartsenpraktijk Zeist'])
    expect(run({ size: 0 })).toMatchObject({ results: [], total: 7 })
    expect(run({ from: 50 })).toMatchObject({ results: [], total: 7 })
  })

  it('filters on post type', () => {
    expect(titles({ postTypes: ['vet'] })).toEqual(['Anna Bakker', 'Bram Claes', 'Carla Dekker'])
  })

  it('finds q in names, places and term names, folded, names ranked first', () => {
    expect(titles({ q: 'amst' })).toEqual(['Paardenkliniek Amstel', 'Anna Bakker'])
    expect(titles({ q: 'rontgen' })).toEqual(['Dierenartsenpraktijk Zeist'])
    expect(titles({ q: 'equine' })).toEqual(['Ëquine Groningen'])
    expect(titles({ q: 'domstad utrecht' })).toEqual(['Paardenkliniek Domstad'])
    expect(run({ q: 'nergens' }).total).toBe(0)
  })
})

describe('the facets', () => {
  it('count, per option, the results the query would give with that option added', () => {
    const f = run({ terms: { finder_expertise: ['chirurgie'] } }).facets
    expect(f.finder_expertise).toEqual({ chirurgie: 3, orthopedie: 1 })
    expect(run({ operator: 'or', terms: { finder_expertise: ['chirurgie'] } }).facets.finder_expertise).toEqual({
      chirurgie: 3,
      orthopedie: 4,
    })
    expect(run({ issues: ['koliek'] }).facets.finder_issues).toEqual({ koliek: 4, kreupelheid: 7, oogproblemen: 5 })
  })

  it('count the distance options when the distance counts', () => {
    expect(run({ ...near, distance: '10' }).facets.filter_distance).toEqual({
      all: 7,
      1: 2,
      2: 2,
      5: 2,
      10: 3,
      15: 3,
      30: 3,
      50: 4,
      100: 4,
    })
  })

  it('agree with the query run with each option added, in every group', () => {
    const groups: [FinderFacetKey, (q: Input, v: string) => Input][] = [
      ['finder_issues', (q, v) => ({ ...q, issues: [...(q.issues ?? []), v] })],
      ['finder_province', (q, v) => ({ ...q, provinces: [...(q.provinces ?? []), v] })],
      ...(
        ['finder_expertise', 'finder_service', 'finder_specialisation', 'finder_recognition', 'finder_label'] as const
      ).map((key): [FinderFacetKey, (q: Input, v: string) => Input] => [
        key,
        (q, v) => ({ ...q, terms: { ...q.terms, [key]: [...(q.terms?.[key] ?? []), v] } }),
      ]),
    ]
    const queries: Input[] = [
      {},
      { terms: { finder_expertise: ['chirurgie'] } },
      { operator: 'or', terms: { finder_expertise: ['chirurgie'], finder_service: ['rontgen'] } },
      { operator: 'or', terms: { finder_label: ['nieuw'], finder_recognition: ['erkende-opleidingspraktijk'] } },
      { operator: 'or', issues: ['koliek'], provinces: ['Utrecht'], terms: { finder_specialisation: ['onbekend'] } },
      { issues: ['kreupelheid'], provinces: ['Utrecht'] },
      { ...near, distance: '30', terms: { finder_expertise: ['orthopedie'] } },
      { q: 'paardenkliniek', issues: ['koliek'] },
    ]
    for (const q of queries) {
      const { facets } = run(q)
      for (const [key, add] of groups) {
        for (const [value, count] of Object.entries(facets[key] ?? {}))
          expect(run(add(q, value)).total, `${JSON.stringify(q)} + ${key}=${value}`).toBe(count)
      }
      for (const [value, count] of Object.entries(facets.filter_distance ?? {}))
        expect(run({ ...q, distance: value as FinderQuery['distance'] }).total, `distance ${value}`).toBe(count)
    }
  })
})
