import { existsSync, readFileSync } from 'node:fs'
import { resolveRoute } from 'vike/routing'
import { describe, expect, it } from 'vitest'
import type { Route } from '#lib/model/snapshot.ts'
import { FAMILIES, familiesOf, familyPaths, routeFor, servesPath, type FamilyName } from './route-families.ts'

/** One route of every kind, shaped like the pipeline's route table (pipeline/derive/routes.ts). */
const ROUTES: Record<string, Route> = {
  '/': { kind: 'home', id: 1 },
  '/kennisbank/': { kind: 'kennisbank', id: 2 },
  '/kennisbank/koliek/': { kind: 'article', id: 10 },
  '/kennisbank-cat/gebit/': { kind: 'kb-category', id: 20 },
  '/categorie/voeding/': { kind: 'category', id: 21 },
  '/categorie/gezondheid/gebit-en-mond/': { kind: 'category', id: 23 },
  '/kennisbank-cat/hoeven/hoefaandoeningen/': { kind: 'kb-category', id: 24 },
  '/tag/droes/': { kind: 'tag', id: 22 },
  '/academy/': { kind: 'academy' },
  '/academy/les-1/': { kind: 'lesson', id: 30 },
  '/auteurs/': { kind: 'auteurs' },
  '/auteurs/anouk/': { kind: 'author', key: 'user:2' },
  '/events/': { kind: 'events' },
  '/event/congres/': { kind: 'event', id: 40 },
  '/nieuws/': { kind: 'nieuws', id: 3 },
  '/partners/': { kind: 'partners', id: 4 },
  '/partners/equiscan/': { kind: 'partner', id: 50 },
  '/partners/equiscan/echo/': { kind: 'product', id: 51 },
  '/finder/': { kind: 'finder', id: 5 },
  '/finder/chirurgie/': { kind: 'finder', id: 60 },
  '/finder/klinieken/het-hoefijzer/': { kind: 'clinic', id: 61 },
  '/finder/dierenarts/marloes/': { kind: 'vet', id: 62 },
  '/zoeken/': { kind: 'zoeken' },
  '/login/': { kind: 'login' },
  '/styleguide/': { kind: 'styleguide' },
  '/over-ons/': { kind: 'page', id: 6 },
  '/over-ons/redactie/': { kind: 'page', id: 7 },
  '/droes-uitbraak-op-manege/': { kind: 'post', id: 70 },
}

/** What Vike would do with the table: every path matches its own family's route, and a catch-all path matches no
 *  other family's route (else Vike would send it to that page, which answers 404). */
function checkTable(routes: Record<string, Route>) {
  const names = Object.keys(FAMILIES) as FamilyName[]
  for (const [path, route] of Object.entries(routes)) {
    const families = familiesOf(path, route)
    expect(families, path).toHaveLength(1)
    const family = families[0] as FamilyName
    expect(resolveRoute(FAMILIES[family].route, path).match, `${path} matches ${FAMILIES[family].route}`).toBe(true)
    if (family === 'catch-all') {
      const claimed = names.filter((n) => n !== 'catch-all' && resolveRoute(FAMILIES[n].route, path).match)
      expect(claimed, `${path} would be routed to ${claimed.join(', ')}`).toEqual([])
    }
  }
}

const table = { route: (path: string) => ROUTES[path] }

describe('route families', () => {
  it('give every route of the table exactly one page, whose Vike route matches it', () => {
    checkTable(ROUTES)
  })

  it('list each URL once across all pages (Vike refuses a URL prerendered twice)', () => {
    const all = (Object.keys(FAMILIES) as FamilyName[]).flatMap((n) => familyPaths(ROUTES, n))
    expect(new Set(all).size).toBe(all.length)
    expect(all.sort()).toEqual(Object.keys(ROUTES).sort())
  })

  it('send child terms (/categorie/{parent}/{child}/) to the term pages, and know which paths a page cannot serve', () => {
    expect(servesPath('category', '/categorie/gezondheid/gebit-en-mond/')).toBe(true)
    expect(servesPath('kb-category', '/kennisbank-cat/hoeven/hoefaandoeningen/')).toBe(true)
    expect(servesPath('category', '/categorie/')).toBe(false)
    expect(servesPath('article', '/kennisbank/a/b/')).toBe(false)
    expect(servesPath('catch-all', '/categorie/gezondheid/gebit-en-mond/')).toBe(false)
    expect(servesPath('catch-all', '/over-ons/redactie/')).toBe(true)
  })

  it('tell the finder page from finder term pages', () => {
    expect(familyPaths(ROUTES, 'finder')).toEqual(['/finder/'])
    expect(familyPaths(ROUTES, 'finder-term')).toEqual(['/finder/chirurgie/'])
  })

  it('answer nothing (404) for a path of another kind or not in the table', () => {
    expect(routeFor(table, 'article', '/kennisbank/koliek/')).toEqual({ kind: 'article', id: 10 })
    expect(routeFor(table, 'article', '/kennisbank/bestaat-niet/')).toBeUndefined()
    expect(routeFor(table, 'article', '/kennisbank-cat/gebit/')).toBeUndefined()
    expect(routeFor(table, 'catch-all', '/over-ons/redactie/')).toEqual({ kind: 'page', id: 7 })
    expect(routeFor(table, 'catch-all', '/kennisbank/koliek/')).toBeUndefined()
    expect(routeFor(table, 'finder-term', '/finder/')).toBeUndefined()
  })

  it('catch a CMS page that another page would shadow', () => {
    expect(() => checkTable({ '/partners/nieuwe-pagina/': { kind: 'page', id: 8 } })).toThrow(/routed to partner/)
  })

  const snapshotRoutes = '.snapshot/routes.json'
  it.runIf(existsSync(snapshotRoutes))('hold for the current snapshot', () => {
    const parsed: unknown = JSON.parse(readFileSync(snapshotRoutes, 'utf8'))
    const isRoutes = (v: unknown): v is Record<string, Route> => typeof v === 'object' && v !== null
    if (!isRoutes(parsed)) throw new Error('routes.json is not an object')
    checkTable(parsed)
  })
})
