// The interactive text blocks on the bundled content's block style guide (spec §2 text_column, tabs, accordion,
// questions, image_gallery; §4 accordion; §9 gallery columns): what a visitor clicks, types and sees.
import { expect, test, type Locator } from '@playwright/test'
import { openHydrated } from './support.ts'

const PAGE = '/styleguide-inhoud/'

test('text_column: "Lees meer" shows the rest of the text, "Lees minder" hides it again', async ({ page }) => {
  await openHydrated(page, PAGE)
  const block = page.locator('[data-block="text_column"]:has(button[aria-controls])').first()
  const toggle = block.locator('button[aria-controls]')
  await expect(toggle).toHaveText('Lees meer')
  const more = block.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(more).toBeHidden()
  // The expandable part is in the prerendered HTML (indexable), only hidden.
  expect((await more.textContent())?.trim().length).toBeGreaterThan(20)

  await toggle.click()
  await expect(more).toBeVisible()
  await expect(toggle).toHaveText('Lees minder')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')

  await toggle.click()
  await expect(more).toBeHidden()
  await expect(toggle).toHaveText('Lees meer')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test('tabs: the first tab is selected, arrow keys move between tabs (WAI-ARIA), a click selects', async ({ page }) => {
  await openHydrated(page, PAGE)
  const block = page.locator('[data-block="tabs"]').first()
  const tabs = block.getByRole('tab')
  const count = await tabs.count()
  expect(count).toBeGreaterThan(2)

  /** Per tab: selected, in the tab order, its panel shown, focused — read in one go. */
  const state = () =>
    block.evaluate((section) =>
      [...section.querySelectorAll('[role="tab"]')].map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
        return {
          selected: tab.getAttribute('aria-selected') === 'true',
          tabbable: tab.getAttribute('tabindex') === '0',
          panelShown:
            panel?.getAttribute('role') === 'tabpanel' && !panel.hidden && panel.getBoundingClientRect().height > 0,
          focused: document.activeElement === tab,
        }
      }),
    )
  const only = (index: number, focused = true) =>
    Array.from({ length: count }, (_, i) => ({
      selected: i === index,
      tabbable: i === index,
      panelShown: i === index,
      focused: focused && i === index,
    }))

  expect(await state()).toEqual(only(0, false))
  await tabs.first().focus()
  expect(await state()).toEqual(only(0))
  const steps: [string, number][] = [
    ['ArrowRight', 1],
    ['ArrowRight', 2],
    ['ArrowLeft', 1],
    ['End', count - 1],
    ['ArrowRight', 0],
    ['ArrowLeft', count - 1],
    ['Home', 0],
  ]
  for (const [key, index] of steps) {
    await page.keyboard.press(key)
    await expect.poll(state, { message: `after ${key}` }).toEqual(only(index))
  }
  // Tab leaves the tab list for the active panel.
  await page.keyboard.press('Tab')
  await expect(block.getByRole('tabpanel')).toBeFocused()

  await tabs.nth(2).click()
  await expect.poll(state).toEqual(only(2))
})

/** The accordion rules (spec §4): one open item; clicking the open item closes it. */
async function expectOneOpenAtATime(block: Locator) {
  const items = block.locator('button[aria-expanded]')
  const count = await items.count()
  expect(count).toBeGreaterThan(1)
  /** Per item: expanded, and its panel shown. */
  const state = () =>
    block.evaluate((section) =>
      [...section.querySelectorAll('button[aria-expanded]')].map((button) => {
        const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
        return {
          expanded: button.getAttribute('aria-expanded') === 'true',
          shown: Boolean(panel && !panel.hidden && panel.getBoundingClientRect().height > 0),
        }
      }),
    )
  const open = (index: number | null) =>
    Array.from({ length: count }, (_, i) => ({ expanded: i === index, shown: i === index }))

  expect(await state()).toEqual(open(null))
  await items.nth(0).click()
  await expect.poll(state).toEqual(open(0))
  await items.nth(1).click()
  await expect.poll(state).toEqual(open(1))
  await items.nth(1).click()
  await expect.poll(state).toEqual(open(null))
  await items.nth(count - 1).press('Enter')
  await expect.poll(state).toEqual(open(count - 1))
}

test('accordion: one item open at a time, clicking the open item closes it', async ({ page }) => {
  await openHydrated(page, PAGE)
  const block = page.locator('[data-block="accordion"]').first()
  await expectOneOpenAtATime(block)
  // An open item shows its content, image and button.
  await block.getByRole('button', { name: /normale waarden/ }).click()
  const region = block.getByRole('region', { name: /normale waarden/ })
  await expect(region).toBeVisible()
  await expect(region.getByRole('link', { name: 'Meer over ademhaling' })).toHaveAttribute(
    'href',
    '/kennisbank-cat/ademhaling/',
  )
})

