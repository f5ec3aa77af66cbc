// The frame of every page: notification bar (and the finder notification), header logo and logout, breadcrumbs,
// scroll progress on articles, the SEO head, the leaderboard ad and the footer partner slider. The modal, the footer's
// menus, layout stability and what changes on a phone: layout-frame.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import { asHumanVisitor, chooseCookies, e2eSnapshot, firstRouteOfKind, openHydrated } from './support.ts'

const settings = () => e2eSnapshot().site.settings
const notificationBar = (page: Page) => page.getByRole('region', { name: 'Meldingen' })

test.describe('notification bar', () => {
  test('closing it hides it for the rest of the visit, on other pages and after a reload', async ({ page }) => {
    const general = settings().notifications[0]
    if (!general) throw new Error('The bundled general settings have no notification')
    await openHydrated(page, '/')
    const bar = notificationBar(page)
    await expect(bar).toContainText(general.notification)
    if (general.notification_url)
      await expect(bar.getByRole('link', { name: general.notification_url.title })).toHaveAttribute(
        'href',
        general.notification_url.url,
      )
    await bar.getByRole('button', { name: 'Melding sluiten' }).click()
    await expect(bar).toBeHidden()

    await page
      .getByRole('navigation', { name: 'Hoofdmenu', exact: true })
      .getByRole('link', { name: 'Events', exact: true })
      .click()
    await expect(page).toHaveURL(/\/events\/$/)
    await expect(notificationBar(page)).toBeHidden()
    await page.reload()
    await expect(page.locator('main h1')).toBeVisible()
    await expect(notificationBar(page)).toBeHidden()

    // Before any JavaScript of the site runs (its scripts held back), the prerendered bar is already hidden: no flash.
    // Leave the site first (sessionStorage stays with the tab): the hydrated page's own fetches, cut off by the route
    // below, would otherwise race the navigation and abort it (net::ERR_ABORTED, seen once in CI).
    await page.goto('about:blank')
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto('/nieuws/')
    await expect(page.locator('[data-notification-key]')).toHaveCount(1)
    await expect(page.locator('[data-notification-key]')).toBeHidden()
  })

  test('finder pages show the finder notification instead, closable on its own', async ({ page }) => {
    const s = settings()
    const finder = s.finder_notification
    if (!s.show_finder_notification || !finder?.notification)
      throw new Error('The bundled settings do not switch the finder notification on')
    const general = s.notifications[0]?.notification ?? ''
    await openHydrated(page, '/finder/')
    const bar = notificationBar(page)
    await expect(bar).toContainText(finder.notification)
    await expect(bar).not.toContainText(general)
    await bar.getByRole('button', { name: 'Melding sluiten' }).click()
    await expect(bar).toBeHidden()
    // Closing the finder notification leaves the general one alone.
    await openHydrated(page, '/')
    await expect(notificationBar(page)).toContainText(general)
  })
})

