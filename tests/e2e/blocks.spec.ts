// The content blocks on the bundled content's pages: every block layout the snapshot holds renders on its page
// and hydrates — or, in a column of static blocks only, keeps its prerendered DOM without its code (blocks/lazy-static.ts,
// decision 021) — none as a placeholder; client navigation to a page of blocks, interactive_image's CMS plugin assets,
// and axe on the page that holds every block. The row list's tools (table of contents, share bar, copyright warning):
// row-list-tools.spec.ts.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { BLOCK_LAYOUTS } from '#blocks/definitions.ts'
import { isStaticLayout } from '#blocks/lazy-static.ts'
import { E2E } from './ports.ts'
import { collectPageErrors, expectNoA11yViolations, openHydrated } from './support.ts'
import { expectBlocksOf, pagesOfBlocks, type PageOfBlocks } from './blocks-support.ts'

const STYLEGUIDE = '/styleguide-inhoud/'

test.describe('every block of the bundled content renders on its page', () => {
  const SHARDS = 3
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`pages of blocks, part ${shard + 1} of ${SHARDS}`, async ({ page }) => {
      const pages = pagesOfBlocks().filter((_, i) => i % SHARDS === shard)
      expect(pages.length).toBeGreaterThan(0)
      let current: PageOfBlocks | undefined
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // The not-found page's own document answers 404, as it should.
        if (
          current?.status === 404 &&
          message.text().includes('status of 404') &&
          message.location().url === page.url()
        )
          return
        errors.push(`${page.url()}: ${message.text()}`)
      })
      for (const entry of pages) {
        current = entry
        const response = await page.goto(entry.url)
        expect(response?.status(), entry.url).toBe(entry.status)
        // The prerendered HTML holds every block, the ad slot included.
        const html = (await response?.text()) ?? ''
        for (const [layout, count] of Object.entries(entry.layouts)) {
          expect(
            html.split(`data-block="${layout}"`).length - 1,
            `${entry.url}: ${layout} in the prerendered HTML`,
          ).toBe(count)
        }
        await expectBlocksOf(page, entry)
      }
      expect(errors).toEqual([])
    })
  }

  test('the block style guide holds every block layout of the registry', async ({ page }) => {
    const response = await page.goto(STYLEGUIDE)
    const html = (await response?.text()) ?? ''
    expect(BLOCK_LAYOUTS.filter((layout) => !html.includes(`data-block="${layout}"`))).toEqual([])
  })

  test('blocks render and work after client navigation too', async ({ page }) => {
    const errors = collectPageErrors(page)
    await openHydrated(page, '/')
    // The footer's link to the weight calculator page, a page of blocks.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Gewicht berekenen' })
    const href = (await link.getAttribute('href')) ?? ''
    const target = pagesOfBlocks().find((p) => p.url === href)
    if (!target?.layouts.calculate_weight_form)
      throw new Error(`${href} holds no weight calculator in the bundled content`)
    await link.click()
    // What the visitor waits for: the page's blocks, which come with (or after) its address — the client router fetches
    // the page's data and code first, seconds on a busy machine; the address alone would be a wait of fixed length.
    await expectBlocksOf(page, target, false)
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    const form = page.locator('[data-block="calculate_weight_form"]')
    await form.getByLabel('Borstomvang (cm)').fill('190')
    await form.getByLabel('Lengte (cm)').fill('160')
    await form.getByRole('button', { name: 'Bereken het gewicht' }).click()
    // round(190² × 160 / 11880) = round(486.19…) = 486
    await expect(form.getByRole('status')).toContainText('486 kg')
    // One document: the home page's; the rest was the client router.
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation').map((n) => new URL(n.name).pathname)),
    ).toEqual(['/'])
    expect(errors).toEqual([])
  })
})

