// What the finder's browser tests share: the finder's parts as a visitor finds them (by role and label), the numbers
// they show, and the finder function's own answers to compare with.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export const results = (page: Page): Locator => page.getByRole('region', { name: 'Resultaten' })
export const resultItems = (page: Page): Locator => results(page).locator('ol > li')
export const placeField = (page: Page): Locator => page.getByRole('combobox', { name: 'Postcode of plaats' })
export const filtersDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Filters' })

/** The total the results region announces ("17 resultaten", "1 resultaat"). */
export async function shownTotal(page: Page): Promise<number> {
  const status = results(page).getByRole('status')
  await expect(status).toHaveText(/^\d+ resulta(ten|at)$/)
  return Number((await status.innerText()).split(' ')[0])
}

/** The distances the result cards show, in km, in their order. */
export async function shownDistances(page: Page): Promise<number[]> {
  const texts = await resultItems(page).allInnerTexts()
  return texts.map((text) => {
    const km = /([\d.,]+) km/.exec(text)?.[1]
    if (!km) throw new Error(`A result without its distance: ${text}`)
    return Number(km.replace(',', '.'))
  })
}

/** The number on the filter modal's button once the dry-run count for the draft has come. */
export async function modalCount(dialog: Locator): Promise<number> {
  const button = dialog.getByRole('button', { name: /^Toon/ })
  await expect(button).toHaveText(/^Toon \d+ resulta(ten|at)$/)
  return Number(/\d+/.exec(await button.innerText())?.[0])
}

/** The finder function's total for a query string (the same function the page asks). */
export async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/search/finder?dry_run=1&${query}`)
  expect(response.status()).toBe(200)
  return Number(response.headers()['x-total-results'])
}
