// Shareable preview links (docs/decisions/029-shareable-previews.md): an editor shares one draft — or their
// autosave of a published item — with someone without an account. The link opens the preview in a fresh browser
// without a login, is noindex and never cached; tampered, expired and revoked links get a Dutch page, not the content.
import { expect, test } from '@playwright/test'
import { bearer, CMS, cmsToken, shareLink } from './preview-support.ts'
import { collectPageErrors } from './support.ts'

const DRAFT = {
  id: 2015,
  path: /\/hoefslag-academy-breidt-uit[^/]*\/\?preview_id=2015$/,
  title: 'Hoefslag Academy breidt uit met module paardengedrag',
}

test('a shared draft opens in a fresh browser without a login, and fails once revoked', async ({
  browser,
  request,
}) => {
  const token = await cmsToken(request)
  const link = await shareLink(request, token, DRAFT.id)
  expect(Date.parse(link.expires) - Date.now()).toBeGreaterThan(47.9 * 3600_000)

  const reader = await browser.newContext()
  const page = await reader.newPage()
  const errors = collectPageErrors(page)
  const opened = await page.goto(link.url)
  expect(opened?.status()).toBe(200)
  expect(opened?.headers()['cache-control']).toBe('private, no-store')
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page).toHaveURL(DRAFT.path)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DRAFT.title)
  // Its own banner: a shared preview, and until when the link is valid (Dutch time).
  const until = new Date(link.expires)
  const zone = { timeZone: 'Europe/Amsterdam' } as const
  const day = until.toLocaleDateString('nl-NL', { ...zone, day: 'numeric', month: 'long', year: 'numeric' })
  const time = until.toLocaleTimeString('nl-NL', { ...zone, hour: '2-digit', minute: '2-digit', hour12: false })
  await expect(page.locator('[data-editor-view="preview"]')).toHaveText(
    `Je bekijkt een gedeeld voorbeeld van een versie die nog niet gepubliceerd is. Deze link is geldig tot ${day} om ${time}.`,
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The token stays out of the page's URL and out of page JavaScript's reach.
  expect(page.url()).not.toContain(link.key)
  expect(await page.evaluate(() => document.cookie)).not.toContain(link.key)
  // The link opens that one item only: another draft still asks for a login.
  await page.goto('/?preview_id=1019')
  await expect(page).toHaveURL(/\/login\//)
  expect(errors).toEqual([])

  const revoked = await request.delete(`${CMS}/hoefslag/v1/share-links/${link.key}`, { headers: bearer(token) })
  expect(revoked.status()).toBe(200)
  // The reader still holds the link's cookie: reloading the preview asks the CMS again and refuses it.
  const reloaded = await page.goto(`/?preview_id=${String(DRAFT.id)}`)
  expect(reloaded?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze voorbeeldlink is ingetrokken')
  await expect(page.getByText(DRAFT.title)).toHaveCount(0)
  const again = await page.goto(link.url)
  expect(again?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze voorbeeldlink is ingetrokken')
  await expect(page.getByText(DRAFT.title)).toHaveCount(0)
  await reader.close()
})

test('an expired or tampered link shows a Dutch message, never the draft', async ({ browser, request }) => {
  const token = await cmsToken(request)
  // Six seconds: long enough to open it once on a busy machine, short enough to wait for.
  const link = await shareLink(request, token, DRAFT.id, 6)
  const reader = await browser.newContext()
  const page = await reader.newPage()
  const tampered = link.url.replace(/\.(\d+)\./, (_, exp: string) => `.${Number(exp) + 3600}.`)
  const bad = await page.goto(tampered)
  expect(bad?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze voorbeeldlink is ongeldig')
  const garbage = await page.goto('/api/voorbeeld/2015.abc')
  expect(garbage?.status()).toBe(400)

  const first = await page.goto(link.url)
  expect(first?.status()).toBe(200)
  await page.waitForTimeout(Math.max(0, Date.parse(link.expires) - Date.now()) + 1_000)
  const expired = await page.goto(link.url)
  expect(expired?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze voorbeeldlink is verlopen')
  await expect(page.getByText(DRAFT.title)).toHaveCount(0)
  await reader.close()
})

test("a shared published item shows the sharer's autosave, the public page does not", async ({ browser, request }) => {
  const token = await cmsToken(request)
  const saved = await request.post(`${CMS}/wp/v2/academy/2101/autosaves`, {
    headers: bearer(token),
    data: { title: 'Les in review: gedeelde wijziging' },
  })
  expect(saved.status()).toBe(200)
  const link = await shareLink(request, token, 2101)
  const reader = await browser.newContext()
  const page = await reader.newPage()
  await page.goto(link.url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les in review: gedeelde wijziging')
  const path = new URL(page.url()).pathname
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Les in review: gedeelde wijziging')
  await reader.close()
})
