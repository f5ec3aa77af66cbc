// Every route of the route table answers 200 with its own content (the browser visit of one page per family is in
// a11y.spec.ts, together with its axe check); unknown routes are a real 404 with the error page; the host's redirects
// (/inloggen, CMS redirects, trailing slash).
import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  decodeHtml,
  e2eSnapshot,
  expectNoA11yViolations,
  firstRouteOfKind,
  openHydrated,
  ownContent,
  type OwnContent,
} from './support.ts'

const BATCH = 24

/** The problems of one route's HTML answer, or [] when it is right. */
async function checkRoute(
  request: APIRequestContext,
  routePath: string,
  own: OwnContent | undefined,
  origin: string,
): Promise<string[]> {
  const response = await request.get(routePath, { maxRedirects: 0 })
  const html = await response.text()
  const problems: string[] = []
  if (response.status() !== 200) problems.push(`status ${response.status()}`)
  const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decodeHtml(m[1] ?? ''))
  const title = decodeHtml(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
  if (h1s.length !== 1 || !h1s[0]) problems.push(`h1s ${JSON.stringify(h1s)}`)
  if (!title) problems.push('no <title>')
  if (canonical !== `${origin}${routePath}`) problems.push(`canonical ${canonical ?? 'missing'}`)
  if (!/<html[^>]* lang="nl"/.test(html)) problems.push('no lang="nl"')
  if (own) {
    if (title !== decodeHtml(own.title)) problems.push(`<title> "${title}", expected "${own.title}"`)
    if (!own.headings.some((heading) => h1s[0] === heading))
      problems.push(`h1 "${h1s[0] ?? ''}", expected one of ${JSON.stringify(own.headings)}`)
  }
  return problems.map((problem) => `${routePath}: ${problem}`)
}

test('every path of the route table answers 200 with its own title, h1 and canonical URL', async ({
  request,
  baseURL,
}) => {
  // Some 300 documents of up to 150 KB, in parallel batches: seconds on an idle machine, more on a busy CI runner.
  test.setTimeout(120_000)
  const s = e2eSnapshot()
  const own = ownContent(s)
  const paths = Object.keys(s.routes)
  expect(paths.length).toBeGreaterThan(100)
  const problems: string[] = []
  for (let i = 0; i < paths.length; i += BATCH) {
    const batch = paths.slice(i, i + BATCH)
    const results = await Promise.all(
      batch.map((routePath) => checkRoute(request, routePath, own.get(routePath), baseURL ?? '')),
    )
    problems.push(...results.flat())
  }
  expect(problems).toEqual([])
})

test('an unknown route is a real 404 with the error page, its CMS content and a home button', async ({
  page,
  request,
}) => {
  const s = e2eSnapshot()
  const raw = await request.get('/deze-pagina-bestaat-niet/')
  expect(raw.status()).toBe(404)
  expect(await raw.text()).toContain('Deze pagina kon niet worden gevonden')

  const response = await openHydrated(page, '/deze-pagina-bestaat-niet/')
  expect(response?.status()).toBe(404)
  const main = page.locator('main')
  await expect(main.getByText('Foutcode 404')).toBeVisible()
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Deze pagina kon niet worden gevonden')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The CMS not-found page's own blocks follow the error message.
  const notFound = s.entities.pages[s.site.notFoundPageId]
  const firstBlock = notFound?.rows?.rows[0]?.columns[0]?.[0]
  if (firstBlock && 'title' in firstBlock && firstBlock.title)
    await expect(main.getByRole('heading', { name: firstBlock.title })).toBeVisible()
  await expectNoA11yViolations(page)

  await main.getByRole('link', { name: 'Naar de homepage', exact: true }).click()
  // By now the idle prefetch of the error page's many links may be queued ahead of the home page's data.
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/, { timeout: 15_000 })
  await expect(page.locator('main h1')).not.toHaveText('Deze pagina kon niet worden gevonden')
})

test("the error page's back button returns to the page the visitor came from", async ({ page }) => {
  await page.goto('/kennisbank/')
  await openHydrated(page, '/deze-pagina-bestaat-niet/')
  await page.locator('main').getByRole('button', { name: 'Terug' }).click()
  await expect(page).toHaveURL(/\/kennisbank\/$/)
  await expect(page.locator('main h1')).toBeVisible()
})

test('an unknown path inside a route family is a 404 too', async ({ request }) => {
  for (const unknown of [
    '/kennisbank/bestaat-niet/',
    '/partners/equiscan/bestaat-niet/',
    '/event/bestaat-niet/',
    '/tag/bestaat-niet/',
  ]) {
    expect((await request.get(unknown)).status(), unknown).toBe(404)
  }
})

test('/inloggen leads to /login/ and keeps redirectTo', async ({ page, request }) => {
  const redirect = await request.get('/inloggen?redirectTo=%2Fkennisbank%2F', { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expect(redirect.headers().location).toMatch(/\/login\/\?redirectTo=%2Fkennisbank%2F$/)
  await page.goto('/inloggen?redirectTo=%2Fnieuws%2F')
  await expect(page).toHaveURL(/\/login\/\?redirectTo=%2Fnieuws%2F$/)
  await expect(page.locator('main h1')).toBeVisible()
})

test('the CMS redirects answer with their status and target', async ({ request }) => {
  const { redirects } = e2eSnapshot().site
  expect(redirects.length).toBeGreaterThan(0)
  for (const { from, to, status } of redirects) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(status)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(new URL(to, 'http://x').pathname)
  }
})

test('a path without its trailing slash is moved permanently to the path with it, query kept', async ({ request }) => {
  const s = e2eSnapshot()
  const article = firstRouteOfKind(s, 'article')
  const response = await request.get(`${article.slice(0, -1)}?utm_source=test`, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toMatch(new RegExp(`${article.replace(/[/-]/g, '\\$&')}\\?utm_source=test$`))
})

test('a paged list: page 2 has its own address and pager links; ?page=N leads there, ?page=1 to the list', async ({
  page,
  request,
}) => {
  const first = await request.get('/kennisbank/?page=1', { maxRedirects: 0 })
  expect(first.status()).toBe(301)
  expect(new URL(first.headers().location ?? '', 'http://x').pathname).toBe('/kennisbank/')
  const second = await request.get('/kennisbank/?page=2', { maxRedirects: 0 })
  expect(second.status()).toBe(301)
  expect(new URL(second.headers().location ?? '', 'http://x').pathname).toBe('/kennisbank/pagina/2/')

  await openHydrated(page, '/kennisbank/?page=2')
  await expect(page).toHaveURL(/\/kennisbank\/pagina\/2\/$/)
  await expect(page).toHaveTitle(/Pagina 2/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kennisbank\/pagina\/2\/$/)
  const previous = page.locator('a[rel="prev"]')
  await expect(previous).toHaveAttribute('href', '/kennisbank/')
  await previous.click()
  await expect(page).toHaveURL(/\/kennisbank\/$/)
  expect((await request.get('/kennisbank/pagina/1/')).status()).toBe(404)
})

test("a page's client data holds what the browser shows, not the head's SEO (robots, Open Graph, JSON-LD)", async ({
  request,
}) => {
  const article = firstRouteOfKind(e2eSnapshot(), 'article')
  const html = await (await request.get(article)).text()
  expect(html).toContain('application/ld+json')
  expect(html).toContain('property="og:description"')
  const clientData = await (await request.get(`${article}index.pageContext.json`)).text()
  expect(clientData).toContain('"canonical"')
  expect(clientData).not.toContain('@graph')
  expect(clientData).not.toContain('og:description')
  expect(clientData).not.toContain('twitter:card')
})
