// Route families: which page renders which entries of the snapshot's route table (spec §2), from the one declaration
// of the families (pipeline/snapshot/route-families.ts, decision 047). Pure, so every page's +data and the prerender's
// URL list share it and the tests can check it.
import { resolveRoute } from 'vike/routing'
import type { Route } from '#lib/model/snapshot.ts'
import { FAMILIES, FAMILY_NAMES, family, type Family, type FamilyName } from '#pipeline/snapshot/route-families.ts'

export { FAMILIES, type FamilyName }
const belongs = (f: Family, path: string, route: Route) =>
  f.kinds.includes(route.kind) && (f.only ? f.only(path) : true)

/** The route-table entry at `path` when it belongs to `family`, else undefined (the page answers 404). */
export function routeFor(
  store: { route: (path: string) => Route | undefined },
  name: FamilyName,
  path: string,
): Route | undefined {
  const route = store.route(path)
  return route && belongs(family(name), path, route) ? route : undefined
}

/** Every path of the route table that `family` renders, in table order. */
export function familyPaths(routes: Record<string, Route>, name: FamilyName): string[] {
  return Object.entries(routes).flatMap(([path, route]) => (belongs(family(name), path, route) ? [path] : []))
}

/** The families a route-table entry belongs to (exactly one for a well-formed table). */
export function familiesOf(path: string, route: Route): FamilyName[] {
  return FAMILY_NAMES.filter((name) => belongs(family(name), path, route))
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
export function servesPath(name: FamilyName, path: string): boolean {
  if (!matches(family(name).route, path)) return false
  if (name !== 'catch-all') return true
  return FAMILY_NAMES.every((other) => other === 'catch-all' || other === 'home' || !matches(family(other).route, path))
}
