// The header search and recent searches (spec §2 "Header search"; §5, §9 recent searches) against the built site and
// its /api/search over the bundled content. /zoeken/ and the mobile search modal: search-page.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import { asHumanVisitor, chooseCookies, collectPageErrors, expectNoA11yViolations } from './support.ts'
import {
  DROES_ARTICLE,
  DROES_ARTICLE_PATH,
  DROES_NEWS,
  headerSearch,
  KOLIEK_ARTICLE,
  NONSENSE,
  openSearch,
  suggestions,
} from './search-support.ts'

test.describe('header search (desktop)', () => {
  test('focus shows the intro: most searched words and the explainer box with its icons', async ({ page }) => {
    const errors = collectPageErrors(page)
    await openSearch(page, '/kennisbank/')
    const words = page.getByRole('listbox', { name: 'Meest gezocht' })
    await expect(words.getByRole('option')).toHaveText([
      'koliek',
      'droes',
      'hoefbevangenheid',
      'ontworming',
      'vaccinatie',
      'mok',
      'cushing',
      'gebitscontrole',
    ])
    await expect(words.getByRole('option', { name: 'koliek' })).toHaveAttribute('href', '/zoeken/?q=koliek')
    const explainer = page.getByRole('region', { name: 'Zo vind je snel wat je zoekt' })
    await expect(explainer.getByRole('listitem')).toHaveCount(3)
    await expect(explainer.locator('svg')).toHaveCount(3)
    await expect(explainer).toContainText('Doorzoek de kennisbank met artikelen van dierenartsen en specialisten.')
    expect(errors).toEqual([])
  })

  test('typing shows grouped suggestions from the bundled content, each group with view all, plus view all search results', async ({
    page,
  }) => {
    const input = await openSearch(page, '/kennisbank/')
    await input.fill('Droes')
    const list = suggestions(page)
    await expect(
      list.getByRole('group', { name: 'Kennisbank' }).getByRole('option', { name: DROES_ARTICLE }),
    ).toHaveAttribute('href', DROES_ARTICLE_PATH)
    await expect(list.getByRole('group', { name: 'Nieuws' }).getByRole('option', { name: DROES_NEWS })).toBeVisible()
    // Groups without hits are left out.
    await expect(list.getByRole('group')).toHaveText([/^Kennisbank/, /^Nieuws/])
    await expect(list.getByRole('option', { name: 'Bekijk alles in Kennisbank' })).toHaveAttribute(
      'href',
      '/zoeken/?q=droes&post_type=article',
    )
    await expect(list.getByRole('option', { name: 'Bekijk alles in Nieuws' })).toHaveAttribute(
      'href',
      '/zoeken/?q=droes&post_type=post',
    )
    await expect(list.getByRole('option', { name: 'Bekijk alle zoekresultaten' })).toHaveAttribute(
      'href',
      '/zoeken/?q=droes',
    )

    await list.getByRole('option', { name: DROES_ARTICLE }).click()
    await expect(page).toHaveURL(DROES_ARTICLE_PATH)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DROES_ARTICLE)
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(suggestions(page)).toHaveCount(0)
  })

  test('keyboard: the arrows walk the options (aria-activedescendant), Enter opens the active one, Escape closes', async ({
    page,
  }) => {
    const input = await openSearch(page)
    await input.fill('droes')
    const options = suggestions(page).getByRole('option')
    await expect(options.first()).toHaveText(new RegExp(DROES_ARTICLE.replace(/[?:()]/g, '.')))
    const count = await options.count()

    await input.press('ArrowDown')
    const first = options.nth(0)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing')
    await input.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await input.press('ArrowUp')
    await input.press('ArrowUp')
    // Above the first option is the field itself; one more goes round to the last option.
    await expect(input).not.toHaveAttribute('aria-activedescendant', /./)
    await input.press('ArrowUp')
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
    await expect(options.nth(count - 1)).toHaveText(/Bekijk alle zoekresultaten/)
    await expect(input).toBeFocused()

    await input.press('Escape')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(suggestions(page)).toBeHidden()
    await expect(input).toBeFocused()

    await input.press('ArrowDown')
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await input.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await input.press('Enter')
    await expect(page).toHaveURL(DROES_ARTICLE_PATH)
  })

  test('Enter without an active option opens the results page for the query', async ({ page }) => {
    const input = await openSearch(page, '/kennisbank/')
    await input.fill('Droes')
    await expect(suggestions(page)).toBeVisible()
    // An option chosen with the arrows is forgotten once the query changes, even back to the same text.
    await input.press('ArrowDown')
    await expect(input).toHaveAttribute('aria-activedescendant', /./)
    await input.fill('droe')
    await input.fill('Droes')
    await expect(input).not.toHaveAttribute('aria-activedescendant', /./)
    await input.press('Enter')
    await expect(page).toHaveURL('/zoeken/?q=droes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor "droes"')
    // The desktop bar remembered where the visitor came from, and searching again on the search page keeps it.
    const back = page.getByRole('link', { name: 'Terug naar de vorige pagina' })
    await expect(back).toHaveAttribute('href', '/kennisbank/')
    await input.fill('mok')
    await input.press('Enter')
    await expect(page).toHaveURL('/zoeken/?q=mok')
    await page.reload()
    await expect(back).toHaveAttribute('href', '/kennisbank/')
    await back.click()
    await expect(page).toHaveURL('/kennisbank/')
  })

  test('a slow request is cancelled by the next: the second query shows, the first was aborted silently', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    const debug: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'debug') debug.push(m.text())
    })
    const aborted: string[] = []
    page.on('requestfailed', (r) => {
      if (r.url().includes('q=koliek')) aborted.push(r.failure()?.errorText ?? '')
    })
    // The first query's answer is held back until the test ends.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/search\?.*q=koliek/, async (route) => {
      await held
      await route.continue().catch(() => {})
    })

    const input = await openSearch(page)
    const slow = page.waitForRequest(/\/api\/search\?.*q=koliek/)
    await input.fill('koliek')
    await slow
    await expect(page.getByRole('status').filter({ hasText: 'Bezig met zoeken…' })).toHaveCount(1)
    await input.fill('droes')
    await expect(suggestions(page).getByRole('option', { name: DROES_ARTICLE })).toBeVisible()
    await expect.poll(() => aborted).toEqual(['net::ERR_ABORTED'])
    await expect.poll(() => debug).toContain('Operation canceled by the user.')
    release()
    await expect(suggestions(page).getByRole('option', { name: KOLIEK_ARTICLE })).toHaveCount(0)
    await expect(
      page.locator(`#${await input.getAttribute('aria-controls')}`).getByText(/niet worden geladen/),
    ).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test("no results: the text with the query, the search tips, and 'look further' puts the visitor back in the field", async ({
    page,
  }) => {
    const input = await openSearch(page)
    await input.fill(NONSENSE)
    const panel = page.locator(`#${await input.getAttribute('aria-controls')}`)
    await expect(panel.getByText(`Geen resultaten gevonden voor "${NONSENSE}"`, { exact: true }).first()).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Zoektips' })).toBeVisible()
    await expect(panel.getByRole('listitem')).toHaveCount(4)
    await expect(panel.getByRole('listitem').first()).toHaveText('Controleer de spelling van je zoekwoorden.')
    await panel.getByRole('button', { name: 'Verder zoeken' }).click()
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(await input.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      0,
      NONSENSE.length,
    ])
    await input.pressSequentially('droes')
    await expect(suggestions(page).getByRole('option', { name: DROES_ARTICLE })).toBeVisible()
  })

  test('axe: no violations with the suggestion modal open', async ({ page }) => {
    test.slow() // two full axe scans: ~5 s each on a quiet machine, past the 30 s default on a loaded one
    const input = await openSearch(page)
    await expectNoA11yViolations(page)
    await input.fill('paard')
    await expect(suggestions(page).getByRole('group')).toHaveCount(4)
    await input.press('ArrowDown')
    await expectNoA11yViolations(page)
  })

  test('without JavaScript the header search is a plain GET form to /zoeken/', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/kennisbank/')
    const input = page.getByRole('banner').getByRole('searchbox', { name: 'Zoeken' })
    await input.fill('droes')
    await input.press('Enter')
    await expect(page).toHaveURL('/zoeken/?q=droes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten')
    await context.close()
  })
})

