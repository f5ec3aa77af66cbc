// Editors on the live site: login and logout, private content and draft previews rendered by the same
// components as published pages, against the built site and the local CMS's editor (redactie / hoefslag-dev).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { E2E } from './ports.ts'
import { collectPageErrors } from './support.ts'

const EDITOR = { username: 'redactie', password: 'hoefslag-dev' }
const PRIVATE_ARTICLE = {
  path: '/kennisbank/koliek-in-de-praktijk-beslismomenten-voor-doorverwijzing/',
  title: 'Koliek in de ambulante praktijk',
}
const PRIVATE_PAGE = { path: '/interne-richtlijnen-redactie/', title: 'Interne richtlijnen redactie' }
/** A draft of every content type the site renders (devcms/content), with its title. */
const DRAFTS = [
  { type: 'article', id: 1019, title: 'Hoesten bij paarden: oorzaken en aanpak' },
  { type: 'news post', id: 2015, title: 'Hoefslag Academy breidt uit met module paardengedrag' },
  { type: 'page', id: 2318, title: 'Adverteren op Hoefslag' },
  { type: 'lesson', id: 2109, title: 'Les 9: Hoefverzorging in de winter' },
  { type: 'event', id: 2207, title: 'Praktijkdag gebitsverzorging 2027' },
  { type: 'partner', id: 2411, title: 'Stalbouw Noord' },
  { type: 'product', id: 2472, title: 'Hooinet slowfeeder' },
  { type: 'clinic', id: 3026, title: 'Paardenkliniek De Biesbosch' },
  { type: 'vet', id: 3161, title: 'Jesse van Leeuwen' },
  { type: 'author', id: 2605, title: 'Noor Brouwer' },
]

async function logInWithForm(page: Page) {
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(EDITOR.username)
  await page.getByLabel('Wachtwoord').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
}

/** Logs in through the function, as the hydrated form does (the cookies land in the page's browser context). */
async function logIn(page: Page) {
  const res = await page.request.post('/api/login', { data: EDITOR })
  expect(res.status()).toBe(200)
}

test('an editor logs in: Uitloggen shows, the token is out of reach of page JavaScript, logging out goes home', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  await page.goto('/login/?redirectTo=%2Fkennisbank%2F')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await logInWithForm(page)
  await expect(page).toHaveURL(/\/kennisbank\/$/)
  const logout = page.getByRole('button', { name: 'Uitloggen' })
  await expect(logout).toBeVisible()
  const cookie = await page.evaluate(() => document.cookie)
  expect(cookie).toContain('hoefslag_session=1')
  expect(cookie).not.toContain('hoefslag_token')
  const token = (await page.context().cookies()).find((c) => c.name === 'hoefslag_token')
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  await logout.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0)
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('hoefslag_token')
  expect(errors).toEqual([])
})

test('a wrong password shows the refusal in Dutch, and the form stays', async ({ page }) => {
  await page.goto('/login/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(EDITOR.username)
  await page.getByLabel('Wachtwoord').fill('fout')
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByRole('alert')).toHaveText('De gebruikersnaam of het wachtwoord is onjuist.')
  await expect(page).toHaveURL(/\/login\/$/)
})

test.describe('before JavaScript has loaded', () => {
  test.use({ javaScriptEnabled: false })
  test('the login form posts itself and the function redirects to redirectTo', async ({ page }) => {
    await page.goto('/inloggen?redirectTo=%2Facademy%2F')
    await expect(page).toHaveURL(/\/login\/\?redirectTo=%2Facademy%2F$/)
    await logInWithForm(page)
    await expect(page).toHaveURL(/\/academy\/$/)
  })
})

