// What the browser tests share: axe checks, the consent panel for a "human" visitor, and console-error collection.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * vanilla-cookieconsent hides its panel from automated browsers (navigator.webdriver). Tests that are about the
 * panel, or about what waits for consent, call this before the first navigation to be an ordinary visitor.
 */
export async function asHumanVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
}

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
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
