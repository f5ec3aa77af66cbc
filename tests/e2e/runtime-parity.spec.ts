// The same answers from both runtimes: the project's Node server (project `chromium`) and Netlify's own local runtime,
// @netlify/dev (project `netlify`, tests/netlify/serve.mjs): every function, the redirects from `_redirects` (CMS
// rules, /inloggen, the paged lists, the editors' rewrites, the /wp-content proxy), the `_headers` (CSP and the
// other security headers) and the 404 page.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

const EDITOR = { username: 'redactie', password: 'hoefslag-dev' }
const PRIVATE_ARTICLE = '/kennisbank/koliek-in-de-praktijk-beslismomenten-voor-doorverwijzing/'
const NO_REDIRECTS = { maxRedirects: 0 }

/** A redirect's target as path and query (@netlify/dev answers absolute Locations, the Node server paths). */
const target = (res: APIResponse) => {
  const url = new URL(res.headers()['location'] ?? '', 'http://site.invalid')
  return `${url.pathname}${url.search}`
}
const pathOf = (res: APIResponse) => new URL(res.headers()['location'] ?? '', 'http://site.invalid').pathname

test.describe.configure({ mode: 'serial' })

test('pages carry the _headers: CSP and the security headers; the home page runs without a CSP violation', async ({
  page,
  request,
}) => {
  const res = await request.get('/')
  expect(res.status()).toBe(200)
  const h = res.headers()
  expect(h['content-security-policy']).toContain("script-src 'self'")
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['x-frame-options']).toBe('SAMEORIGIN')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy']).toContain('geolocation=(self)')
  expect((await request.get('/assets/' + (await firstAsset(request)))).headers()['cache-control']).toContain(
    'immutable',
  )
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.goto('/')
  await expect(page.locator('header')).toBeVisible()
  expect(violations).toEqual([])
})

async function firstAsset(request: APIRequestContext) {
  const html = await (await request.get('/')).text()
  return /\/assets\/([^"']+\.js)["']/.exec(html)?.[1] ?? 'missing.js'
}

test('an unknown path gets the 404 page with status 404 and the headers', async ({ request }) => {
  const res = await request.get('/bestaat-echt-niet/')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Deze pagina kon niet worden gevonden')
  expect(res.headers()['content-security-policy']).toContain("default-src 'self'")
})

test('redirects: a CMS rule, /inloggen with its redirectTo, a paged list, a CMS rule without its slash', async ({
  request,
}) => {
  const cms = await request.get('/dierenarts-zoeken/', NO_REDIRECTS)
  expect([cms.status(), target(cms)]).toEqual([301, '/finder/'])
  const login = await request.get('/inloggen?redirectTo=%2Fkennisbank%2F', NO_REDIRECTS)
  expect([login.status(), target(login)]).toEqual([301, '/login/?redirectTo=%2Fkennisbank%2F'])
  // The path only: @netlify/dev passes the matched ?page=2 along, Netlify and the Node server do not (docs/deploy.md).
  const paged = await request.get('/kennisbank/?page=2', NO_REDIRECTS)
  expect([paged.status(), pathOf(paged)]).toEqual([301, '/kennisbank/pagina/2/'])
  const slashless = await request.get('/kennisbank/categorie/koliek', NO_REDIRECTS)
  expect([slashless.status(), target(slashless)]).toEqual([301, '/kennisbank-cat/koliek-en-spijsvertering/'])
})

test('/wp-content/* is proxied to the CMS', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const upload = /(\/wp-content\/uploads\/[^"'\s]+\.(?:jpg|png|webp))/.exec(html)?.[1]
  expect(upload).toBeTruthy()
  const res = await request.get(upload ?? '')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^image\//)
})

test('the search, articles and finder functions answer from the build data', async ({ request }) => {
  const search = await request.get('/api/search?q=koliek')
  expect(search.status()).toBe(200)
  expect(((await search.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0)
  const articles = await request.get('/api/articles')
  expect(articles.status()).toBe(200)
  for (const path of ['/api/search/finder', '/api/search/most-viewed-finder-results']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type'], path).toContain('application/json')
  }
})

test('the geocoders, the chip lookup and the forms refuse bad input with a 4xx that names it', async ({ request }) => {
  for (const path of ['/api/geocode', '/api/geocode/suggest', '/api/geocode/reverse', '/api/chip-number-details']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(400)
    expect(JSON.stringify(await res.json()), path).toMatch(/error/)
  }
  const form = await request.post('/api/forms/1', { headers: { 'content-type': 'text/plain' }, data: 'hallo' })
  expect(form.status()).toBe(415)
})

test("login, the editors' preview redirect, a private item through the Cookie rewrite, and logout", async ({
  request,
}) => {
  const wrong = await request.post('/api/login', { data: { username: EDITOR.username, password: 'fout' } })
  expect(wrong.status()).toBe(401)
  const anonymousPreview = await request.get('/?p=1019', NO_REDIRECTS)
  expect([anonymousPreview.status(), target(anonymousPreview)]).toEqual([302, '/login/?redirectTo=%2F%3Fp%3D1019'])
  expect((await request.get(PRIVATE_ARTICLE, { ...NO_REDIRECTS, headers: { cookie: '' } })).status()).toBe(404)

  const login = await request.post('/api/login', { data: EDITOR })
  expect(login.status()).toBe(200)
  const cookie = login
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0])
    .join('; ')
  expect(cookie).toContain('=')
  const preview = await request.get('/?p=1019', { ...NO_REDIRECTS, headers: { cookie } })
  expect(preview.status()).toBe(302)
  expect(target(preview)).toMatch(/^\/kennisbank\/hoesten-bij-paarden/)
  const draft = await request.get(target(preview), { headers: { cookie } })
  expect(await draft.text()).toContain('data-editor-view="preview"')
  const privateItem = await request.get(PRIVATE_ARTICLE, { headers: { cookie } })
  expect(privateItem.status()).toBe(200)
  expect(await privateItem.text()).toContain('data-editor-view="private"')
  const logout = await request.post('/api/logout', { ...NO_REDIRECTS, headers: { cookie } })
  expect(logout.status()).toBe(303)
})
