// "Preview changes" of a published item: WordPress autosaves the editor's edit (title, content, excerpt and,
// through the companion plugin, the field data) and opens the site with `?preview_id`; the site shows the autosave at
// the item's own URL with the published page's components. The public page and the lists stay as they were.
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { bearer, CMS, cmsToken, logIn } from './preview-support.ts'
import { collectPageErrors } from './support.ts'

const ARTICLE = {
  id: 1042,
  path: '/kennisbank/tandenwisselen-bij-jonge-paarden/',
  title: 'Tandenwisselen bij jonge paarden: wat is normaal?',
  readingTime: '5 min. leestijd',
}

const Autosave = z.object({ id: z.number(), parent: z.number(), preview_link: z.string() })

test('an edited title and field of a published article show in "Preview changes", not on the public page; a second edit shows the newer autosave', async ({
  page,
  browser,
}) => {
  const token = await cmsToken(page.request)
  await page.goto('/login/')
  await logIn(page)
  const errors = collectPageErrors(page)

  const first = await page.request.post(`${CMS}/wp/v2/articles/${ARTICLE.id}/autosaves`, {
    headers: bearer(token),
    data: { title: 'Tandenwisselen: de eerste bijgewerkte titel', extra_fields: { reading_time: 17 } },
  })
  expect(first.status()).toBe(200)
  const autosave = Autosave.parse(await first.json())
  expect(autosave.parent).toBe(ARTICLE.id)
  expect(autosave.id).not.toBe(ARTICLE.id)
  // WordPress lists the autosave beside the item.
  const listed = await page.request.get(`${CMS}/wp/v2/articles/${ARTICLE.id}/autosaves`, { headers: bearer(token) })
  expect(
    z
      .array(Autosave)
      .parse(await listed.json())
      .map((a) => a.id),
  ).toEqual([autosave.id])

  // The block editor opens the autosave's preview_link: the site, `?preview_id=…&preview_nonce=…`.
  const preview = await page.goto(autosave.preview_link)
  expect(preview?.status()).toBe(200)
  expect(preview?.headers()['cache-control']).toBe('private, no-store')
  await expect(page).toHaveURL(new RegExp(`${ARTICLE.path}\\?preview_id=${ARTICLE.id}$`))
  // A published item's banner: its changes, not a draft ("nog niet gepubliceerd" would be untrue).
  await expect(page.locator('[data-editor-view="preview"]')).toHaveText(
    'Voorbeeldweergave van je wijzigingen: de gepubliceerde pagina verandert pas als je op Bijwerken klikt.',
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tandenwisselen: de eerste bijgewerkte titel')
  await expect(page.getByText('17 min. leestijd')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

  // Everyone else still sees the published article, and the list still names it by its published title.
  const visitor = await browser.newContext()
  const publicPage = await visitor.newPage()
  await publicPage.goto(ARTICLE.path)
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title)
  await expect(publicPage.getByText(ARTICLE.readingTime).first()).toBeVisible()
  await expect(publicPage.getByText('17 min. leestijd')).toHaveCount(0)
  await publicPage.goto('/kennisbank/')
  await expect(publicPage.getByText('de eerste bijgewerkte titel')).toHaveCount(0)
  await visitor.close()

  // A second "Preview changes" after another edit shows the newer autosave.
  const second = await page.request.post(`${CMS}/wp/v2/articles/${ARTICLE.id}/autosaves`, {
    headers: bearer(token),
    data: { title: 'Tandenwisselen: de tweede bijgewerkte titel', extra_fields: { reading_time: 23 } },
  })
  expect(Autosave.parse(await second.json()).id).toBe(autosave.id)
  await page.goto(autosave.preview_link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tandenwisselen: de tweede bijgewerkte titel')
  await expect(page.getByText('23 min. leestijd')).toBeVisible()
  expect(errors).toEqual([])
})

test('an autosave of an item that does not exist, or without a login, is refused as WordPress refuses it', async ({
  request,
}) => {
  const token = await cmsToken(request)
  const missing = await request.post(`${CMS}/wp/v2/articles/999999/autosaves`, {
    headers: bearer(token),
    data: { title: 'x' },
  })
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toMatchObject({ code: 'rest_post_invalid_parent' })
  const anonymous = await request.post(`${CMS}/wp/v2/articles/${ARTICLE.id}/autosaves`, { data: { title: 'x' } })
  expect(anonymous.status()).toBe(401)
  const badField = await request.post(`${CMS}/wp/v2/articles/${ARTICLE.id}/autosaves`, {
    headers: bearer(token),
    data: { extra_fields: 'geen object' },
  })
  expect(badField.status()).toBe(400)
  expect(await badField.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { extra_fields: {} } } })
})

test('an autosave whose field fails the schema gets the 422 page naming the field', async ({ page }) => {
  const token = await cmsToken(page.request)
  await page.goto('/login/')
  await logIn(page)
  const saved = await page.request.post(`${CMS}/wp/v2/articles/1041/autosaves`, {
    headers: bearer(token),
    data: { extra_fields: { reading_time: 'een kwartier' } },
  })
  expect(saved.status()).toBe(200)
  const res = await page.goto('/kennisbank/rotstraal-herkennen-en-behandelen/?preview_id=1041')
  expect(res?.status()).toBe(422)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dit item kan niet worden getoond')
  await expect(page.locator('.problems')).toContainText('extra_fields.reading_time')
})
