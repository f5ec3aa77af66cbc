// Route families: which page renders which entries of the snapshot's route table (spec §2). Pure, so the
// +data and +onBeforePrerenderStart hooks of every page share one definition and the tests can check it.
import { resolveRoute } from 'vike/routing'
import type { Route, RouteKind } from '#lib/model/snapshot.ts'

type Family = { route: string; kinds: RouteKind[]; only?: (path: string) => boolean }

const FINDER_ROOT = '/finder/'

/** Family → the Vike route it lives at (documentation and tests) and the route kinds it renders. */
export const FAMILIES = {
  home: { route: '/', kinds: ['home'] },
  kennisbank: { route: '/kennisbank', kinds: ['kennisbank'] },
  article: { route: '/kennisbank/@slug', kinds: ['article'] },
  'kb-category': { route: '/kennisbank-cat/*', kinds: ['kb-category'] },
  category: { route: '/categorie/*', kinds: ['category'] },
  tag: { route: '/tag/@slug', kinds: ['tag'] },
  academy: { route: '/academy', kinds: ['academy'] },
  lesson: { route: '/academy/@slug', kinds: ['lesson'] },
  auteurs: { route: '/auteurs', kinds: ['auteurs'] },
  author: { route: '/auteurs/@slug', kinds: ['author'] },
  events: { route: '/events', kinds: ['events'] },
  event: { route: '/event/@slug', kinds: ['event'] },
  nieuws: { route: '/nieuws', kinds: ['nieuws'] },
  partners: { route: '/partners', kinds: ['partners'] },
  partner: { route: '/partners/@partner', kinds: ['partner'] },
  product: { route: '/partners/@partner/@product', kinds: ['product'] },
  finder: { route: '/finder', kinds: ['finder'], only: (path) => path === FINDER_ROOT },
  'finder-term': { route: '/finder/@term', kinds: ['finder'], only: (path) => path !== FINDER_ROOT },
  clinic: { route: '/finder/klinieken/@slug', kinds: ['clinic'] },
  vet: { route: '/finder/dierenarts/@slug', kinds: ['vet'] },
  zoeken: { route: '/zoeken', kinds: ['zoeken'] },
  login: { route: '/login', kinds: ['login'] },
  styleguide: { route: '/styleguide', kinds: ['styleguide'] },
  // CMS pages and news posts at any path (spec §2 catch-all: pages of type post are treated as articles).
  'catch-all': { route: '/*', kinds: ['page', 'post'] },
} satisfies Record<string, Family>
export type FamilyName = keyof typeof FAMILIES

const belongs = (family: Family, path: string, route: Route) =>
  family.kinds.includes(route.kind) && (family.only ? family.only(path) : true)

/** The route-table entry at `path` when it belongs to `family`, else undefined (the page answers 404). */
export function routeFor(
  store: { route: (path: string) => Route | undefined },
  family: FamilyName,
  path: string,
): Route | undefined {
  const route = store.route(path)
  return route && belongs(FAMILIES[family], path, route) ? route : undefined
}

/** Every path of the route table that `family` renders, in table order. */
export function familyPaths(routes: Record<string, Route>, family: FamilyName): string[] {
  return Object.entries(routes).flatMap(([path, route]) => (belongs(FAMILIES[family], path, route) ? [path] : []))
}

/** The families a route-table entry belongs to (exactly one for a well-formed table). */
export function familiesOf(path: string, route: Route): FamilyName[] {
  return (Object.keys(FAMILIES) as FamilyName[]).filter((name) => belongs(FAMILIES[name], path, route))
}

/** Whether a Vike route string matches the path; a glob ("/categorie/*") needs at least one segment (paged-route.ts). */
const matches = (route: string, path: string) => {
  const { match, routeParams } = resolveRoute(route, path)
  return match && routeParams['*'] !== ''
}

/**
 * Whether Vike would send `path` to the page of `family`: its route matches the path and, for the catch-all, no other
 * family's route does. A route-table path that fails this would render another page's 404 during the prerender.
 */
export function servesPath(family: FamilyName, path: string): boolean {
  if (!matches(FAMILIES[family].route, path)) return false
  if (family !== 'catch-all') return true
  return (Object.keys(FAMILIES) as FamilyName[]).every(
    (other) => other === 'catch-all' || other === 'home' || !matches(FAMILIES[other].route, path),
  )
}
