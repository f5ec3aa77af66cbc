// One page of every route family in the browser (desktop): it answers 200, shows its own h1 and, for a list, links to
// its items; it hydrates (pages/+onHydrationEnd) without errors; and axe finds no WCAG 2.1 A/AA or best-practice violation of any impact on it.
import { expect, test } from '@playwright/test'
import type { RouteKind, Snapshot } from '#lib/model/snapshot.ts'
import {
  collectPageErrors,
  e2eSnapshot,
  expectNoA11yViolations,
  firstRouteOfKind,
  openHydrated,
  ownContent,
  routesOfKind,
} from './support.ts'

type Family = { kind: RouteKind; lists?: RouteKind[] }

const EDITORIAL: RouteKind[] = ['article', 'post', 'lesson', 'event']
const FAMILIES: Family[] = [
  { kind: 'home', lists: ['article'] },
  { kind: 'kennisbank', lists: ['article'] },
  { kind: 'article' },
  { kind: 'kb-category', lists: ['article'] },
  { kind: 'category', lists: EDITORIAL },
  { kind: 'tag', lists: EDITORIAL },
  { kind: 'nieuws', lists: ['post'] },
  { kind: 'post' },
  { kind: 'academy', lists: ['lesson'] },
  { kind: 'lesson' },
  { kind: 'auteurs', lists: ['author'] },
  { kind: 'author', lists: EDITORIAL },
  { kind: 'events', lists: ['event'] },
  { kind: 'event' },
  { kind: 'partners', lists: ['partner'] },
  { kind: 'partner', lists: ['product'] },
  { kind: 'product' },
  { kind: 'page' },
  { kind: 'finder' },
  { kind: 'clinic' },
  { kind: 'vet' },
  { kind: 'styleguide' },
  { kind: 'login' },
  { kind: 'zoeken' },
]

/** The family's first route that has something to list (a term or author without items shows an empty list). */
function routeToVisit(s: Snapshot, { kind, lists }: Family): string {
  if (!lists) return firstRouteOfKind(s, kind)
  const withItems = routesOfKind(s, kind).find((routePath) => {
    const route = s.routes[routePath]
    if (kind === 'author') return (s.lists.byAuthor[route?.key ?? '']?.length ?? 0) > 0
    if (kind === 'category' || kind === 'tag' || kind === 'kb-category')
      return (s.lists.byTerm[route?.id ?? -1]?.length ?? 0) > 0
    if (kind === 'partner') return Object.values(s.entities.products).some((product) => product.partnerId === route?.id)
    return true
  })
  return withItems ?? firstRouteOfKind(s, kind)
}

for (const family of FAMILIES) {
  test(`the ${family.kind} family renders in the browser, hydrates without errors and passes axe`, async ({ page }) => {
    const s = e2eSnapshot()
    const routePath = routeToVisit(s, family)
    const own = ownContent(s).get(routePath)
    const errors = collectPageErrors(page)
    const response = await openHydrated(page, routePath)
    expect(response?.status(), routePath).toBe(200)

    const h1 = page.locator('main h1')
    await expect(h1).toHaveCount(1)
    await expect(h1).toBeVisible()
    if (own) expect(own.headings, routePath).toContain((await h1.innerText()).replace(/\s+/g, ' ').trim())
    if (family.lists) {
      const items = new Set(family.lists.flatMap((child) => routesOfKind(s, child)))
      const hrefs = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      expect(
        hrefs.filter((href) => items.has(href)),
        `links from ${routePath} to its ${family.lists.join('/')} items`,
      ).not.toEqual([])
    }

    await expectNoA11yViolations(page)
    expect(errors).toEqual([])
  })
}
