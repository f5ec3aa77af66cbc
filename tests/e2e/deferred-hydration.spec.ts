// Decision 020: a prerendered page's hydration code starts after the page has loaded and painted, or at the visitor's
// first touch, click or key press — and the page then hydrates and works as before.
import { expect, test } from '@playwright/test'

const ARTICLE = '/kennisbank/koliek-herkennen-en-eerste-hulp/'

test.describe('hydration after the first paint', () => {
  test('no script is requested before the load event; then the page hydrates without errors', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(ARTICLE)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // The browser's own timings: when the load event started, and when each script request started.
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const scripts = performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.endsWith('.js'))
      return {
        load: nav.loadEventStart,
        scripts: scripts.map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
      }
    })
    expect(timing.scripts.some((s) => s.url.startsWith('/assets/entries/entry-client-routing.'))).toBe(true)
    expect(timing.scripts.filter((s) => s.start < timing.load)).toEqual([])
    expect(await page.evaluate(() => performance.getEntriesByName('hoefslag:hydrated').length)).toBe(1)
    expect(errors).toEqual([])
  })

  test("the visitor's first key press starts the code at once, before the load event", async ({ page }) => {
    // Hold the hero image back, so that the load event cannot fire on its own.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/wp-content/uploads/**', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(ARTICLE, { waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    await page.keyboard.press('Tab')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    release()
  })
})
