// What a real WordPress sends, as the reader sees it (the local CMS sends the same): a title with <em>,
// a child category at its WordPress path, an escaped display name with an HTML bio, sticky news, and what gets no page.
import { expect, test } from '@playwright/test'
import { e2eSnapshot, openHydrated } from './support.ts'

const EM_ARTICLE = '/kennisbank/rhinopneumonie-ehv-1-en-ehv-4/'
const CHILD_CATEGORY = '/categorie/gezondheid/gebit-en-mond/'

test('a title with <em> shows the emphasis in the h1, the breadcrumbs and the cards, and plain text in the <title>', async ({
  page,
}) => {
  await openHydrated(page, EM_ARTICLE)
  await expect(page.locator('h1 em')).toHaveText('rhinopneumonie')
  await expect(page.locator('h1')).toHaveText('Wat is rhinopneumonie? EHV-1 en EHV-4 bij paarden')
  await expect(page).toHaveTitle(/^Wat is rhinopneumonie\? EHV-1 en EHV-4 bij paarden/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Wat is rhinopneumonie\?/)
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' })
  await expect(crumbs.locator('[aria-current="page"] em')).toHaveText('rhinopneumonie')

  await openHydrated(page, '/categorie/fokkerij/')
  const card = page.getByRole('link', { name: 'Wat is rhinopneumonie? EHV-1 en EHV-4 bij paarden' })
  await expect(card.locator('em')).toHaveText('rhinopneumonie')
  expect(await page.locator('main').innerText()).not.toContain('<em>')
})

test('a child category has its page at the WordPress path, with breadcrumbs through its parent', async ({ page }) => {
  const response = await openHydrated(page, CHILD_CATEGORY)
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText('Gebit en mond')
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' })
  await expect(crumbs.getByRole('link', { name: 'Gezondheid' })).toHaveAttribute('href', '/categorie/gezondheid/')
  await expect(page.getByRole('link', { name: 'Gebitscontrole: waarom en hoe vaak?' }).first()).toBeVisible()
})

test('an escaped display name reads as written, and the bio is HTML', async ({ page }) => {
  await openHydrated(page, '/auteurs/marieke-t-hart-co/')
  await expect(page.locator('h1')).toHaveText("Marieke 't Hart & Co")
  await expect(page.locator('header strong')).toHaveText('’t Hart & Co')
  expect(await page.locator('main').innerText()).not.toMatch(/&amp;|<p>/)
})

test('sticky news comes first; protected posts and the empty default category get no page', async ({
  page,
  request,
}) => {
  await openHydrated(page, '/nieuws/')
  // The sticky post is older than most others, yet the first card.
  await expect(page.locator('main :is(h2, h3) > a').first()).toHaveText(
    'Paspoort en chip: controleer of de gegevens van je paard kloppen',
  )
  expect(await page.locator('main').innerText()).not.toContain('[…]')

  expect((await request.get('/verslag-ledenvergadering-2026/')).status()).toBe(404)
  expect((await request.get('/categorie/geen-categorie/')).status()).toBe(404)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${CHILD_CATEGORY}</loc>`)
  expect(sitemap).not.toMatch(/geen-categorie|verslag-ledenvergadering/)
  expect(Object.keys(e2eSnapshot().routes)).toContain(CHILD_CATEGORY)
})
