// Decision 016: an article's HTML carries its body once (the hydration data points at the DOM; the body file beside
// the page serves client navigation) and the layout data's URL instead of the data; the page still hydrates, and
// client-side navigation brings each page's own body.
import { expect, test, type Page } from '@playwright/test'

const A = '/kennisbank/astma-bij-paarden/'
/** The article's text (its body is most of it). */
const body = (page: Page) => page.locator('main article').first()

test('the body travels once and survives hydration and client-side navigation both ways', async ({ page, request }) => {
  const html = await (await request.get(A)).text()
  const pageContext = /<script id="vike_pageContext"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  expect(pageContext).toContain('@html-in-document')
  // Neither the HTML's serialized data nor pageContext.json carries the body; the body file beside the page does,
  // and the HTML shows it once.
  const json = await (await request.get(`${A}index.pageContext.json`)).text()
  expect(json).toContain('@html-in-document')
  const bodyHtml = (await (await request.get(`${A}index.body.json`)).json()) as string
  expect(bodyHtml.length).toBeGreaterThan(2000)
  const sample = /<p>([^<]{40,})<\/p>/.exec(bodyHtml)?.[1] ?? ''
  expect(sample).not.toBe('')
  expect(html.split(sample)).toHaveLength(2)
  expect(json).not.toContain(sample)
  expect(html).toMatch(
    /<script id="vike_globalContext" type="application\/json">\{"layoutUrl":"\\?\/assets\\?\/layout\.[\w-]+\.json"\}<\/script>/,
  )

  await page.goto(A)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  const first = await body(page).innerText()
  expect(first.length).toBeGreaterThan(2000)

  const title = await page.locator('h1').innerText()
  await page
    .locator('main a[href^="/kennisbank/"][href$="/"]')
    .filter({ hasNot: page.locator('[aria-current]') })
    .last()
    .click()
  await expect(page.locator('h1')).not.toHaveText(title)
  await expect(body(page)).not.toHaveText(first, { useInnerText: true })
  expect((await body(page).innerText()).length).toBeGreaterThan(2000)

  await page.goBack()
  await expect(page.locator('h1')).toHaveText(title)
  await expect(body(page)).toHaveText(first, { useInnerText: true })
})