test('every block layout renders and hydrates after client navigation to the page that holds them all', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  const target = pagesOfBlocks().find((p) => p.url === STYLEGUIDE)
  if (!target) throw new Error(`${STYLEGUIDE} is not a page of blocks in the bundled content`)
  await openHydrated(page, '/')
  // A link as an editor would place it; Vike's client router takes over clicks on same-site links.
  await page.evaluate((href) => {
    const a = Object.assign(document.createElement('a'), { href, textContent: 'Alle blokken' })
    document.querySelector('main')?.prepend(a)
  }, STYLEGUIDE)
  await page.getByRole('link', { name: 'Alle blokken' }).click()
  // The page's blocks first (waited for as the visitor waits, see expectBlocksOf), then its address.
  await expectBlocksOf(page, target, false)
  await expect(page).toHaveURL(new RegExp(`${STYLEGUIDE}$`))
  expect(
    await page.evaluate(() => performance.getEntriesByType('navigation').map((n) => new URL(n.name).pathname)),
  ).toEqual(['/'])
  expect(errors).toEqual([])
})

test('a column of static blocks keeps its prerendered DOM without their code; its links use the client router, and going back renders it again', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  // A page where every static block sits in a column of static blocks (elsewhere the page needs their code at once).
  const target = pagesOfBlocks().find(
    (p) =>
      p.status === 200 &&
      p.kept.some((b) => b.kept && b.layout === 'highlighted_kb_articles') &&
      p.kept.every((b) => b.kept || !isStaticLayout(b.layout)),
  )
  if (!target)
    throw new Error(
      'the bundled content has no page whose static blocks, highlighted_kb_articles among them, all sit in columns of static blocks',
    )
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await openHydrated(page, target.url)
  await expectBlocksOf(page, target)
  const block = page.locator('[data-block="highlighted_kb_articles"]').first()
  const text = await block.innerText()
  // The static blocks' own chunk (the dynamic import of blocks/lazy-static-blocks.ts) is not among the first page's scripts.
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../..', E2E.workDir, 'dist/assets.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string }>
  const staticChunk = `/${Object.values(manifest).find((entry) => entry.name?.endsWith('~lazy-static-blocks') || entry.name === 'lazy-static-blocks')?.file}`
  expect(staticChunk).toMatch(/\.js$/)
  expect(scripts).not.toContain(staticChunk)
  const link = block.getByRole('link').first()
  const href = (await link.getAttribute('href')) ?? ''
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await page.goBack()
  // Back on the page: its blocks, rendered again with their code (waited for as the visitor waits), then the rest.
  await expectBlocksOf(page, target, false)
  await expect(page).toHaveURL(new RegExp(`${target.url}$`))
  expect(await block.innerText()).toBe(text)
  expect(scripts, 'the static blocks’ code, loaded for the client navigation back').toContain(staticChunk)
  // One document: the first page's; the rest was the client router.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
  expect(errors).toEqual([])
})

test('client navigation to a page of the same shape starts its blocks afresh', async ({ page }) => {
  // Two pages of one kind with a tabs block in the same place: React would keep the chosen tab unless blocks start afresh.
  const pages = pagesOfBlocks()
  const pair = pages
    .flatMap((a) => pages.filter((b) => b.url > a.url && b.kind === a.kind).map((b) => [a, b] as const))
    .map(([a, b]) => ({
      a: a.url,
      b: b.url,
      pageA: a,
      pageB: b,
      place: Object.keys(a.places).find((p) => a.places[p] === 'tabs' && b.places[p] === 'tabs'),
    }))
    .find((candidate) => candidate.place !== undefined)
  if (!pair) throw new Error('the bundled content has no two pages with a tabs block in the same place')

  await openHydrated(page, pair.a)
  // The tabs answer a click once their block has hydrated (a lazy block: after the page itself on a busy machine).
  await expectBlocksOf(page, pair.pageA)
  const tabs = page.locator('[data-block="tabs"]').first().getByRole('tab')
  await tabs.last().click()
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true')
  const tabsOnA = await tabs.allInnerTexts()
  // A link as the CMS's HTML would hold it; the client router takes it over.
  await page.evaluate((href) => {
    document.body.append(
      Object.assign(document.createElement('a'), { href, textContent: 'Volgende pagina', id: 'e2e-next-page' }),
    )
  }, pair.b)
  await page.locator('#e2e-next-page').click()
  // The next page's blocks, hydrated (waited for as the visitor waits), then its address and tabs.
  await expectBlocksOf(page, pair.pageB, false)
  await expect(page).toHaveURL(new RegExp(`${pair.b}$`))
  expect(await tabs.allInnerTexts()).not.toEqual(tabsOnA)
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'false')
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').map((n) => n.name))).toEqual([
    new URL(pair.a, page.url()).href,
  ])
})

