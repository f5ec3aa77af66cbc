import { describe, expect, it } from 'vitest'
import { WpGeneralSettingsSchema } from '#pipeline/schemas/wp/index.ts'
import { readContainer } from '#search/container.ts'
import { buildFinderIndex } from './build.ts'
import { FinderIndexHeaderSchema } from './index-data.ts'
import { finderFixture } from './test-fixture.ts'

const settings = (extra: Record<string, unknown>) =>
  WpGeneralSettingsSchema.parse({
    translations: {},
    footer: {},
    ads: { leaderboard: {} },
    finder_overlay_settings: {},
    newsletter_subscribe_form: {},
    search_settings: { search_explainer: {} },
    footer_partners: {},
    ...extra,
  })

describe('the finder index', () => {
  it('holds the published clinics and vets in Dutch name order, the issues with their terms de-duplicated', () => {
    const { data, stats } = buildFinderIndex(finderFixture(), '2026-11-25T00:00:00Z')
    const header = FinderIndexHeaderSchema.parse(readContainer(data).header)
    expect(stats).toMatchObject({ clinics: 4, vets: 3, terms: 7, issues: 3 })
    expect(header.rows.map((r) => r[4].trim())).toEqual([
      'anna bakker',
      'bram claes',
      'carla dekker',
      'dierenartsenpraktijk zeist',
      'equine groningen',
      'paardenkliniek amstel',
      'paardenkliniek domstad',
    ])
    const kreupelheid = header.issues.find((i) => i.slug === 'kreupelheid')
    expect(kreupelheid?.expands.map((t) => header.terms[t]?.slug).sort()).toEqual([
      'chirurgie',
      'orthopedie',
      'rontgen',
      'specialist-chirurgie-ecvs',
    ])
    expect(header.provinces).toEqual(['Groningen', 'Noord-Holland', 'Utrecht'])
  })

  it("keeps the editors' most-viewed pick in order, without unpublished or unknown ids", () => {
    const header = FinderIndexHeaderSchema.parse(readContainer(buildFinderIndex(finderFixture()).data).header)
    expect(header.mostViewed.map((row) => header.rows[row]?.[4].trim())).toEqual([
      'equine groningen',
      'anna bakker',
      'paardenkliniek domstad',
    ])
  })
})

describe('general settings most_viewed_finder_results', () => {
  it('reads ids, and none when absent or ACF false', () => {
    expect(settings({ most_viewed_finder_results: [3004, 3101] }).most_viewed_finder_results).toEqual([3004, 3101])
    expect(settings({}).most_viewed_finder_results).toEqual([])
    expect(settings({ most_viewed_finder_results: false }).most_viewed_finder_results).toEqual([])
    expect(() => settings({ most_viewed_finder_results: ['x'] })).toThrow()
  })
})
