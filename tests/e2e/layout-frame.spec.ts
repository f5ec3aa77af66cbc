// The frame of every page, continued (layout.spec.ts): the modal (timetable subject; closes on route change), the
// footer's menus and social links, layout stability, and what changes on a phone (breadcrumbs hidden, no mobile search
// bar on finder pages).
import { expect, test, type Page } from '@playwright/test'
import { collectPageErrors, e2eSnapshot, firstRouteOfKind, openHydrated } from './support.ts'

test.describe('modal', () => {
  test('a timetable subject opens its modal with the whole description; Escape closes it and focus returns', async ({
    page,
  }) => {
    const s = e2eSnapshot()
    const event = Object.values(s.entities.events).find((e) => e.timetable.length > 0 && s.routes[e.path])
    const subject = event?.timetable[0]
    if (!event || !subject) throw new Error('The bundled content has no event with a timetable')
    const errors = collectPageErrors(page)
    await openHydrated(page, event.path)
    const button = page.getByRole('button', { name: subject.title })
    await button.click()
    const dialog = page.getByRole('dialog', { name: subject.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`${subject.startTime} – ${subject.endTime}`)
    await expect(dialog).toContainText(subject.description.replace(/<[^>]+>/g, '').slice(0, 40))
    for (const speaker of subject.speakers) await expect(dialog).toContainText(speaker.name)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    expect(errors).toEqual([])
  })

  test('a lesson with more than two testimonials shows two and opens all of them in the testimonials modal', async ({
    page,
  }) => {
    const s = e2eSnapshot()
    const lesson = Object.values(s.entities.lessons).find((l) => l.testimonials.length > 2 && s.routes[l.path])
    if (!lesson) throw new Error('The bundled content has no lesson with more than two testimonials')
    await openHydrated(page, lesson.path)
    const section = page.locator('main section', {
      has: page.getByRole('heading', { name: 'Ervaringen van deelnemers' }),
    })
    await expect(section.getByRole('listitem')).toHaveCount(2)
    await section.getByRole('button', { name: `Lees alle ${lesson.testimonials.length} ervaringen` }).click()
    const dialog = page.getByRole('dialog', { name: 'Ervaringen van deelnemers' })
    await expect(dialog.getByRole('listitem')).toHaveCount(lesson.testimonials.length)
    const last = lesson.testimonials.at(-1)
    if (last) await expect(dialog).toContainText(last.name)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('an open modal closes on a route change', async ({ page }) => {
    const s = e2eSnapshot()
    const event = Object.values(s.entities.events).find((e) => e.timetable.length > 0 && s.routes[e.path])
    if (!event?.timetable[0]) throw new Error('The bundled content has no event with a timetable')
    await openHydrated(page, '/events/')
    await page.locator(`main a[href="${event.path}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${event.path}$`))
    await page.getByRole('button', { name: event.timetable[0].title }).click()
    const dialog = page.getByRole('dialog', { name: event.timetable[0].title })
    await expect(dialog).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/events\/$/)
    await expect(dialog).toBeHidden()
    await expect(page.locator('main h1')).toHaveText('Events')
  })
})

test.describe('footer', () => {
  test('holds footer menus 1–6 under their names, the disclaimer menu and the social links, opening in a new tab', async ({
    page,
  }) => {
    const s = e2eSnapshot()
    await openHydrated(page, '/')
    const footer = page.getByRole('contentinfo')
    for (const key of ['footer_1', 'footer_2', 'footer_3', 'footer_4', 'footer_5', 'footer_6']) {
      const menu = s.site.menus[key]
      if (!menu?.items.length) throw new Error(`The bundled content has no ${key} menu`)
      const nav = footer.getByRole('navigation', { name: menu.name, exact: true })
      await expect(nav.getByRole('heading', { name: menu.name, exact: true })).toBeVisible()
      await expect(nav.getByRole('listitem')).toHaveText(menu.items.map((item) => item.title))
    }
    const disclaimer = s.site.menus.disclaimer
    if (!disclaimer?.items.length) throw new Error('The bundled content has no disclaimer menu')
    for (const item of disclaimer.items)
      await expect(footer.getByRole('link', { name: item.title, exact: true })).toBeVisible()
    const social = s.site.settings.social_media
    expect(social.length).toBeGreaterThan(0)
    const socialList = footer.getByRole('list', { name: 'Volg ons' })
    for (const { url } of social) {
      const link = socialList.locator(`a[href="${url}"]`)
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('target', '_blank')
    }
  })
})

test.describe('layout stability', () => {
  /** The page's cumulative layout shift so far (shifts right after input do not count, as in Core Web Vitals). */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean }
              if (!shift.hadRecentInput) total += shift.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 1500)
        }),
    )

  test('pages load without layout shift: the ad slot, notification bar, images and fonts keep their place', async ({
    page,
  }) => {
    const s = e2eSnapshot()
    for (const path of ['/', firstRouteOfKind(s, 'article'), '/kennisbank/']) {
      await openHydrated(page, path)
      const shift = await layoutShift(page)
      expect(shift, path).toBeLessThan(0.05)
    }
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('breadcrumbs are hidden, and finder pages have no mobile search bar', async ({ page }) => {
    const s = e2eSnapshot()
    await openHydrated(page, firstRouteOfKind(s, 'article'))
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toBeHidden()
    // The mobile search bar sits in the frame between the header and the page (the finder has its own search in main).
    const searchBar = page.locator('#root > :not(header, main, footer)').getByRole('button', { name: /zoek/i })
    await expect(searchBar).toBeVisible()
    await openHydrated(page, '/finder/')
    await expect(page.locator('main h1')).toBeVisible()
    await expect(searchBar).toHaveCount(0)
  })
})
