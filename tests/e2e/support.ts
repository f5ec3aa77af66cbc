// What the browser tests share: axe checks, the consent panel for a "human" visitor, console-error collection, waiting
// for hydration, and the e2e build's snapshot (route table, entities, settings).
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type Response } from '@playwright/test'
import path from 'node:path'
import type { RouteKind, Snapshot } from '#lib/model/snapshot.ts'
import { loadSnapshot } from '#pipeline/snapshot/read.ts'
import { E2E } from './ports.ts'

/**
 * vanilla-cookieconsent hides its panel from automated browsers (navigator.webdriver). Tests that are about the
 * panel, or about what waits for consent, call this before the first navigation to be an ordinary visitor.
 */
export async function asHumanVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
}

/** No WCAG 2.1 A/AA violation and no axe best-practice violation, of any impact, on the page as it is now. */
export async function expectNoA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
  expect(summary, `axe on ${page.url()}`).toEqual([])
}

/** Collects uncaught page errors and console errors; assert it is empty at the end of a test. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

/**
 * The visitor's choice in the cookie panel, made with its buttons ('Alles accepteren' / 'Alleen noodzakelijk'). Call
 * asHumanVisitor before the first navigation, so that the panel shows; resolves once the panel has closed.
 */
export async function chooseCookies(page: Page, choice: 'accept' | 'refuse'): Promise<void> {
  const panel = page.locator('#cc-main .cm')
  const button = panel.getByRole('button', { name: choice === 'accept' ? 'Alles accepteren' : 'Alleen noodzakelijk' })
  await button.click()
  await expect(panel).toBeHidden()
}

/**
 * Answers every request that leaves the site (YouTube, Vimeo, ad and analytics hosts…) with an empty page instead of
 * letting Chromium wait on this machine's closed network; returns the URLs that were asked for.
 */
export async function stubExternalRequests(page: Page): Promise<string[]> {
  const requested: string[] = []
  const local = new Set(['localhost', '127.0.0.1'])
  await page.context().route(
    (url) => url.protocol.startsWith('http') && !local.has(url.hostname),
    async (route) => {
      requested.push(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>extern</title>' })
    },
  )
  return requested
}

/**
 * Opens a path and waits until the page has hydrated (views/document/HydrationSlice.tsx marks <html data-hydrated> once every region has hydrated): before
 * that, clicks on React's buttons do nothing, as for a visitor whose JavaScript is still loading.
 */
export async function openHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}

/**
 * The snapshot the browser tests' site was built from (<E2E_WORK_DIR>/snapshot): route table, entities, settings.
 * Call it inside a test or hook: the webServer writes it before the first test runs, not before the files load.
 */
export function e2eSnapshot(): Snapshot {
  return loadSnapshot(path.resolve(import.meta.dirname, '../..', E2E.workDir, 'snapshot'))
}

/** Every path of the route table with the given kind, in the table's order. */
export function routesOfKind(s: Snapshot, kind: RouteKind): string[] {
  return Object.entries(s.routes)
    .filter(([, route]) => route.kind === kind)
    .map(([routePath]) => routePath)
}

/** The first path of a route kind; fails the test when the bundled content has none. */
export function firstRouteOfKind(s: Snapshot, kind: RouteKind): string {
  const first = routesOfKind(s, kind)[0]
  if (!first) throw new Error(`The route table has no route of kind "${kind}"`)
  return first
}

/** Text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export const decodeHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

/** What a route's page must show of its own entity: its SEO title as <title>, its title or banner title as the h1. */
export type OwnContent = { title: string; headings: string[] }

/** Per route path of an entity, what its page must show of it. */
export function ownContent(s: Snapshot): Map<string, OwnContent> {
  const own = new Map<string, OwnContent>()
  for (const table of Object.values(s.entities)) {
    for (const entity of Object.values(table)) {
      const name = 'title' in entity ? entity.title : entity.name
      const banner = 'banner' in entity && entity.banner ? entity.banner.title : ''
      own.set(entity.path, { title: entity.seo.title, headings: [name, banner].filter(Boolean).map(decodeHtml) })
    }
  }
  return own
}
