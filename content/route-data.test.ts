// A page's +data renders the route it was handed (pageContext.routed, looked up once per render by
// pages/+onCreatePageContext.server.ts): it never routes the URL again.
import { describe, expect, it } from 'vitest'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import { routeOfUrl, routed } from './route-data.ts'

const fixture = fixtureSnapshot()
const articlePath = '/kennisbank/koliek/'
const kbPath = '/kennisbank/'
const base = snapshotStore({
  ...fixture,
  routes: { ...fixture.routes, [articlePath]: { kind: 'article', id: 1001 }, [kbPath]: { kind: 'kennisbank' } },
})

/** The store with route lookups counted. */
function counting(): { store: SiteStore; lookups: string[] } {
  const lookups: string[] = []
  return {
    lookups,
    store: {
      ...base,
      route: (path) => {
        lookups.push(path)
        return base.route(path)
      },
    },
  }
}

describe('the route a page renders', () => {
  it('is looked up once, from the route result, and +data reads it without a second lookup', () => {
    const { store, lookups } = counting()
    const found = routeOfUrl(store, articlePath, { slug: 'x' })
    expect(found?.route.kind).toBe('article')
    expect(lookups).toEqual([articlePath])
    const data = routed('article', { urlPathname: articlePath, store, routed: found })
    expect(data.path).toBe(articlePath)
    expect(lookups).toEqual([articlePath])
  })

  it('resolves a list page to its list, by the page number the route function found', () => {
    const { store } = counting()
    expect(routeOfUrl(store, `${kbPath}pagina/3/`, { page: '3' })).toMatchObject({ path: kbPath, page: 3 })
    expect(routeOfUrl(store, kbPath, { page: '1' })).toMatchObject({ path: kbPath, page: 1 })
    // Vike prerenders a static route at its route string, without the slash.
    expect(routeOfUrl(store, '/kennisbank', { page: '1' })).toMatchObject({ path: kbPath, page: 1 })
  })

  it('is a 404 when the table has no entry or the entry is another family’s', () => {
    const { store } = counting()
    expect(routeOfUrl(store, '/bestaat-niet/', {})).toBeUndefined()
    expect(() => routed('catch-all', { urlPathname: '/bestaat-niet/', store, routed: undefined })).toThrow()
    const found = routeOfUrl(store, articlePath, { slug: 'x' })
    expect(() => routed('lesson', { urlPathname: articlePath, store, routed: found })).toThrow()
  })
})