test('a private item renders for an editor with its blocks, and is a 404 again after logging out', async ({ page }) => {
  const anonymous = await page.goto(PRIVATE_ARTICLE.path)
  expect(anonymous?.status()).toBe(404)
  await logIn(page)
  const errors = collectPageErrors(page)
  const res = await page.goto(PRIVATE_ARTICLE.path)
  expect(res?.status()).toBe(200)
  expect(res?.headers()['cache-control']).toBe('private, no-store')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PRIVATE_ARTICLE.title)
  await expect(page.locator('[data-editor-view="private"]')).toContainText(
    'alleen zichtbaar voor ingelogde redacteuren',
  )
  await expect(page.locator('blockquote')).toContainText('Terugkerende pijn na analgesie')
  await expect(page.getByRole('heading', { name: 'Voor de praktijk' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // Client-side navigation from a published page: Vike asks for index.pageContext.json, which the function renders too.
  await page.goto('/verslag-congres-paardengeneeskunde-2025/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const pageContextJson = page.waitForResponse((r) => r.url().endsWith(`${PRIVATE_ARTICLE.path}index.pageContext.json`))
  await page.getByRole('link', { name: 'beslismomenten voor doorverwijzing bij koliek' }).click()
  expect((await pageContextJson).status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`${PRIVATE_ARTICLE.path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PRIVATE_ARTICLE.title)
  await expect(page.locator('[data-editor-view="private"]')).toBeVisible()
  const privatePage = await page.goto(PRIVATE_PAGE.path)
  expect(privatePage?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PRIVATE_PAGE.title)
  expect(errors).toEqual([])

  await page.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(page).toHaveURL(/\/$/)
  const after = await page.goto(PRIVATE_ARTICLE.path)
  expect(after?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(PRIVATE_ARTICLE.title)
})

test('a draft preview link sends a logged-out editor to the login page, then shows the draft with its banner; its blocks hydrate', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  await page.goto('/?p=1019&preview=true')
  await expect(page).toHaveURL(/\/login\/\?redirectTo=%2F%3Fp%3D1019$/)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await logInWithForm(page)
  await expect(page).toHaveURL(/\/kennisbank\/hoesten-bij-paarden-oorzaken-en-aanpak\/\?preview_id=1019$/)
  // The CMS's translation of preview_banner (devcms general settings), else the Dutch default.
  await expect(page.locator('[data-editor-view="preview"]')).toContainText(
    /Je bekijkt een voorbeeld van een concept|Voorbeeldweergave van een concept/,
  )
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hoesten bij paarden')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const question = page.getByRole('button', { name: 'Hoest die blijft' })
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('de dierenarts kan met een longspoeling de oorzaak vaststellen')).toBeVisible()
  expect(errors).toEqual([])
})

test('every content type previews with the published page components', async ({ page }) => {
  await page.goto('/login/')
  await logIn(page)
  for (const draft of DRAFTS) {
    const res = await page.goto(`/?p=${draft.id}`)
    expect(res?.status(), draft.type).toBe(200)
    expect(res?.headers()['x-robots-tag'], draft.type).toBe('noindex, nofollow')
    await expect(page.locator('[data-editor-view="preview"]'), draft.type).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }), draft.type).toContainText(draft.title)
  }
  const missing = await page.goto('/?p=999999')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concept niet gevonden')
})

test('every open-redirect attempt lands on the home page', async ({ page }) => {
  for (const bad of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\r\n/evil.example',
  ]) {
    await page.context().clearCookies()
    await page.goto(`/login/?redirectTo=${encodeURIComponent(bad)}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await logInWithForm(page)
    await expect(page, bad).toHaveURL(/^http:\/\/localhost:\d+\/$/)
  }
})

test('private items and drafts are nowhere in the build: pages, pageContext.json, sitemap, search data', () => {
  const dist = path.resolve(import.meta.dirname, '../..', E2E.workDir, 'dist')
  const secrets = [
    PRIVATE_ARTICLE.title,
    PRIVATE_PAGE.title,
    'Terugkerende pijn na analgesie',
    ...DRAFTS.map((d) => d.title),
  ]
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? (name === 'server' ? [] : files(full)) : [full]
    })
  const all = [...files(path.join(dist, 'client')), ...files(path.join(dist, 'functions-data'))]
  expect(all.some((f) => f.endsWith('index.pageContext.json'))).toBe(true)
  expect(all.some((f) => f.endsWith('search-index.bin'))).toBe(true)
  const found: string[] = []
  for (const file of all.filter((f) => /\.(html|json|xml|bin|txt)$/.test(f))) {
    const text = readFileSync(file).toString('utf8')
    for (const secret of secrets) if (text.includes(secret)) found.push(`${path.relative(dist, file)}: ${secret}`)
  }
  expect(found).toEqual([])
  // The check can fail: published titles are found the same way.
  expect(readFileSync(path.join(dist, 'functions-data', 'search-index.bin')).toString('utf8')).toContain(
    'Mok herkennen en behandelen',
  )
  const sitemaps = all
    .filter((f) => /sitemap.*\.xml$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
  expect(sitemaps).not.toContain(PRIVATE_ARTICLE.path)
  expect(sitemaps).not.toContain(PRIVATE_PAGE.path)
})
