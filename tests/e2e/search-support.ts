// What the search browser tests share (search.spec.ts, search-page.spec.ts): titles from the bundled content, the
// header's search field and its suggestions, and /api/search.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

// Titles from the bundled content (devcms/content).
export const DROES_ARTICLE = 'Droes: symptomen, behandeling en quarantaine'
export const DROES_ARTICLE_PATH = '/kennisbank/droes-symptomen-behandeling-en-quarantaine/'
export const DROES_NEWS = 'Droes op een manege: wat stalhouders nu moeten doen'
export const KOLIEK_ARTICLE = 'Koliek herkennen en eerste hulp: wat doe je tot de dierenarts er is?'
export const NONSENSE = 'xqzwvj'

export type Hit = { title: string; link: string }
export type Answer = { results: Hit[]; total: number; groups: { key: string; total: number }[] }

/** The header's search field on wide screens: a combobox once the page has hydrated. */
export const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Zoeken' })
export const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Zoeksuggesties' })

export async function openSearch(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path)
  const input = headerSearch(page)
  await input.click()
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  return input
}

export async function api(request: APIRequestContext, query: string): Promise<Answer> {
  const response = await request.get(`/api/search?${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Answer
}
