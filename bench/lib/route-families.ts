// One sample URL per route family: the pages bench:lighthouse measures and the JS size budgets check. Picked
// from the snapshot's routes.json by kind — the first route of the kind in path order, or a preferred path when the
// bundled content has one — so the choice is stable for a given content set.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

export const FAMILIES = [
  { family: 'home', kind: 'home' },
  { family: 'knowledge base', kind: 'kennisbank' },
  { family: 'article', kind: 'article', prefer: '/kennisbank/koliek-herkennen-en-eerste-hulp/' },
  { family: 'news', kind: 'post' },
  { family: 'category', kind: 'category', prefer: '/categorie/gezondheid/' },
  { family: 'tag', kind: 'tag' },
  { family: 'author', kind: 'author' },
  { family: 'event', kind: 'event' },
  { family: 'lesson', kind: 'lesson' },
  { family: 'partner', kind: 'partner' },
  { family: 'product', kind: 'product' },
  { family: 'clinic', kind: 'clinic' },
  { family: 'vet', kind: 'vet' },
  { family: 'finder', kind: 'finder', prefer: '/finder/' },
  { family: 'search', kind: 'zoeken', query: '?q=koliek' },
  { family: 'CMS page', kind: 'page', prefer: '/over-ons/' },
  { family: '404', kind: '404' },
] as const

export type Family = (typeof FAMILIES)[number]['family']
export type FamilyUrl = { family: Family; path: string }

const RoutesSchema = z.record(z.string(), z.object({ kind: z.string() }).loose())

/** The sample path (with query) of every route family, from `<snapshotDir>/routes.json`. */
export function familyPaths(snapshotDir: string): FamilyUrl[] {
  const file = path.join(snapshotDir, 'routes.json')
  const routes = RoutesSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const paths = Object.keys(routes).sort()
  return FAMILIES.map((f) => {
    if (f.kind === '404') return { family: f.family, path: '/deze-pagina-bestaat-niet/' }
    const ofKind = paths.filter((p) => routes[p]?.kind === f.kind)
    const preferred = 'prefer' in f && ofKind.includes(f.prefer) ? f.prefer : ofKind[0]
    if (!preferred) throw new Error(`${file}: no route of kind "${f.kind}" for the ${f.family} family`)
    return { family: f.family, path: preferred + ('query' in f ? f.query : '') }
  })
}
