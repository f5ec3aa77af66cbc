// The row list's reading tools on the page that holds every block: the table of contents (the block and the
// sticky one), the social share bar, and the copyright warning after a mouse selection of more than 40 words.
import { expect, test, type Page } from '@playwright/test'
import { openHydrated } from './support.ts'

const STYLEGUIDE = '/styleguide-inhoud/'

// ---------------------------------------------------------------------------------------------------------------------
// Table of contents: the block and the row list's sticky one

test.describe('table of contents', () => {
  test('the table_of_contents block links to anchors on the page, up to three levels', async ({ page }) => {
    await openHydrated(page, STYLEGUIDE)
    const toc = page.locator('[data-block="table_of_contents"]').first()
    const links = toc.getByRole('link')
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(3)
    for (const href of hrefs) {
      expect(href).toMatch(/^#[^#\s]+$/)
      await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`), `target of ${href}`).toHaveCount(1)
    }
    expect(await toc.locator('ol ol ol').count()).toBeGreaterThan(0)
    expect(await toc.locator('ol ol ol ol').count()).toBe(0)

    const last = links.last()
    const target = (await last.getAttribute('href')) ?? ''
    await last.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport()
  })

  test('the sticky table of contents appears after scrolling more than 250 px and closes on scroll and on choosing', async ({
    page,
  }) => {
    await openHydrated(page, STYLEGUIDE)
    const button = page.getByRole('button', { name: 'Inhoudsopgave' })
    const panel = page.getByRole('navigation', { name: 'Inhoudsopgave' })
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.scrollTo(0, top)
            // Two frames: the scroll event has been handled and React has rendered.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
          }),
        y,
      )
    await scrollTo(250)
    expect(await page.evaluate(() => window.scrollY)).toBe(250)
    await expect(button).toHaveCount(0)
    await scrollTo(251)
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 300)
    await expect(panel).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.click()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    const item = panel.getByRole('link').nth(1)
    const href = (await item.getAttribute('href')) ?? ''
    expect(href).toMatch(/^#./)
    await item.click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport()

    await scrollTo(0)
    await expect(button).toHaveCount(0)
  })
})

// ---------------------------------------------------------------------------------------------------------------------
// Social share bar

test('the social share bar shares the page URL, explains the bookmark keys and copies the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openHydrated(page, STYLEGUIDE)
  const bar = page.getByRole('group', { name: 'Delen' })
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  const shared = canonical ?? page.url()
  expect(new URL(shared).pathname).toBe(STYLEGUIDE)
  const encoded = encodeURIComponent(shared)
  const expected: [string, RegExp][] = [
    ['Delen op Facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/],
    ['Delen op X', /^https:\/\/x\.com\/intent\/post\?url=/],
    ['Delen op LinkedIn', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/],
    ['Delen via WhatsApp', /^https:\/\/wa\.me\/\?text=/],
    ['Delen via e-mail', /^mailto:\?subject=/],
  ]
  for (const [name, address] of expected) {
    const link = bar.getByRole('link', { name: new RegExp(`^${name}`) })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href, name).toMatch(address)
    expect(href, name).toContain(encoded)
    if (name !== 'Delen via e-mail') await expect(link).toHaveAttribute('target', '_blank')
  }

  const alerts: string[] = []
  page.once('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })
  await bar.getByRole('button', { name: 'Bladwijzer' }).click()
  await expect.poll(() => alerts).toHaveLength(1)
  expect(alerts[0]).toMatch(/^alert: .*Cmd \+ D.*CTRL \+ D/)

  await bar.getByRole('button', { name: 'Meer opties' }).click()
  await bar.getByRole('button', { name: 'Link kopiëren' }).click()
  await expect(bar.getByRole('status')).toHaveText('Link gekopieerd')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared)
})

// ---------------------------------------------------------------------------------------------------------------------
// Copyright warning (spec §5, §9): more than 40 words selected with the mouse

/** Drags the mouse over the first `words` words of the first block paragraph of 41 words or more; returns the selection. */
async function selectWords(page: Page, words: number): Promise<string> {
  const paragraph = page
    .locator('[data-block] p')
    .filter({ hasText: /(\S+\s+){40}\S+/ })
    .first()
  await paragraph.scrollIntoViewIfNeeded()
  const points = await paragraph.evaluate((p, count) => {
    const text = p.firstChild
    if (!(text instanceof Text)) throw new Error('paragraph does not start with text')
    const matches = [...text.data.matchAll(/\S+/g)]
    if (matches.length < count) throw new Error(`only ${matches.length} words in the first text of the paragraph`)
    const first = matches[0]!
    const last = matches[count - 1]!
    const rectOf = (start: number, end: number) => {
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, end)
      const rects = range.getClientRects()
      return rects[rects.length - 1]!
    }
    const from = rectOf(first.index, first.index + 1)
    const to = rectOf(last.index + last[0].length - 1, last.index + last[0].length)
    return {
      from: { x: from.left + 1, y: from.top + from.height / 2 },
      to: { x: to.right - 1, y: to.top + to.height / 2 },
    }
  }, words)
  // The selection as the page's mouseup listeners see it (opening the warning moves focus, which may clear it).
  await page.evaluate(() => {
    const store = window as unknown as { selectedOnMouseUp?: string }
    window.addEventListener('mouseup', () => (store.selectedOnMouseUp = window.getSelection()?.toString() ?? ''), {
      capture: true,
      once: true,
    })
  })
  await page.mouse.move(points.from.x, points.from.y)
  await page.mouse.down()
  await page.mouse.move(points.to.x, points.to.y, { steps: 8 })
  await page.mouse.up()
  return page.evaluate(() => (window as unknown as { selectedOnMouseUp?: string }).selectedOnMouseUp ?? '')
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length

test('selecting 41 words with the mouse warns about copyright, 40 words do not', async ({ page }) => {
  await openHydrated(page, STYLEGUIDE)
  const warning = page.getByRole('dialog', { name: 'Let op: auteursrecht' })

  const forty = await selectWords(page, 40)
  expect(wordCount(forty)).toBe(40)
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
  await expect(warning).toHaveCount(0)
  await page.evaluate(() => window.getSelection()?.removeAllRanges())

  const fortyOne = await selectWords(page, 41)
  expect(wordCount(fortyOne)).toBe(41)
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('auteursrechtelijk beschermd')
  await warning.getByRole('button', { name: 'Sluiten' }).click()
  await expect(warning).toHaveCount(0)
})