test.describe('header', () => {
  test("shows the 286×49 logo, and 'Uitloggen' only to a logged-in visitor (who sees no 'Inloggen')", async ({
    page,
    context,
    baseURL,
  }) => {
    await openHydrated(page, '/')
    const header = page.getByRole('banner')
    const logo = header.getByRole('link', { name: /Naar de homepage/ }).locator('img')
    await expect(logo).toHaveAttribute('width', '286')
    await expect(logo).toHaveAttribute('height', '49')
    // 'Uitloggen' is a button that posts to /api/logout (a link would let any page log an editor out).
    await expect(header.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Inloggen', exact: true })).toBeVisible()

    // The login function's readable marker cookie beside the HttpOnly token.
    await context.addCookies([{ name: 'hoefslag_session', value: '1', url: baseURL ?? '' }])
    await openHydrated(page, '/')
    await expect(header.getByRole('button', { name: 'Uitloggen' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Inloggen', exact: true })).toHaveCount(0)
  })
})

test.describe('breadcrumbs', () => {
  test("show the page's Yoast trail with links, the current page last", async ({ page }) => {
    const s = e2eSnapshot()
    const path = firstRouteOfKind(s, 'article')
    const article = Object.values(s.entities.articles).find((a) => a.path === path)
    if (!article || article.breadcrumbs.length < 3) throw new Error(`${path} has no breadcrumb trail of three`)
    await openHydrated(page, path)
    const nav = page.getByRole('navigation', { name: 'Kruimelpad' })
    const items = nav.getByRole('listitem')
    await expect(items).toHaveText(article.breadcrumbs.map((b) => b.name))
    for (const crumb of article.breadcrumbs.slice(0, -1))
      await expect(nav.getByRole('link', { name: crumb.name, exact: true })).toHaveAttribute('href', crumb.path)
    await expect(items.last().locator('[aria-current="page"]')).toHaveText(article.breadcrumbs.at(-1)?.name ?? '')
    await expect(items.last().getByRole('link')).toHaveCount(0)

    // Client-side navigation through a crumb shows that page's trail.
    const parent = article.breadcrumbs.at(-2)
    if (parent) {
      await nav.getByRole('link', { name: parent.name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${parent.path}$`))
      await expect(nav.locator('[aria-current="page"]')).toHaveText(parent.name)
    }
  })

  test('a page that asks to skip the last item does not show itself in the trail', async ({ page }) => {
    const s = e2eSnapshot()
    const skipping = Object.values(s.entities.pages).find((p) => p.skipLastBreadcrumb && s.routes[p.path])
    if (!skipping) throw new Error('The bundled content has no page with skip_last_breadcrumb')
    await openHydrated(page, skipping.path)
    await expect(page.locator('main h1')).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Kruimelpad' })
        .getByText(skipping.breadcrumbs.at(-1)?.name ?? '', { exact: true }),
    ).toHaveCount(0)
  })
})

test.describe('article pages', () => {
  test('show a scroll-progress bar that follows the reading position; other pages have none', async ({ page }) => {
    const s = e2eSnapshot()
    await openHydrated(page, firstRouteOfKind(s, 'article'))
    const progress = page.locator('header [aria-hidden="true"] > [style*="scaleX"]')
    await expect(progress).toHaveAttribute('style', /scaleX\(0\)/)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(progress).toHaveAttribute('style', /scaleX\(1\)/)
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2))
    await expect(progress).toHaveAttribute('style', /scaleX\(0\.[3-6]\d*\)/)

    await openHydrated(page, '/events/')
    await expect(page.locator('header [style*="scaleX"]')).toHaveCount(0)
  })

  test('carry the SEO head: title, description, robots, canonical, Open Graph, Twitter and JSON-LD', async ({
    page,
  }) => {
    const s = e2eSnapshot()
    const path = firstRouteOfKind(s, 'article')
    const article = Object.values(s.entities.articles).find((a) => a.path === path)
    if (!article) throw new Error(`no article at ${path}`)
    await openHydrated(page, path)
    const { seo } = article
    await expect(page).toHaveTitle(seo.title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', seo.robots)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${new URL(page.url()).origin}${path}`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', seo.og['og:title'] ?? seo.title)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${new URL(page.url()).origin}${path}`,
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/)
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
    const graph: unknown = JSON.parse(jsonLd ?? 'null')
    expect(JSON.stringify(graph)).toContain('"BreadcrumbList"')
    expect(JSON.stringify(graph)).toContain(path)
  })
})

test.describe('leaderboard ad', () => {
  /** A stand-in for Google's gpt.js that records the slots the page defines and renders each one. */
  const FAKE_GPT = `(() => {
    const slots = (window.__definedSlots = [])
    const listeners = []
    const pubads = { addEventListener: (t, l) => (listeners.push(l), pubads), removeEventListener: () => true, enableSingleRequest: () => true }
    const gt = window.googletag || { cmd: [] }
    const queued = Array.isArray(gt.cmd) ? gt.cmd : []
    Object.assign(gt, {
      defineSlot: (path, size, divId) => { const slot = { path, size, divId, addService: () => slot }; slots.push(slot); return slot },
      pubads: () => pubads,
      enableServices: () => {},
      display: (divId) => {
        const slot = slots.find((s) => s.divId === divId)
        document.getElementById(divId).innerHTML = '<div style="width:728px;height:90px">ad</div>'
        listeners.forEach((l) => l({ slot, isEmpty: false }))
      },
      destroySlots: () => true,
      cmd: { push: (...fns) => fns.forEach((f) => f()) },
    })
    window.googletag = gt
    queued.forEach((f) => f())
  })()`

  test('with advertising consent it shows the GPT slot of the configured network and unit, at its size', async ({
    page,
  }) => {
    const ad = settings().ads.leaderboard
    if (!ad.show_ad) throw new Error('The bundled settings switch the leaderboard off')
    await page.route('https://securepubads.g.doubleclick.net/tag/js/gpt.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_GPT }),
    )
    await asHumanVisitor(page)
    await openHydrated(page, '/')
    const slot = page.getByRole('complementary', { name: 'Advertentie' }).first()
    await expect(slot).toBeHidden()
    await chooseCookies(page, 'accept')
    await expect(slot).toBeVisible()
    await expect(slot).toHaveAttribute('data-state', 'filled')
    const defined = await page.evaluate(() =>
      (Reflect.get(window, '__definedSlots') as { path: string; size: number[] }[]).map(({ path, size }) => ({
        path,
        size,
      })),
    )
    expect(defined).toContainEqual({
      path: `${ad.ad_id.replace(/\/$/, '')}/${ad.ad_unit}`,
      size: [ad.ad_size_width, ad.ad_size_height],
    })
  })

  test('hides itself when the ad script cannot load', async ({ page }) => {
    await page.route('https://securepubads.g.doubleclick.net/**', (route) => route.abort())
    await asHumanVisitor(page)
    await openHydrated(page, '/')
    await chooseCookies(page, 'accept')
    await expect(page.locator('aside[data-state="hidden"]').first()).toBeAttached()
    await expect(page.getByRole('complementary', { name: 'Advertentie' })).toHaveCount(0)
  })
})

test.describe('footer', () => {
  test('the partner slider shows 5 logos, and steps aside on pages that end with the partners block', async ({
    page,
  }) => {
    const s = e2eSnapshot()
    await openHydrated(page, firstRouteOfKind(s, 'article'))
    const slider = page.locator('footer .swiper')
    // Swiper loads only when the footer comes near the viewport (decision 015).
    await slider.scrollIntoViewIfNeeded()
    await expect(slider).toHaveClass(/swiper-initialized/)
    await expect(slider.locator('.swiper-slide-visible')).toHaveCount(5)
    await expect(
      page.locator('footer').getByRole('heading', { name: s.site.settings.footer_partners.title }),
    ).toBeVisible()

    await openHydrated(page, firstRouteOfKind(s, 'event'))
    await expect(page.locator('main [data-footer-partners]')).toBeVisible()
    await expect(slider).toBeHidden()
  })
})
