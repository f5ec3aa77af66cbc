// Content that disappeared since the previous build, with made-up snapshots: a published item whose rows, blocks or body
// became empty, and general settings that lost translations, a menu, the footer partners or the logo.
import { describe, expect, it } from 'vitest'
import type { Entities, SiteData } from '#lib/model/snapshot.ts'
import type { ContentRows, Image, Menu } from '#lib/model/types.ts'
import { article, entities, page, post, site } from '../derive/test-entities.ts'
import { findLostContent, lostContentEntry, type PreviousContent } from './lost-content.ts'

const block = (text: string) =>
  ({ acf_fc_layout: 'text', text }) as unknown as ContentRows['rows'][number]['columns'][number][number]
const rows = (...columns: string[][]): ContentRows => ({
  rows: [
    {
      layout: '1_column',
      columns: [columns.flat().map(block), [], []],
      backgroundColor: '',
      customBackgroundColor: '',
      sticky: [false, false, false],
    },
  ],
  socialShare: true,
})
const emptyRow: ContentRows = { ...rows([]), rows: [{ ...rows([]).rows[0]!, columns: [[], [], []] }] }

const previousOf = (e: Entities, s: SiteData = site()): PreviousContent => ({
  get: (table, id) => (e[table] as Record<number, unknown>)[id],
  site: s,
})
const messages = (lost: ReturnType<typeof findLostContent>) =>
  lost.map((l) => [l.entity, l.id ?? '-', l.field, l.message])

describe('lost content', () => {
  const full = article({
    id: 1002,
    path: '/kennisbank/koliek/',
    title: 'Koliek bij paarden',
    content: '<p>Wat is koliek?</p>',
    rows: { ...rows(['a', 'b'], ['c']), rows: [...rows(['a', 'b']).rows, ...rows(['c', 'd']).rows] },
  })

  it('names a published article emptied by a save: its rows, and its body', () => {
    const before = entities({ articles: [full] })
    const now = entities({ articles: [{ ...full, rows: { rows: [], socialShare: true }, content: '' }] })
    expect(messages(findLostContent(previousOf(before), { entities: now, site: site() }))).toEqual([
      [
        'articles',
        1002,
        'rows',
        'Inhoud verdwenen: Koliek bij paarden (/kennisbank/koliek/) heeft geen rijen meer (rows; was 2 rijen met 4 blokken)',
      ],
      [
        'articles',
        1002,
        'content',
        'Inhoud verdwenen: Koliek bij paarden (/kennisbank/koliek/) heeft geen tekst meer (content; was 14 tekens)',
      ],
    ])
  })

  it('names rows kept without a single block, and says nothing for what was empty before or is still there', () => {
    const pageBefore = page({ id: 7, path: '/over-ons/', title: 'Over ons', rows: rows(['x']) })
    const postBefore = post({ id: 8, path: '/nieuws/leeg/', content: '' })
    const kept = article({ ...full, id: 1003, path: '/kennisbank/droes/' })
    const before = entities({ pages: [pageBefore], posts: [postBefore], articles: [kept] })
    const now = entities({
      pages: [{ ...pageBefore, rows: emptyRow }],
      posts: [{ ...postBefore, content: '<p> </p>' }],
      articles: [{ ...kept, title: 'Droes', rows: rows(['nieuw']) }],
    })
    expect(messages(findLostContent(previousOf(before), { entities: now, site: site() }))).toEqual([
      ['pages', 7, 'rows.blocks', 'Inhoud verdwenen: Over ons (/over-ons/) heeft geen blokken meer (rows; was 1 blok)'],
    ])
  })

  it('leaves out items not published then or now, new items, and items whose hash did not change', () => {
    const draft = article({ ...full, status: 'draft' })
    const emptied = { ...full, rows: undefined, content: '' }
    const previous = previousOf(entities({ articles: [draft] }))
    expect(findLostContent(previous, { entities: entities({ articles: [emptied] }), site: site() })).toEqual([])
    const unpublished = { ...emptied, status: 'private' as const }
    expect(
      findLostContent(previousOf(entities({ articles: [full] })), {
        entities: entities({ articles: [unpublished] }),
        site: site(),
      }),
    ).toEqual([])
    expect(
      findLostContent(previousOf(entities()), { entities: entities({ articles: [emptied] }), site: site() }),
    ).toEqual([])
    const unchanged = findLostContent(
      previousOf(entities({ articles: [full] })),
      { entities: entities({ articles: [emptied] }), site: site() },
      (key) => key !== 'articles:1002',
    )
    expect(unchanged).toEqual([])
  })

  it('names general settings that lost their translations, a menu, the footer partners or the logo', () => {
    const logo = { url: '/wp-content/uploads/logo.svg', alt: 'Hoefslag' } as unknown as Image
    const menu: Menu = { name: 'Hoofdmenu', slug: 'main', items: [{ title: 'Kennisbank' } as Menu['items'][number]] }
    const before = site()
    before.settings.translations = { read_more: 'Lees meer', search: 'Zoeken' }
    before.settings.footer_partners.partner_types = [3, 4]
    before.settings.logo = logo
    before.menus = { main: menu, footer: { name: 'Footer', slug: 'footer', items: [] } }
    const now = site()
    expect(messages(findLostContent(previousOf(entities(), before), { entities: entities(), site: now }))).toEqual([
      [
        'site',
        '-',
        'settings.translations',
        'Inhoud verdwenen: algemene instellingen zonder vertalingen (translations; was 2)',
      ],
      [
        'site',
        '-',
        'settings.footer_partners',
        'Inhoud verdwenen: algemene instellingen zonder partners in de footer (footer_partners.partner_types; was 2 partnertypes)',
      ],
      ['site', '-', 'settings.logo', 'Inhoud verdwenen: algemene instellingen zonder logo (logo)'],
      ['site', '-', 'menus.main', 'Inhoud verdwenen: menu "Hoofdmenu" is leeg (menus.main; was 1 item)'],
    ])
    expect(findLostContent(previousOf(entities(), before), { entities: entities(), site: before })).toEqual([])
  })

  it('is a build report warning with the item, its path and the field', () => {
    const [lost] = findLostContent(previousOf(entities({ articles: [full] })), {
      entities: entities({ articles: [{ ...full, content: '' }] }),
      site: site(),
    })
    expect(lost && lostContentEntry(lost)).toEqual({
      level: 'warning',
      entity: 'articles',
      id: 1002,
      slug: 'koliek',
      url: '/kennisbank/koliek/',
      path: 'content',
      message:
        'Inhoud verdwenen: Koliek bij paarden (/kennisbank/koliek/) heeft geen tekst meer (content; was 14 tekens)',
    })
  })
})
