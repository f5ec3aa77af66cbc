// The finder on /finder/ as a visitor uses it (spec §2, §3 "Finder query params", §4, §5, §8, §9) against the built
// site and its real /api/search/finder and /api/geocode functions over the bundled clinics and vets.
import { expect, test, type Locator } from '@playwright/test'
import { collectPageErrors, openHydrated } from './support.ts'
import {
  apiTotal,
  filtersDialog,
  modalCount,
  placeField,
  resultItems,
  results,
  shownDistances,
  shownTotal,
} from './finder-support.ts'

test.describe('the finder', () => {
  test('a postcode and 10 km: only results within 10 km, nearest first, as many as the function finds', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page)
    await openHydrated(page, '/finder/')
    await placeField(page).fill('3881')
    // Debounced, geocoded, committed to the URL.
    await expect(page).toHaveURL(/postcode=3881&user_lat=[\d.]+&user_lng=[\d.]+/)
    await page.getByLabel('Afstand').selectOption('10')
    await expect(page).toHaveURL(/filter_distance=10/)
    const url = new URL(page.url())
    const total = await apiTotal(
      request,
      `postcode=3881&user_lat=${url.searchParams.get('user_lat')}&user_lng=${url.searchParams.get('user_lng')}&filter_distance=10`,
    )
    expect(total).toBeGreaterThan(0)
    await expect.poll(() => shownTotal(page)).toBe(total)
    await expect(resultItems(page)).toHaveCount(Math.min(total, 6))
    const km = await shownDistances(page)
    expect(
      km.every((d) => d <= 10),
      km.join(', '),
    ).toBe(true)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    // A wider radius finds more.
    await page.getByLabel('Afstand').selectOption('50')
    await expect.poll(() => shownTotal(page)).toBeGreaterThan(total)
    expect(errors).toEqual([])
  })

  test('adding an expertise: fewer results, and the modal count is the count shown after applying', async ({
    page,
  }) => {
    await openHydrated(page, '/finder/')
    const before = await shownTotal(page)
    await page.getByRole('button', { name: /^Filters/ }).click()
    const dialog = filtersDialog(page)
    await expect(dialog).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/scroll-locked/)
    // Groups expand one at a time: opening Expertise closes the issues.
    const issues = dialog.getByRole('button', { name: 'Waar heeft je paard last van?' })
    await expect(issues).toHaveAttribute('aria-expanded', 'true')
    await dialog.getByRole('button', { name: 'Expertise' }).click()
    await expect(issues).toHaveAttribute('aria-expanded', 'false')
    await dialog.getByRole('checkbox', { name: /^Chirurgie/ }).check()
    const count = await modalCount(dialog)
    expect(count).toBeLessThan(before)
    expect(count).toBeGreaterThan(0)
    await dialog.getByRole('button', { name: /^Toon/ }).click()
    // Applying commits the query (page 1), hides the modal and unlocks scroll.
    await expect(dialog).toBeHidden()
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/)
    await expect(page).toHaveURL(/\/finder\/\?finder_expertise=chirurgie$/)
    await expect.poll(() => shownTotal(page)).toBe(count)
    await expect(page.getByRole('button', { name: 'Filter Chirurgie weghalen' })).toBeVisible()
  })

  test('issues combine with or: a second issue gives more results', async ({ page }) => {
    await openHydrated(page, '/finder/')
    await page.getByRole('button', { name: /^Filters/ }).click()
    const dialog = filtersDialog(page)
    await dialog.getByRole('checkbox', { name: /^Hoesten/ }).check()
    const one = await modalCount(dialog)
    await dialog.getByRole('checkbox', { name: /^Huidproblemen/ }).check()
    const two = await modalCount(dialog)
    expect(two).toBeGreaterThan(one)
    await dialog.getByRole('button', { name: /^Toon/ }).click()
    await expect(page).toHaveURL(/finder_issues=hoesten%2Chuidproblemen/)
    await expect.poll(() => shownTotal(page)).toBe(two)
  })

  test('load more appends the next page and moves focus to it; reload and back keep the state', async ({ page }) => {
    await openHydrated(page, '/finder/')
    await expect(resultItems(page)).toHaveCount(6)
    const first = await resultItems(page).allInnerTexts()
    await page.getByRole('button', { name: 'Meer resultaten laden' }).click()
    await expect(resultItems(page)).toHaveCount(12)
    await expect(page).toHaveURL(/\?page=2$/)
    expect((await resultItems(page).allInnerTexts()).slice(0, 6)).toEqual(first)
    await expect(resultItems(page).nth(6).getByRole('link')).toBeFocused()
    // A reloaded URL shows the same results.
    const twelve = await resultItems(page).allInnerTexts()
    await page.reload()
    await expect(resultItems(page)).toHaveCount(12)
    expect(await resultItems(page).allInnerTexts()).toEqual(twelve)
    // Back: the first page again.
    await page.goBack()
    await expect(page).toHaveURL(/\/finder\/$/)
    await expect(resultItems(page)).toHaveCount(6)
  })

  test('the map: markers for the results, linking to their pages; back to the list, and back again with the back button', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    await openHydrated(page, '/finder/?finder_expertise=chirurgie')
    await shownTotal(page)
    await results(page).getByRole('button', { name: 'Kaart' }).click()
    await expect(page).toHaveURL(/display=map/)
    const map = page.getByRole('region', { name: 'Kaart met de gevonden klinieken en dierenartsen' })
    await expect(map.locator('.leaflet-container')).toBeVisible()
    // Every result in the list is on the map: as its own marker (a link to its page) or inside a cluster's count.
    const shown = await resultItems(page).count()
    expect(shown).toBe(Math.min(await shownTotal(page), 9))
    const markers = map.locator('.leaflet-marker-pane a[href^="/finder/"]')
    await expect.poll(async () => (await markers.count()) + (await clusterSum(map))).toBe(shown)
    const links = await resultItems(page)
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    for (const href of await markers.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(links).toContain(href)
    await results(page).getByRole('button', { name: 'Lijst' }).click()
    await expect(page).toHaveURL(/\?finder_expertise=chirurgie$/)
    await expect(map).toHaveCount(0)
    await page.goBack()
    await expect(
      page
        .getByRole('region', { name: 'Kaart met de gevonden klinieken en dierenartsen' })
        .locator('.leaflet-container'),
    ).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a postcode that does not exist shows the geocode message and keeps the postcode without a position', async ({
    page,
  }) => {
    await openHydrated(page, '/finder/?filter_distance=10')
    await placeField(page).fill('0000')
    await expect(page.getByText('Geocode was not successful for the following reason: ZERO_RESULTS')).toBeVisible()
    await expect(page).toHaveURL(/postcode=0000/)
    expect(page.url()).not.toContain('user_lat')
    // The distance does not count without a position: a hint says why.
    await expect(page.getByText('Vul een postcode of plaats in om op afstand te zoeken.')).toBeVisible()
  })

  test('a place prediction locates the visitor; emptying the field clears the distance', async ({ page, request }) => {
    await openHydrated(page, '/finder/')
    await placeField(page).fill('Amers')
    const option = page.getByRole('option', { name: /^Amersfoort/ })
    await option.click()
    await expect(page).toHaveURL(/postcode=3813&user_lat=/)
    await expect(placeField(page)).toHaveValue('Amersfoort, Utrecht')
    await page.getByLabel('Afstand').selectOption('15')
    await expect(page).toHaveURL(/filter_distance=15/)
    // The address changes before the list does: wait, as a visitor does, for the list of this search (the finder's own
    // total for it), then read its distances.
    const url = new URL(page.url())
    const total = await apiTotal(
      request,
      `postcode=3813&user_lat=${url.searchParams.get('user_lat')}&user_lng=${url.searchParams.get('user_lng')}&filter_distance=15`,
    )
    await expect.poll(() => shownTotal(page)).toBe(total)
    await expect(resultItems(page)).toHaveCount(Math.min(total, 6))
    expect((await shownDistances(page)).every((d) => d <= 15)).toBe(true)
    await placeField(page).fill('')
    await expect(page).toHaveURL(/\/finder\/$/)
    await expect(page.getByLabel('Afstand')).toHaveValue('all')
  })

  test('"use my location" asks the browser only on the click and fills in the nearest postcode', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 52.26, longitude: 5.6 })
    await openHydrated(page, '/finder/')
    await expect(placeField(page)).toHaveValue('')
    await page.getByRole('button', { name: 'Gebruik mijn locatie' }).click()
    await expect(placeField(page)).toHaveValue(/^38\d\d/)
    await expect(page).toHaveURL(/user_lat=52.26&user_lng=5.6/)
  })

  test('without JavaScript: the filter form and the clinic list still work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/finder/')
    const form = page.getByRole('search', { name: 'Vind een paardendierenarts' })
    await expect(form.locator('input[name="postcode"]')).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Klinieken/ })).toBeVisible()
    expect(await page.locator('main article a[href^="/finder/klinieken/"]').count()).toBeGreaterThan(0)
    await context.close()
  })
})

/** The results counted inside the map's clusters. */
async function clusterSum(map: Locator): Promise<number> {
  const counts = await map.locator('.leaflet-marker-pane [role="button"]').allInnerTexts()
  return counts.reduce((sum, n) => sum + Number(n || 0), 0)
}
