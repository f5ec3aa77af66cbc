// Every URL the prerender writes, from the route table: each family's paths, and the further pages of the paged lists.
// Pure, over the route table and the lists only (the prerender driver plans with them before any entity is loaded).
import type { Snapshot } from '#lib/model/snapshot.ts'
import { family as familyOf, type Paged } from '#pipeline/snapshot/route-families.ts'
import type { ListRef } from '#pipeline/snapshot/store.ts'
import { FAMILIES, familyPaths, servesPath, type FamilyName } from './route-families.ts'
import { pagedPaths } from './paging.ts'

export type RoutesAndLists = Pick<Snapshot, 'routes' | 'lists'>

/** The number of items a route-table entry's list holds: what its paged family counts (0 for an entry without one). */
function itemCount(s: RoutesAndLists, ref: ListRef | undefined): number {
  if (ref === undefined) return 0
  if (typeof ref === 'string') return s.lists[ref].length
  const [name, key] = ref
  return (s.lists[name] as Record<string, readonly unknown[] | undefined>)[String(key)]?.length ?? 0
}

export type Warn = (message: string) => void

/**
 * The URLs of one family: its route-table paths, each with its further list pages. A path this family's page cannot
 * serve is left out with a warning (the pipeline reports such paths already); one odd path never fails the build.
 */
export function familyUrls(s: RoutesAndLists, family: FamilyName, warn: Warn = console.warn): string[] {
  const paged: Paged | undefined = familyOf(family).paged
  return familyPaths(s.routes, family)
    .filter((path) => {
      if (servesPath(family, path)) return true
      warn(`prerender: ${path} left out: the ${family} page (${FAMILIES[family].route}) does not serve it`)
      return false
    })
    .flatMap((path) => {
      const route = s.routes[path]
      return paged && route ? pagedPaths(path, itemCount(s, paged.list(route)), paged.size) : [path]
    })
}

/** Every page URL of the site, each once, in family order. */
export function siteUrls(s: RoutesAndLists, warn: Warn = console.warn): string[] {
  return [...new Set((Object.keys(FAMILIES) as FamilyName[]).flatMap((family) => familyUrls(s, family, warn)))]
}
