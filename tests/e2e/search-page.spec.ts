// /zoeken/ and the mobile search modal (spec §2 /zoeken/; §4 search modals) against the built site and its /api/search
// over the bundled content.
import { expect, test } from '@playwright/test'
import { collectPageErrors, expectNoA11yViolations } from './support.ts'
import { api, DROES_ARTICLE, DROES_ARTICLE_PATH, headerSearch, KOLIEK_ARTICLE, NONSENSE } from './search-support.ts'

test.describe('/zoeken/', () => {
  test('shows the total, 12 results per page, filters by group and pages, with the URL in step and back/forward working', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page)
    const all = await api(request, 'q=paard&group_by_post_type=1&size=12')
    const second = await api(request, 'q=paard&group_by_post_type=1&size=12&from=12')
    const articles = await api(request, 'q=paard&group_by_post_type=1&size=12&post_type=article')
    const groupTotal = (key: string) => all.groups.find((g) => g.key === key)?.total ?? 0
    expect(all.total).toBeGreaterThan(24)

    await page.goto('/zoeken/?q=Paard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor "paard"')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${all.total} resultaten`)
    const hits = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')
    await expect(hits).toHaveText(all.results.map((h) => h.title))
    await expect(hits.first()).toHaveAttribute('href', all.results[0]!.link)
    const tabs = page.getByRole('navigation', { name: 'Filter de zoekresultaten' })
    await expect(tabs.getByRole('link', { name: `Alles ${all.total}` })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: `Kennisbank ${groupTotal('article')}` })).toBeVisible()
    await expect(tabs.getByRole('link', { name: `Events en academy ${groupTotal('event_and_lesson')}` })).toBeVisible()

    const pager = page.getByRole('navigation', { name: 'Paginering' })
    await pager.getByRole('link', { name: 'Volgende' }).click()
    await expect(page).toHaveURL('/zoeken/?q=paard&page=2')
    await expect(hits).toHaveText(second.results.map((h) => h.title))
    await expect(pager.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')

    await tabs.getByRole('link', { name: /^Kennisbank/ }).click()
    await expect(page).toHaveURL('/zoeken/?q=paard&post_type=article')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${articles.total} resultaten`)
    await expect(hits).toHaveText(articles.results.map((h) => h.title))
    await expect(tabs.getByRole('link', { name: /^Kennisbank/ })).toHaveAttribute('aria-current', 'page')

    await page.goBack()
    await expect(page).toHaveURL('/zoeken/?q=paard&page=2')
    await expect(hits).toHaveText(second.results.map((h) => h.title))
    await page.goBack()
    await expect(page).toHaveURL('/zoeken/?q=Paard')
    await expect(hits).toHaveText(all.results.map((h) => h.title))
    await page.goForward()
    await expect(hits).toHaveText(second.results.map((h) => h.title))
    expect(errors).toEqual([])
  })

  test('axe: no violations on /zoeken/?q=paard with results', async ({ page }) => {
    await page.goto('/zoeken/?q=paard')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/\d+ resultaten/)
    await expectNoA11yViolations(page)
  })

  test("no results: the text with the query, the tips, and 'look further' reopens the header search with the query", async ({
    page,
  }) => {
    await page.goto(`/zoeken/?q=${NONSENSE}`)
    const main = page.getByRole('main')
    await expect(main.getByText(`Geen resultaten gevonden voor "${NONSENSE}"`, { exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Zoektips' })).toBeVisible()
    await main.getByRole('button', { name: 'Verder zoeken' }).click()
    const input = headerSearch(page)
    await expect(input).toBeFocused()
    await expect(input).toHaveValue(NONSENSE)
    await expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  test('a Dutch compound of two words the site uses, about something it has nothing on, gives no results', async ({
    page,
    request,
  }) => {
    expect((await api(request, 'q=hondenvoer&group_by_post_type=1&size=12')).total).toBe(0)
    await page.goto('/zoeken/?q=hondenvoer')
    const main = page.getByRole('main')
    await expect(main.getByText('Geen resultaten gevonden voor "hondenvoer"', { exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: /luizen/i })).toHaveCount(0)
  })

  test('an API error shows a clear Dutch message and a retry, not a crash', async ({ page }) => {
    let failing = true
    await page.route(/\/api\/search\?/, (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":"The search index is not available"}',
          })
        : route.continue(),
    )
    await page.goto('/zoeken/?q=droes')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('De zoekresultaten kunnen op dit moment niet worden geladen.')
    failing = false
    await alert.getByRole('button', { name: 'Opnieuw proberen' }).click()
    await expect(page.getByRole('main').getByRole('link', { name: DROES_ARTICLE })).toBeVisible()
  })
})

test.describe('mobile search modal (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('the bar opens the modal; suggestions show; closing clears the query; a suggestion closes it and navigates', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Waar ben je naar op zoek?' })
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Zoeken' })
    const input = dialog.getByRole('combobox', { name: 'Zoeken' })
    await expect(input).toBeFocused()
    await expect(dialog.getByRole('listbox', { name: 'Meest gezocht' })).toBeVisible()
    await input.fill('droes')
    await expect(dialog.getByRole('option', { name: DROES_ARTICLE })).toBeVisible()

    await dialog.getByRole('button', { name: 'Sluiten' }).click()
    await expect(dialog).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(input).toHaveValue('')

    await input.fill('droes')
    await input.press('Escape')
    await expect(dialog).toBeHidden()
    await toggle.click()
    await expect(input).toHaveValue('')

    await input.fill('droes')
    await dialog.getByRole('option', { name: DROES_ARTICLE }).click()
    await expect(page).toHaveURL(DROES_ARTICLE_PATH)
    await expect(dialog).toBeHidden()
  })

  test('axe: no violations with the mobile modal open', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Waar ben je naar op zoek?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Zoeken' })
    await dialog.getByRole('combobox').fill('koliek')
    await expect(dialog.getByRole('option', { name: KOLIEK_ARTICLE })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