test.describe('recent searches', () => {
  async function searchFromHeader(page: Page, query: string) {
    const input = headerSearch(page)
    await input.fill(query)
    await input.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Zoekresultaten voor "${query.trim().toLowerCase()}"`,
    )
  }

  test('with consent: unique, newest first, at most 5, under one key, kept over a reload; they link to /zoeken/ and close the modal', async ({
    page,
  }) => {
    await asHumanVisitor(page)
    await page.goto('/')
    await chooseCookies(page, 'accept')
    for (const query of ['koliek', 'droes', 'mok', 'Koliek', 'cushing', 'spat', 'hoefzweer'])
      await searchFromHeader(page, query)

    const expected = ['hoefzweer', 'spat', 'cushing', 'koliek', 'mok']
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('recent')))).toEqual([
      'hoefslag:recent-search-queries',
    ])
    await page.reload()
    const input = headerSearch(page)
    await input.click()
    const recent = page.getByRole('listbox', { name: 'Recente zoekopdrachten' })
    await expect(recent.getByRole('option')).toHaveText(expected)

    await recent.getByRole('option', { name: 'cushing' }).click()
    await expect(page).toHaveURL('/zoeken/?q=cushing')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await input.click()
    await expect(recent.getByRole('option')).toHaveText(['cushing', 'hoefzweer', 'spat', 'koliek', 'mok'])

    await page.getByRole('button', { name: 'Wis recente zoekopdrachten' }).click()
    await expect(page.getByRole('listbox', { name: 'Meest gezocht' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('hoefslag:recent-search-queries'))).toBeNull()
  })

  test('without consent for functional cookies nothing is kept', async ({ page }) => {
    await asHumanVisitor(page)
    await page.goto('/')
    await chooseCookies(page, 'refuse')
    await searchFromHeader(page, 'droes')
    await headerSearch(page).fill('')
    await expect(page.getByRole('listbox', { name: 'Meest gezocht' })).toBeVisible()
    await expect(page.getByRole('listbox', { name: 'Recente zoekopdrachten' })).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })
})
