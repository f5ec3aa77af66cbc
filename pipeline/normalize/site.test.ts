// Site singletons: redirect rules (spec §7) and menus, as the host and the header use them.
import { describe, expect, it } from 'vitest'
import { WpGeneralSettingsSchema, WpMenuLocationsSchema, WpRedirectsSchema } from '../schemas/wp/index.ts'
import { CMS, wpMenuLocations } from '../schemas/wp/test-payloads.ts'
import { normalizeCurations, normalizeMenus, normalizeRedirects, normalizeSynonyms } from './site.ts'
import { testContext } from './test-context.ts'

const redirects = (rules: Record<string, unknown>[]) =>
  normalizeRedirects(WpRedirectsSchema.parse(rules), testContext())

describe('normalizeRedirects', () => {
  it('adds the trailing slash, collapses double slashes and defaults to 301', () => {
    expect(
      redirects([
        { from: '/over', to: '/over-ons' },
        { from: '/info//privacy/', to: '/privacyverklaring/', statusCode: 302 },
      ]),
    ).toEqual([
      { from: '/over/', to: '/over-ons/', status: 301 },
      { from: '/info/privacy/', to: '/privacyverklaring/', status: 302 },
    ])
  })

  it('skips rules with a "#" on either side', () => {
    const out = redirects([
      { from: '/faq/ontworming/', to: '/veelgestelde-vragen/#ontworming' },
      { from: '/oud/#deel', to: '/nieuw/' },
      { from: '/blijft/', to: '/hier/' },
    ])
    expect(out.map((r) => r.from)).toEqual(['/blijft/'])
  })

  it('makes CMS URLs site paths and keeps files and query strings intact', () => {
    expect(
      redirects([
        { from: `${CMS}/oude-pagina`, to: '/feed.xml' },
        { from: '/zoek?q=koliek', to: '/zoeken/?q=koliek' },
      ]),
    ).toEqual([
      { from: '/oude-pagina/', to: '/feed.xml', status: 301 },
      { from: '/zoek/?q=koliek', to: '/zoeken/?q=koliek', status: 301 },
    ])
  })

  it('leaves a redirect to another site as it is', () => {
    const out = redirects([{ from: '/webshop', to: 'https://shop.example.com/paard/' }])
    expect(out).toEqual([{ from: '/webshop/', to: 'https://shop.example.com/paard/', status: 301 }])
  })
})

describe('normalizeMenus', () => {
  const menus = normalizeMenus(WpMenuLocationsSchema.parse(wpMenuLocations()), testContext())

  it('keeps every location', () => {
    expect(Object.keys(menus).sort()).toEqual([
      'disclaimer',
      'footer_1',
      'footer_2',
      'footer_3',
      'footer_4',
      'footer_5',
      'footer_6',
      'main',
      'main_right',
      'mobile',
      'top_bar',
    ])
  })

  it('makes CMS URLs site paths, keeps "#" unlinked and external links absolute, decodes titles', () => {
    const [kennisbank, tools, facebook] = menus.main?.items ?? []
    expect(kennisbank).toMatchObject({ url: '/kennisbank/', title: 'Kennisbank' })
    expect(kennisbank?.children[0]).toMatchObject({
      url: '/kennisbank-cat/koliek/',
      title: 'Koliek & maag',
      children: [],
    })
    expect(tools?.url).toBe('#')
    expect(facebook).toMatchObject({ url: 'https://www.facebook.com/hoefslag', target: '_blank' })
  })
})

describe('normalizeSynonyms: the synonym rows of the search (search/synonyms.ts)', () => {
  it('the pipeline decodes entities and leaves out empty rows; a one-word row stays, for the search build to report', () => {
    expect(normalizeSynonyms([{ words: 'droes,&nbsp;strangles' }, { words: 'luis' }, { words: ' ' }])).toEqual([
      { words: 'droes, strangles' },
      { words: 'luis' },
    ])
  })

  it('keeps a one-way rule, "=>" as WordPress may send it too', () => {
    expect(normalizeSynonyms([{ words: ' mank ;kreupel  lopen =&gt;kreupelheid' }, { words: 'a => b => c' }])).toEqual([
      { words: 'mank, kreupel lopen => kreupelheid' },
      { words: 'a => b => c' },
    ])
  })
})

describe('normalizeCurations: the pinned pages of the search (search/curations.ts)', () => {
  it('keeps rows with a query and a page, the query decoded and trimmed; ACF’s empty values are no rows', () => {
    const raw = WpGeneralSettingsSchema.shape.search_settings.parse({
      search_explainer: {},
      curations: [
        { query: ' paard&nbsp;kopen ', post: '1030' },
        { query: 'koliek', post: false },
        { query: '', post: 1001 },
      ],
    })
    expect(normalizeCurations(raw.curations)).toEqual([{ query: 'paard kopen', post: 1030 }])
    expect(
      WpGeneralSettingsSchema.shape.search_settings.parse({ search_explainer: {}, curations: false }).curations,
    ).toEqual([])
  })
})
