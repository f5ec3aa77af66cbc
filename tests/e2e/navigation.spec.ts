// Menus (desktop mega-menus by mouse and keyboard, '#' items, active classes, the right menu), the mobile menu, and
// client-side navigation between pages (no reload, the loading bar on a slow navigation, a failed chunk reloads).
import { expect, test, type Page } from '@playwright/test'
import type { Menu, MenuItem } from '#lib/model/types.ts'
import { collectPageErrors, e2eSnapshot, firstRouteOfKind, openHydrated } from './support.ts'

const menus = (): Record<string, Menu> => e2eSnapshot().site.menus
const mainItems = (): MenuItem[] => menus().main?.items ?? []

/** A main-menu item with a submenu: linked (its own page) or not ('#', only a toggle). */
function itemWithChildren(linked: boolean): MenuItem {
  const item = mainItems().find(
    (i) => i.children.length > 0 && (i.url !== '#') === linked && i.dropdownType !== 'dropdown_social_media',
  )
  if (!item) throw new Error(`The bundled main menu has no ${linked ? 'linked' : "'#'"} item with children`)
  return item
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu', exact: true })
const overlay = (page: Page) => mainNav(page).locator('> div[aria-hidden="true"]')
const marker = (page: Page) => page.evaluate(() => Reflect.get(window, '__shellMarker') as unknown)
const setMarker = (page: Page) => page.evaluate(() => Reflect.set(window, '__shellMarker', 'same document'))

test.describe('desktop main menu', () => {
  test('hovering an item with children opens its mega-menu over a site overlay; leaving resets it', async ({
    page,
  }) => {
    const item = itemWithChildren(true)
    await openHydrated(page, '/')
    const panel = page.locator(`#megamenu-${item.id}`)
    await expect(panel).toBeHidden()
    await mainNav(page).getByRole('link', { name: item.title, exact: true }).hover()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: item.children[0]?.title ?? '', exact: true })).toBeVisible()
    await expect(panel.getByRole('link', { name: `Bekijk alles over ${item.title.toLowerCase()}` })).toHaveAttribute(
      'href',
      item.url,
    )
    await expect(overlay(page)).toHaveAttribute('data-open', 'true')

    // The pointer leaves the menu for the page: the mega-menu resets (after 300 ms) and the overlay goes.
    await page.mouse.move(640, 880)
    await expect(panel).toBeHidden()
    await expect(overlay(page)).toHaveAttribute('data-open', 'false')

    // Hovering an item without children closes an open mega-menu at once; clicking the overlay closes it too.
    await mainNav(page).getByRole('link', { name: item.title, exact: true }).hover()
    await expect(panel).toBeVisible()
    const plain = mainItems().find((i) => i.children.length === 0)
    if (plain) {
      await mainNav(page).getByRole('link', { name: plain.title, exact: true }).hover()
      await expect(panel).toBeHidden()
    }
  })

  test('a submenu opens and closes by keyboard: Enter and Space toggle, Tab walks into it, Escape returns focus', async ({
    page,
  }) => {
    const hashItem = itemWithChildren(false)
    await openHydrated(page, '/')
    const toggle = mainNav(page).getByRole('button', { name: hashItem.title, exact: true })
    const panel = page.locator(`#megamenu-${hashItem.id}`)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: hashItem.children[0]?.title ?? '', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Space')
    await expect(panel).toBeHidden()

    // A linked parent: its link goes to its page, the chevron beside it opens the submenu; ArrowDown focuses the first entry.
    const linked = itemWithChildren(true)
    const chevron = mainNav(page).getByRole('button', { name: `Submenu van ${linked.title} openen` })
    await chevron.focus()
    await page.keyboard.press('ArrowDown')
    const linkedPanel = page.locator(`#megamenu-${linked.id}`)
    await expect(linkedPanel).toBeVisible()
    await expect(linkedPanel.getByRole('link', { name: linked.children[0]?.title ?? '', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(linkedPanel.getByRole('link', { name: linked.children[1]?.title ?? '', exact: true })).toBeFocused()
    // Focus leaving the item closes its submenu.
    await page.locator('main').focus()
    await expect(linkedPanel).toBeHidden()
  })

  test("items with url '#' are not links anywhere in the header and footer", async ({ page }) => {
    const hashTitles = Object.values(menus())
      .flatMap((m) => m.items)
      .filter((i) => i.url === '#')
      .map((i) => i.title)
    expect(hashTitles.length).toBeGreaterThan(0)
    await openHydrated(page, '/')
    await expect(page.locator('header a[href="#"], footer a[href="#"]')).toHaveCount(0)
    for (const title of hashTitles) {
      await expect(mainNav(page).getByRole('link', { name: title, exact: true })).toHaveCount(0)
      await expect(mainNav(page).getByRole('button', { name: title, exact: true })).toBeVisible()
    }
  })

  test('active classes follow URL containment, also after a client-side navigation', async ({ page }) => {
    const s = e2eSnapshot()
    const kennisbank = mainItems().find((i) => i.url === '/kennisbank/')
    const events = mainItems().find((i) => i.url === '/events/')
    if (!kennisbank || !events) throw new Error('The bundled main menu lacks Kennisbank or Events')
    const link = (title: string) => mainNav(page).getByRole('link', { name: title, exact: true })

    await openHydrated(page, firstRouteOfKind(s, 'article'))
    await expect(link(kennisbank.title)).toHaveClass(/(^|\s)active(\s|$)/)
    await expect(link(events.title)).not.toHaveClass(/(^|\s)active(\s|$)/)
    await expect(link(kennisbank.title)).not.toHaveAttribute('aria-current', 'page')

    // A parent lights up for an active child (the knowledge-base category is under Kennisbank).
    await openHydrated(page, firstRouteOfKind(s, 'kb-category'))
    await expect(link(kennisbank.title)).toHaveClass(/(^|\s)active(\s|$)/)

    await link(events.title).click()
    await expect(page).toHaveURL(/\/events\/$/)
    await expect(link(events.title)).toHaveClass(/(^|\s)active(\s|$)/)
    await expect(link(events.title)).toHaveAttribute('aria-current', 'page')
    await expect(link(kennisbank.title)).not.toHaveClass(/(^|\s)active(\s|$)/)

    // The same on a page loaded directly (the prerendered HTML), in the footer menus too.
    await openHydrated(page, '/events/')
    await expect(link(events.title)).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('footer').getByRole('link', { name: events.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the right menu hides once the page is scrolled down more than 68 px', async ({ page }) => {
    const right = menus().main_right
    if (!right) throw new Error('The bundled content has no main_right menu')
    await openHydrated(page, '/kennisbank/')
    // Hidden, it is inert and out of the accessibility tree: found by its label.
    const nav = page.locator(`nav[aria-label="${right.name}"]`)
    await expect(nav).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 68))
    await expect(nav).toHaveAttribute('data-hidden', 'false')
    await expect(nav).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 69))
    await expect(nav).toHaveAttribute('data-hidden', 'true')
    await expect(nav).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(nav).toBeVisible()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('opens with main-menu, main-menu-right and top-menu, walks nested submenus and navigates', async ({ page }) => {
    const m = menus()
    const linked = itemWithChildren(true)
    const hashItem = itemWithChildren(false)
    const news = mainItems().find((i) => i.children.length > 0 && i.url !== linked.url && i.url !== '#')
    const target = news?.children[0]
    if (!news || !target) throw new Error('The bundled main menu needs two linked items with children')
    const errors = collectPageErrors(page)
    await openHydrated(page, '/')
    await setMarker(page)
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true })
    await hamburger.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
    for (const title of [m.main?.items[0]?.title, m.main_right?.items[0]?.title, m.top_bar?.items[0]?.title]) {
      await expect(dialog.getByText(title ?? '', { exact: true }).first()).toBeVisible()
    }

    // A linked parent: its level has the parent's title, a 'view all' link to it, the children, and back.
    await dialog.getByRole('button', { name: linked.title, exact: true }).click()
    const viewAll = dialog.getByRole('link', { name: 'Bekijk alles', exact: true })
    await expect(viewAll).toHaveAttribute('href', linked.url)
    await expect(viewAll).toBeFocused()
    await expect(dialog.getByRole('link', { name: linked.children[0]?.title ?? '', exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Terug', exact: true }).click()
    await expect(dialog.getByRole('button', { name: hashItem.title, exact: true })).toBeVisible()

    // A '#' parent has no page to view: no 'view all' link.
    await dialog.getByRole('button', { name: hashItem.title, exact: true }).click()
    await expect(dialog.getByRole('link', { name: hashItem.children[0]?.title ?? '', exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Bekijk alles', exact: true })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Terug', exact: true }).click()

    // Navigating from a submenu: the page changes client-side and the menu closes.
    await dialog.getByRole('button', { name: news.title, exact: true }).click()
    await dialog.getByRole('link', { name: target.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${target.url}$`))
    await expect(dialog).toBeHidden()
    await expect(page.locator('main h1')).toHaveText(target.title)
    expect(await marker(page)).toBe('same document')

    // The close button and Escape close it; it opens at the top level again.
    await hamburger.click()
    await expect(dialog.getByRole('button', { name: linked.title, exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Menu sluiten' }).click()
    await expect(dialog).toBeHidden()
    await hamburger.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(hamburger).toBeFocused()

    // Left open in a submenu by the browser's back button: it opens at the top level again too.
    await hamburger.click()
    await dialog.getByRole('button', { name: linked.title, exact: true }).click()
    await expect(dialog.getByRole('link', { name: 'Bekijk alles', exact: true })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(dialog).toBeHidden()
    await hamburger.click()
    await expect(dialog.getByRole('button', { name: linked.title, exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Bekijk alles', exact: true })).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test.describe('client-side navigation', () => {
  test('following a link renders the next page in the same document, with its title', async ({ page }) => {
    const s = e2eSnapshot()
    const errors = collectPageErrors(page)
    await openHydrated(page, '/')
    await setMarker(page)
    await mainNav(page).getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page).toHaveURL(/\/events\/$/)
    await expect(page.locator('main h1')).toHaveText('Events')
    const event = firstRouteOfKind(s, 'event')
    await page.locator(`main a[href="${event}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${event}$`))
    const entity = Object.values(s.entities.events).find((e) => e.path === event)
    await expect(page).toHaveTitle(entity?.seo.title ?? '')
    await page.goBack()
    await expect(page.locator('main h1')).toHaveText('Events')
    expect(await marker(page)).toBe('same document')
    expect(errors).toEqual([])
  })

  test('a slow navigation shows the loading bar until the page arrives', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The next page's data is held back until the bar has been seen.
    await page.route('**/*.pageContext.json', async (route) => {
      await held
      await route.continue()
    })
    await openHydrated(page, '/')
    const bar = page.locator('div[data-state]:has([role="status"])')
    await expect(bar).toHaveAttribute('data-state', 'idle')
    await mainNav(page).getByRole('link', { name: 'Events', exact: true }).click()
    await expect(bar).toHaveAttribute('data-state', /^(start|fill)$/)
    await expect(bar.getByRole('status')).toHaveText('Bezig met laden…')
    await expect(page.locator('main h1')).not.toHaveText('Events')
    release()
    await expect(page.locator('main h1')).toHaveText('Events')
    await expect(bar).toHaveAttribute('data-state', /^(finish|idle)$/)
    await expect(bar.getByRole('status')).toHaveText('')
  })

  test('a page whose code fails to load is loaded anew by the browser', async ({ page }) => {
    // The events page's own chunk is gone (as after a new deploy): Vike falls back to a full page load.
    await page.route(/\/assets\/entries\/pages_events\.[^/]*\.js$/, (route) => route.abort())
    await openHydrated(page, '/')
    await setMarker(page)
    await mainNav(page).getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page).toHaveURL(/\/events\/$/)
    await expect(page.locator('main h1')).toHaveText('Events')
    await expect.poll(() => marker(page)).toBeUndefined()
  })
})
