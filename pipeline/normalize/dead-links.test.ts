import { describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { article, entities, page } from '../derive/test-entities.ts'
import { BuildReport } from '../report.ts'
import { reportDeadLinks } from './dead-links.ts'

const routes: Snapshot['routes'] = {
  '/': { kind: 'home', id: 2301 },
  '/kennisbank/openbaar/': { kind: 'article', id: 1 },
  '/kennisbank/linkt/': { kind: 'article', id: 2 },
  '/zoeken/': { kind: 'zoeken' },
  '/over-ons/': { kind: 'page', id: 5 },
}
const link = (href: string, text = 'hier') => `<a href="${href}">${text}</a>`

function warnings(e: ReturnType<typeof entities>) {
  const report = new BuildReport()
  reportDeadLinks(e, routes, [{ from: '/oude-pagina/', to: '/over-ons/', status: 301 }], report)
  return report.warnings.map((w) => [w.entity, w.id, w.slug, w.path, w.url])
}

describe('links to pages the site does not have', () => {
  it('names the page, where in it, and the link to a private or draft item as a warning', () => {
    const content = [
      link('/kennisbank/prive-artikel/'),
      link('/kennisbank/openbaar/'),
      link('/kennisbank/openbaar/#kop'),
      link('/zoeken/?q=koliek'),
      link('/oude-pagina/'),
      link('/wp-content/uploads/2026/05/hoef.jpg'),
      link('https://example.org/elders/'),
      link('/concept-pagina/?utm_source=x'),
    ].join(' ')
    expect(
      warnings(
        entities({
          articles: [article({ id: 2, path: '/kennisbank/linkt/', content })],
          pages: [page({ id: 5, path: '/over-ons/', excerpt: `<p>${link('/kennisbank/nog-niet/')}</p>` })],
        }),
      ),
    ).toEqual([
      ['articles', 2, 'linkt', 'content', '/kennisbank/prive-artikel/'],
      ['articles', 2, 'linkt', 'content', '/concept-pagina/?utm_source=x'],
      ['pages', 5, 'over-ons', 'excerpt', '/kennisbank/nog-niet/'],
    ])
  })

  it('looks only at published items: a draft may link to another draft', () => {
    const draft = article({ id: 3, path: '/kennisbank/concept/', status: 'draft', content: link('/kennisbank/x/') })
    expect(warnings(entities({ articles: [draft] }))).toEqual([])
  })
})
