// Every URL the prerender writes, from the route table: each family's paths, and the further pages of the paged lists.
// Pure, over the route table and the lists only (the prerender driver plans with them before any entity is loaded);
// the pages' +onBeforePrerenderStart hooks list their family's URLs with it too (content/route-data.ts).
import type { Route, Snapshot } from '#lib/model/snapshot.ts'
import { FAMILIES, familyPaths, servesPath, type FamilyName } from './route-families.ts'
import { FINDER_PAGE_SIZE, LIST_PAGE_SIZE, pagedPaths } from './paging.ts'

export type RoutesAndLists = Pick<Snapshot, 'routes' | 'lists'>
type Paged = { count: (s: RoutesAndLists, route: Route) => number; size: number }

const termItems = (s: RoutesAndLists, route: Route) =>
  route.id === undefined ? 0 : (s.lists.byTerm[route.id]?.length ?? 0)

/** The families whose list runs over more than one URL ("…/pagina/N/"), with their item count and page size. */
export const PAGED_FAMILIES: Partial<Record<FamilyName, Paged>> = {
  kennisbank: { count: (s) => s.lists.articles.length, size: LIST_PAGE_SIZE },
  nieuws: { count: (s) => s.lists.news.length, size: LIST_PAGE_SIZE },
  author: { count: (s, route) => s.lists.byAuthor[route.key ?? '']?.length ?? 0, size: LIST_PAGE_SIZE },
  'kb-category': { count: termItems, size: LIST_PAGE_SIZE },
  category: { count: termItems, size: LIST_PAGE_SIZE },
  tag: { count: termItems, size: LIST_PAGE_SIZE },
  finder: { count: (s) => s.lists.clinics.length, size: FINDER_PAGE_SIZE },
}

export type Warn = (message: string) => void

/**
 * The URLs of one family: its route-table paths, each with its further list pages. A path this family's page cannot
 * serve is left out with a warning (the pipeline reports such paths already); one odd path never fails the build.
 */
export function familyUrls(s: RoutesAndLists, family: FamilyName, warn: Warn = console.warn): string[] {
  const paged = PAGED_FAMILIES[family]
  return familyPaths(s.routes, family)
    .filter((path) => {
      if (servesPath(family, path)) return true
      warn(`prerender: ${path} left out: the ${family} page (${FAMILIES[family].route}) does not serve it`)
      return false
    })
    .flatMap((path) => {
      const route = s.routes[path]
      return paged && route ? pagedPaths(path, paged.count(s, route), paged.size) : [path]
    })
}

/** Every page URL of the site, each once, in family order. */
export function siteUrls(s: RoutesAndLists, warn: Warn = console.warn): string[] {
  return [...new Set((Object.keys(FAMILIES) as FamilyName[]).flatMap((family) => familyUrls(s, family, warn)))]
}
