// The redirect history: old permalinks → the item's path today, and everything that must not become a redirect.
import { describe, expect, it } from 'vitest'
import { createUrlContext } from '../normalize/urls.ts'
import { BuildReport } from '../report.ts'
import { WpUserSchema } from '../schemas/wp/terms.ts'
import { collectOldLinks, movedRedirects } from './old-paths.ts'
import { buildRoutes } from './routes.ts'
import { article, author, entities, page, site } from './test-entities.ts'

const urls = createUrlContext({ cmsOrigins: ['https://cms.hoefslag.nl'], siteUrl: 'https://www.hoefslag.nl' })
const cms = 'https://cms.hoefslag.nl'

function derive(
  raw: { articles?: { id: number; old_links?: string[] }[]; pages?: { id: number; old_links?: string[] }[] },
  redirects: { from: string; to: string; status: number }[] = [],
) {
  const table = entities({
    articles: [
      article({ id: 1001, path: '/kennisbank/koliek-bij-paarden/' }),
      article({ id: 1002, path: '/kennisbank/hoefbevangenheid/' }),
      article({ id: 1003, path: '/kennisbank/concept/', status: 'draft' }),
    ],
    pages: [page({ id: 2306, path: '/over-ons/' }), page({ id: 2307, path: '/over-ons/redactie/', parentId: 2306 })],
  })
  const report = new BuildReport()
  const routes = buildRoutes(table, site(), report)
  const history = collectOldLinks([
    { table: 'articles', entity: 'articles', items: raw.articles ?? [] },
    { table: 'pages', entity: 'pages', items: raw.pages ?? [] },
  ])
  return { moved: movedRedirects(history, table, routes, redirects, urls, report), report }
}

describe('movedRedirects', () => {
  it('sends every old path of a renamed item straight to its path today (A → B → C: A and B both 301 to C)', () => {
    const { moved, report } = derive({
      articles: [{ id: 1001, old_links: [`${cms}/kennisbank/koliek/`, `${cms}/kennisbank/koliek-paard/`] }],
    })
    expect(moved).toEqual([
      {
        from: '/kennisbank/koliek-paard/',
        to: '/kennisbank/koliek-bij-paarden/',
        status: 301,
        entity: 'articles',
        id: 1001,
      },
      { from: '/kennisbank/koliek/', to: '/kennisbank/koliek-bij-paarden/', status: 301, entity: 'articles', id: 1001 },
    ])
    expect(report.entries).toEqual([])
  })

  it('follows a page that moved under another parent', () => {
    const { moved } = derive({ pages: [{ id: 2307, old_links: [`${cms}/redactie/`] }] })
    expect(moved.map((m) => [m.from, m.to])).toEqual([['/redactie/', '/over-ons/redactie/']])
  })

  it('makes no redirect for an item that is no longer published: its old paths are 404s like its own', () => {
    expect(derive({ articles: [{ id: 1003, old_links: [`${cms}/kennisbank/oud-concept/`] }] }).moved).toEqual([])
    expect(derive({ articles: [{ id: 9999, old_links: [`${cms}/kennisbank/verwijderd/`] }] }).moved).toEqual([])
  })

  it('never redirects off-site, and never over a live page of another item (reported)', () => {
    const { moved, report } = derive({
      articles: [
        { id: 1001, old_links: ['https://elders.example/kennisbank/koliek/', `${cms}/kennisbank/hoefbevangenheid/`] },
      ],
    })
    expect(moved).toEqual([])
    const messages = report.entries.map((e) => e.message).join('\n')
    expect(messages).toMatch(/https:\/\/elders\.example\/kennisbank\/koliek\/ is not a path on this site/)
    expect(messages).toMatch(/\/kennisbank\/hoefbevangenheid\/ is now the page of article 1002: that page stays/)
  })

  it("leaves a path to the editors' own redirect, and reports a path two items claim", () => {
    const { moved, report } = derive(
      {
        articles: [
          { id: 1001, old_links: [`${cms}/kennisbank/oud/`, `${cms}/kennisbank/gedeeld/`] },
          { id: 1002, old_links: [`${cms}/kennisbank/gedeeld/`] },
        ],
      },
      [{ from: '/kennisbank/oud/', to: '/elders/', status: 301 }],
    )
    expect(moved.map((m) => [m.from, m.to])).toEqual([['/kennisbank/gedeeld/', '/kennisbank/koliek-bij-paarden/']])
    expect(report.entries.map((e) => e.message)).toEqual([
      'old path /kennisbank/gedeeld/ is also an old path of articles 1001: it keeps redirecting to /kennisbank/koliek-bij-paarden/',
    ])
  })

  it("sends a renamed guest author's old path to their page today (authors are keyed guest:{id})", () => {
    const renamed = author('guest', 3001, 'Mei Lin Tan')
    const table = entities({ authors: [renamed, author('user', 3001, 'Gebruiker Met Hetzelfde Id')] })
    const report = new BuildReport()
    const routes = buildRoutes(table, site(), report)
    const history = collectOldLinks([
      {
        table: 'authors',
        entity: 'guest-authors',
        items: [{ id: 3001, old_links: [`${cms}/auteurs/mei-lin/`] }],
        key: (id) => `guest:${id}`,
      },
    ])
    expect(movedRedirects(history, table, routes, [], urls, report)).toEqual([
      { from: '/auteurs/mei-lin/', to: '/auteurs/mei-lin-tan/', status: 301, entity: 'guest-authors', id: 3001 },
    ])
    // A guest author who is gone: no redirect.
    const gone = entities({ authors: [author('user', 3001, 'Mei Lin Tan')] })
    expect(movedRedirects(history, gone, buildRoutes(gone, site(), report), [], urls, report)).toEqual([])
  })

  it("sends a renamed WordPress user's old author page to their page today (keyed user:{id}, not a guest's)", () => {
    const table = entities({ authors: [author('user', 4001, 'Anna de Vries'), author('guest', 4001, 'Een Gast')] })
    const report = new BuildReport()
    const routes = buildRoutes(table, site(), report)
    const history = collectOldLinks([
      {
        table: 'authors',
        entity: 'users',
        // As the CMS answers it: the user schema keeps the plugin's old_links.
        items: [
          WpUserSchema.parse({
            id: 4001,
            name: 'Anna de Vries',
            slug: 'anna-de-vries',
            link: `${cms}/auteurs/anna-de-vries/`,
            old_links: [`${cms}/auteurs/anna/`],
            extra_fields: [],
          }),
        ],
        key: (id) => `user:${id}`,
      },
    ])
    expect(movedRedirects(history, table, routes, [], urls, report)).toEqual([
      { from: '/auteurs/anna/', to: '/auteurs/anna-de-vries/', status: 301, entity: 'users', id: 4001 },
    ])
  })
})