// ---------------------------------------------------------------------------------------------------------------------
// interactive_image: the CMS plugin's script and stylesheet (devcms/media/plugins/interactive-image/)

test('interactive_image loads its CMS plugin’s script and stylesheet through the site, and the plugin runs', async ({
  page,
}) => {
  const PLUGIN = '/wp-content/plugins/interactive-image/hotspots'
  const asset = (ext: string) => page.waitForResponse((r) => new URL(r.url()).pathname === `${PLUGIN}.${ext}`)
  const [script, style] = [asset('js'), asset('css')]
  const errors = collectPageErrors(page)
  await openHydrated(page, STYLEGUIDE)
  for (const [response, type] of [
    [await script, 'text/javascript'],
    [await style, 'text/css'],
  ] as const) {
    expect(response.status(), response.url()).toBe(200)
    expect(new URL(response.url()).origin, 'same origin, through the /wp-content/ proxy').toBe(
      new URL(page.url()).origin,
    )
    expect(response.headers()['content-type'], response.url()).toContain(type)
  }
  // The script ran: it numbers the hotspots, and marks and counts the opened ones.
  const block = page.locator('[data-block="interactive_image"]').first()
  await expect(block).toHaveAttribute('data-hotspots-ready', '')
  const hotspots = block.locator('button[data-hotspot-x]')
  await expect(hotspots.first()).toHaveAttribute('data-hotspot-number', '1')
  await expect(block).toHaveAttribute('data-hotspots-seen', '0')
  await hotspots.first().click()
  await expect(hotspots.first()).toHaveAttribute('aria-expanded', 'true')
  await expect(hotspots.first()).toHaveAttribute('data-hotspot-seen', '')
  await expect(block).toHaveAttribute('data-hotspots-seen', '1')
  // The stylesheet applies: the count of seen hotspots shows under the image.
  expect(await block.evaluate((el) => getComputedStyle(el, '::after').content)).toContain('punten bekeken')
  expect(errors).toEqual([])
})

// ---------------------------------------------------------------------------------------------------------------------
// Accessibility

test('the page holding every block has no axe violations', async ({ page }) => {
  await openHydrated(page, STYLEGUIDE)
  await expect(page.locator('[data-block="highlighted_videos"] figure')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('no axe violations either with the blocks opened and their errors showing, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.route('**/api/chip-number-details**', (route) =>
    route.fulfill({ status: 404, json: { error: 'not found' } }),
  )
  await openHydrated(page, STYLEGUIDE)
  await page.locator('[data-block="text_column"] button[aria-controls]').first().click()
  await page.locator('[data-block="accordion"] button[aria-expanded]').first().click()
  await page.locator('[data-block="questions"] button[aria-expanded]').first().click()
  await page.locator('[data-block="tabs"] [role="tab"]').last().click()
  await page.locator('[data-block="interactive_image"] button[aria-expanded]').first().click()
  const chip = page.locator('[data-block="chip_number"]').first()
  await chip.getByRole('button', { name: 'Zoeken' }).click()
  await expect(chip.getByText('Vul een chipnummer in')).toBeVisible()
  const weight = page.locator('[data-block="calculate_weight_form"]').first()
  await weight.getByRole('button', { name: 'Bereken het gewicht' }).click()
  await expect(weight.getByRole('status')).not.toBeEmpty()
  const form = page.locator('[data-block="gravity_form"]').first()
  await form.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(form.getByRole('alert')).not.toBeEmpty()
  await expectNoA11yViolations(page)
})