test('questions: the same accordion rules; an item opens from its anchor in the address', async ({ page }) => {
  await openHydrated(page, PAGE)
  const block = page.locator('[data-block="questions"]').first()
  await expectOneOpenAtATime(block)
  const faq = JSON.parse((await block.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type'?: string
    mainEntity?: unknown[]
  }
  expect(faq['@type']).toBe('FAQPage')
  expect(faq.mainEntity?.length).toBe(await block.locator('button[aria-expanded]').count())

  // Deep link: /#anchor of an item opens it.
  const anchor = await block
    .locator('button[aria-expanded]')
    .last()
    .evaluate((b) => b.closest('div[id]')?.id ?? '')
  expect(anchor).not.toBe('')
  await openHydrated(page, `${PAGE}#${anchor}`)
  await expect(page.locator(`[id="${anchor}"] button[aria-expanded]`)).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(`[id="${anchor}"] [role="region"]`)).toBeVisible()
})

test("image_gallery: the block's columns at 1200 px, 2 at 600 px, 1 at 380 px, 30 px apart", async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await openHydrated(page, PAGE)
  const list = page.locator('[data-block="image_gallery"] ul').first()
  await list.scrollIntoViewIfNeeded()
  const configured = Number(await list.evaluate((ul) => getComputedStyle(ul).getPropertyValue('--columns')))
  expect(configured).toBeGreaterThanOrEqual(2)
  expect(await list.locator('li').count()).toBeGreaterThan(configured)

  /** The visible columns: the distinct left edges of the items, and the gap between the first two columns. */
  const columns = () =>
    list.evaluate((ul) => {
      const boxes = [...ul.children].map((li) => li.getBoundingClientRect())
      const lefts = [...new Set(boxes.map((b) => Math.round(b.left)))].sort((a, b) => a - b)
      const first = boxes.find((b) => Math.round(b.left) === lefts[0])
      return { count: lefts.length, gap: lefts.length > 1 && first ? Math.round(lefts[1]! - first.right) : 0 }
    })

  expect(await columns()).toEqual({ count: configured, gap: 30 })
  await page.setViewportSize({ width: 600, height: 900 })
  expect(await columns()).toEqual({ count: Math.min(configured, 2), gap: 30 })
  await page.setViewportSize({ width: 380, height: 900 })
  expect(await columns()).toEqual({ count: 1, gap: 0 })
})

test('interactive_image: a hotspot opens its text, one at a time; Escape closes it and focus returns to the hotspot', async ({
  page,
}) => {
  await openHydrated(page, PAGE)
  const block = page.locator('[data-block="interactive_image"]').first()
  const hotspots = block.locator('button[aria-expanded]')
  expect(await hotspots.count()).toBeGreaterThan(1)
  const popoverOf = async (i: number) => block.locator(`[id="${await hotspots.nth(i).getAttribute('aria-controls')}"]`)

  await hotspots.nth(0).click()
  await expect(await popoverOf(0)).toBeVisible()
  await expect(await popoverOf(0)).not.toBeEmpty()
  await hotspots.nth(1).click()
  await expect(await popoverOf(1)).toBeVisible()
  await expect(await popoverOf(0)).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(await popoverOf(1)).toBeHidden()
  await expect(hotspots.nth(1)).toBeFocused()
  await expect(hotspots.nth(1)).toHaveAttribute('aria-expanded', 'false')
})

test("mailblue_form: without the newsletter service's script a clear notice links to the newsletter page", async ({
  page,
}) => {
  // The e2e build embeds the local CMS's stand-in (tests/e2e/newsletter.spec.ts signs up with it): here it cannot load.
  await page.route('**/plugins/mailblue/embed.js*', (route) => route.abort())
  await page.route('https://*.activehosted.com/**', (route) => route.abort())
  await openHydrated(page, PAGE)
  const block = page.locator('[data-block="mailblue_form"]').first()
  await block.scrollIntoViewIfNeeded()
  await expect(block.getByRole('status')).toContainText(
    'Het aanmeldformulier voor de nieuwsbrief kan op dit moment niet worden geladen.',
  )
  await expect(block.getByRole('link', { name: 'Meld je aan via de nieuwsbriefpagina' })).toHaveAttribute(
    'href',
    '/nieuwsbrief/',
  )
})
