// The route table: every public path of the spec's route table → what it renders. Paths always end in a slash.
import type { Entities, Lists, Route, SiteData } from '#lib/model/snapshot.ts'
import { BuildReport } from '../report.ts'
import { FIXED_PATHS, KIND_SHAPES } from '../snapshot/route-families.ts'

/** Fixed list routes of spec §2 (the route families' fixed paths); a CMS page at the same path lends them its content. */
const FIXED = FIXED_PATHS
const FINDER_TAXONOMIES = new Set([
  'expertise',
  'service',
  'specialisation',
  'recognition',
  'finder-label',
  'finder-issue',
])

/** The path shape the site's page for each kind serves, from the route families (their Vike routes). */
const SHAPES = KIND_SHAPES

/**
 * Every public path → what it renders. A path the site cannot serve (another host, no trailing slash, the wrong shape
 * for its kind) or claimed twice is left out and reported as a warning: one odd permalink never fails the build.
 * Given the lists, a category, tag or knowledge-base category without posts (WordPress's undeletable "Uncategorized")
 * gets no page, so no sitemap entry either.
 */
export function buildRoutes(
  entities: Entities,
  site: SiteData,
  report = new BuildReport(),
  lists?: Pick<Lists, 'byTerm'>,
): Record<string, Route> {
  const routes: Record<string, Route> = {}
  const leaveOut = (path: string, route: Route, message: string) =>
    report.add({ level: 'warning', entity: route.kind, id: route.id ?? route.key, url: path, path: '(route)', message })
  const add = (path: string, route: Route) => {
    const shape = SHAPES[route.kind]
    if (shape && !shape.test(path))
      return leaveOut(path, route, `no page: ${path} is not a path the site serves for a ${route.kind}`)
    const existing = routes[path]
    if (existing) {
      // A CMS page at a fixed path gives that list page its content.
      if (route.kind === 'page' && FIXED[path] === existing.kind && existing.id === undefined) {
        routes[path] = { ...existing, id: route.id }
        return
      }
      return leaveOut(
        path,
        route,
        `no page: ${path} is already ${existing.kind} ${existing.id ?? existing.key ?? ''}`.trim(),
      )
    }
    routes[path] = route
  }
  routes['/'] = { kind: 'home', id: site.frontpageId }
  for (const [path, kind] of Object.entries(FIXED)) routes[path] = { kind }
  const published = <T extends { status: string; path: string; id: number }>(table: Record<number, T>) =>
    Object.values(table).filter((e) => e.status === 'publish')

  for (const page of published(entities.pages)) {
    if (page.id === site.frontpageId || page.id === site.notFoundPageId) continue
    add(page.path, { kind: 'page', id: page.id })
  }
  for (const a of published(entities.articles)) add(a.path, { kind: 'article', id: a.id })
  for (const p of published(entities.posts)) add(p.path, { kind: 'post', id: p.id })
  for (const l of published(entities.lessons)) add(l.path, { kind: 'lesson', id: l.id })
  for (const e of published(entities.events)) add(e.path, { kind: 'event', id: e.id })
  for (const p of published(entities.partners)) if (!p.hideDetailPage) add(p.path, { kind: 'partner', id: p.id })
  for (const p of published(entities.products)) {
    const partner = entities.partners[p.partnerId]
    if (partner && !partner.hideDetailPage) add(p.path, { kind: 'product', id: p.id })
  }
  for (const c of published(entities.clinics)) add(c.path, { kind: 'clinic', id: c.id })
  for (const v of published(entities.vets)) add(v.path, { kind: 'vet', id: v.id })
  for (const author of Object.values(entities.authors)) add(author.path, { kind: 'author', key: author.key })
  const empty = (id: number) => lists !== undefined && !lists.byTerm[id]?.length
  for (const term of Object.values(entities.terms)) {
    if (['knowledge-base-category', 'category', 'post_tag'].includes(term.taxonomy) && empty(term.id)) continue
    if (term.taxonomy === 'knowledge-base-category') add(term.path, { kind: 'kb-category', id: term.id })
    else if (term.taxonomy === 'category') add(term.path, { kind: 'category', id: term.id })
    else if (term.taxonomy === 'post_tag') add(term.path, { kind: 'tag', id: term.id })
    else if (FINDER_TAXONOMIES.has(term.taxonomy) && !term.path.includes('?'))
      add(term.path, { kind: 'finder', id: term.id })
  }
  return Object.fromEntries(Object.entries(routes).sort(([a], [b]) => a.localeCompare(b)))
}
