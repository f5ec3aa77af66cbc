// "Preview changes" with the field groups' form, driven through the real editors (Chromium, Playwright's library)
// against a real WordPress with Secure Custom Fields and the companion plugin, and read from the real site: the build
// of that WordPress served by the project's own server (server/cli.ts) at the site URL WordPress links to. An editor
// changes the title and a block's text (or a type's own field) of a published item in the form and presses Preview;
// the site must show both, with the "changes" banner and the new title in the breadcrumb — in the block editor, in the
// classic editor, and through the shareable link of those changes. Nothing here posts fields to `…/autosaves`: only
// the editors do (assets/autosave-fields.js in the block editor, SCF's form post in the classic editor).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CHROMIUM, loginToWpAdmin } from './browser.ts'
import { buildSeeded } from './build.ts'
import { dirs, ROOT, scfActive, SCF, WP } from './config.ts'
import { phpProblems } from './docroot.ts'
import { ensurePackages } from './packages.ts'
import { startProcess, waitFor } from './processes.ts'
import { startWordPress, type RunningWordPress } from './wordpress.ts'

const unavailable =
  ensurePackages() ??
  (existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (CHROMIUM_PATH)`) ??
  (scfActive ? null : SCF.skipReason)
if (unavailable && process.env.CI) throw new Error(`preview-with-fields browser test cannot run in CI: ${unavailable}`)

const EDITOR = { username: 'eindredacteur', password: 'een-lang-wachtwoord-voor-de-preview', email: 'er@hoefslag.test' }
const BANNER = 'Voorbeeldweergave van je wijzigingen: de gepubliceerde pagina verandert pas als je op Bijwerken klikt.'
const Created = z.looseObject({ id: z.number(), link: z.string() })
const log = (line: string) => console.log(`wordpress: ${line}`)

let wp: RunningWordPress
let browser: Browser
let editor: BrowserContext

/** The site's path of a WordPress link (the plugin links to the site: `{site}/kennisbank/…/`). */
const sitePath = (link: string) => new URL(link).pathname

/** The site, built from this WordPress, on the port of the site URL WordPress links to (WP.siteUrl). */
async function startSite(): Promise<void> {
  startProcess(
    'site',
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'server', 'cli.ts')],
    dirs.logs,
    {
      // As the build was made (build.ts inherits this process's NODE_ENV): React's JSX runtime must match the bundle's.
      ...process.env,
      DIST_DIR: dirs.dist,
      SNAPSHOT_DIR: dirs.snapshot,
      FUNCTIONS_DIR: path.join(ROOT, 'functions'),
      CMS_API_URL: WP.api,
      SITE_URL: WP.siteUrl,
      HOST: '127.0.0.1',
      PORT: new URL(WP.siteUrl).port,
    },
  )
  await waitFor(
    'the site server',
    () =>
      fetch(`http://127.0.0.1:${new URL(WP.siteUrl).port}/`).then(
        (r) => r.status < 500,
        () => false,
      ),
    60_000,
  )
}

/** A browser context that reaches the site at WP.siteUrl (`localhost` → the loopback address the site listens on). */
const newContext = () => browser.newContext({ viewport: { width: 1400, height: 1000 } })

async function openEditor(id: number): Promise<Page> {
  const page = await editor.newPage()
  await page.goto(`${WP.origin}/wp-admin/post.php?post=${String(id)}&action=edit`)
  await page
    .getByRole('dialog', { name: /Welcome to the block editor/ })
    .getByRole('button', { name: 'Close dialog' })
    .click({ timeout: 10_000 })
    .catch(() => undefined)
  return page
}

/** The field groups' form (the same markup in both editors). */
const form = (page: Page) => page.locator('#acf-group_0a41499601007')

/** Adds a row with one "Tekst" block in its first column, as an editor does with the form's buttons. */
async function addTextBlock(page: Page): Promise<void> {
  const rows = form(page).locator('.acf-field[data-name="rows"]').first()
  await rows.scrollIntoViewIfNeeded()
  await rows.locator('a[data-event="add-row"]').last().click()
  const column = rows.locator('.acf-row:not(.acf-clone) .acf-field[data-name="content_blocks_column_1"]').first()
  await column.locator('.acf-actions a[data-name="add-layout"]').click()
  await page.locator('.acf-fc-popup a[data-layout="text_column"]').click()
  await blockText(page).waitFor()
}

/** The first "Tekst" block's text field (a WYSIWYG field: TinyMCE, in its visual mode as an editor finds it). */
const blockText = (page: Page) =>
  form(page).locator('.layout[data-layout="text_column"]:not(.acf-clone) .acf-field[data-name="text"]').first()

/** Replaces the block's text by typing, in the visual editor's frame. */
async function typeBlockText(page: Page, text: string): Promise<void> {
  const field = blockText(page)
  await field.scrollIntoViewIfNeeded()
  const frame = field.locator('iframe')
  if ((await frame.count()) === 0) await field.locator('.acf-editor-wrap').click()
  const body = field.frameLocator('iframe').locator('body')
  await body.click()
  await body.press('Control+a')
  await body.press('Delete')
  await body.pressSequentially(text)
}

/** The block editor's data stores, as far as this test asks them. */
type EditorWindow = {
  wp: {
    data: {
      subscribe: (listener: () => void) => () => void
      select: (store: 'core/edit-post') => { isSavingMetaBoxes: () => boolean }
    }
  }
  hoefslagSaved?: Promise<void>
}

/** The block editor's "Update", waited for until WordPress has saved the form's meta boxes too (they follow the post). */
async function updateInBlockEditor(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as EditorWindow
    w.hoefslagSaved = new Promise<void>((resolve) => {
      let saving = false
      const stop = w.wp.data.subscribe(() => {
        const now = w.wp.data.select('core/edit-post').isSavingMetaBoxes()
        if (saving && !now) {
          stop()
          resolve()
        }
        saving = now
      })
    })
  })
  await page.locator('.editor-post-publish-button').click()
  await page.evaluate(() => (window as unknown as EditorWindow).hoefslagSaved)
}

/** The block editor's "Preview in new tab": answers the tab, once it shows the site's preview. */
async function previewInBlockEditor(page: Page, sitePathOf: string): Promise<Page> {
  const opened = page.context().waitForEvent('page')
  await page.locator('.block-editor-post-preview__button-toggle').click()
  await page.locator('.edit-post-header-preview__button-external').click()
  return waitForPreview(await opened, sitePathOf)
}

async function waitForPreview(tab: Page, sitePathOf: string): Promise<Page> {
  await tab.waitForURL((url) => url.origin === WP.siteUrl && url.pathname === sitePathOf, { timeout: 30_000 })
  await tab.locator('h1').first().waitFor()
  return tab
}

/** What the reader sees of a preview: the heading, the banner, the breadcrumb's last crumb and the page's text. */
async function shown(tab: Page) {
  const crumb = tab.locator('nav[aria-label="Kruimelpad"] [aria-current="page"]')
  return {
    heading: (await tab.locator('h1').first().innerText()).trim(),
    banner: (
      await tab
        .locator('[data-editor-view="preview"]')
        .innerText()
        .catch(() => '')
    ).trim(),
    crumb: ((await crumb.textContent()) ?? '').trim(),
    text: await tab.locator('main').innerText(),
  }
}

/** The editor's JWT, laid in the site's session cookies (what the site's login page sets). */
async function logInOnTheSite(context: BrowserContext): Promise<void> {
  const answer = await fetch(`${WP.api}/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: EDITOR.username, password: EDITOR.password }),
  })
  const { token } = z.object({ token: z.string() }).parse(await answer.json())
  await context.addCookies(
    [
      { name: 'hoefslag_token', value: token, httpOnly: true },
      { name: 'hoefslag_session', value: '1', httpOnly: false },
    ].map((c) => ({ ...c, url: WP.siteUrl })),
  )
}

/** A shareable link of the item's changes from the sidebar's box, opened by a reader without an account. */
async function openShareLink(page: Page, sitePathOf: string): Promise<{ tab: Page; done: () => Promise<void> }> {
  const box = page.locator('.hoefslag-share')
  await box.scrollIntoViewIfNeeded()
  await box.getByRole('button', { name: 'Maak een link' }).click()
  const input = box.locator('.hoefslag-share-list input').first()
  await input.waitFor()
  const link = await input.inputValue()
  const reader = await newContext()
  const tab = await reader.newPage()
  await tab.goto(link)
  await waitForPreview(tab, sitePathOf)
  return { tab, done: () => reader.close() }
}

describe.skipIf(unavailable !== null)('"Preview changes" carries the form\'s fields, to the site', () => {
  beforeAll(async () => {
    wp = await startWordPress(log)
    const started = Date.now()
    await buildSeeded()
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    await startSite()
    await wp.rest.post('/wp/v2/users', { ...EDITOR, roles: ['editor'] })
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--host-resolver-rules=MAP localhost 127.0.0.1'],
    })
    editor = await loginToWpAdmin(browser, EDITOR)
    await logInOnTheSite(editor)
  }, 420_000)

  afterAll(async () => {
    await browser?.close()
    await wp?.stop()
  })

  it('block editor: a published article\'s new title and block text show in "Preview changes", its breadcrumb and its share link; then a text-only edit', async () => {
    const article = Created.parse(
      await wp.rest.post('/wp/v2/articles', { title: 'Hoeven in de winter', status: 'publish', slug: 'hoeven-winter' }),
    )
    const where = sitePath(article.link)
    const page = await openEditor(article.id)
    await addTextBlock(page)
    await typeBlockText(page, 'Gepubliceerde tekst over ijs en sneeuw.')
    await updateInBlockEditor(page)
    const published = JSON.stringify(await wp.rest.get(`/wp/v2/articles/${String(article.id)}`))
    expect(published).toContain('Gepubliceerde tekst over ijs en sneeuw.')

    await page.getByRole('textbox', { name: 'Add title' }).fill('Hoeven in de winter: de nieuwe titel')
    await typeBlockText(page, 'Nieuwe tekst die alleen in het voorbeeld staat.')
    const tab = await previewInBlockEditor(page, where)
    const seen = await shown(tab)
    expect(seen.heading).toBe('Hoeven in de winter: de nieuwe titel')
    expect(seen.banner).toBe(BANNER)
    expect(seen.crumb).toBe('Hoeven in de winter: de nieuwe titel')
    expect(seen.text).toContain('Nieuwe tekst die alleen in het voorbeeld staat.')
    expect(seen.text).not.toContain('Gepubliceerde tekst over ijs en sneeuw.')
    await tab.close()

    const shared = await openShareLink(page, where)
    const reader = await shown(shared.tab)
    expect([reader.heading, reader.crumb]).toEqual([
      'Hoeven in de winter: de nieuwe titel',
      'Hoeven in de winter: de nieuwe titel',
    ])
    expect(reader.text).toContain('Nieuwe tekst die alleen in het voorbeeld staat.')
    expect(reader.text).not.toContain('Gepubliceerde tekst over ijs en sneeuw.')
    await shared.done()

    // A second Preview after an edit of the block's text alone (title and content as autosaved before).
    await typeBlockText(page, 'Alleen het veld is nu weer anders.')
    const again = await previewInBlockEditor(page, where)
    const second = await shown(again)
    expect(second.heading).toBe('Hoeven in de winter: de nieuwe titel')
    expect(second.text).toContain('Alleen het veld is nu weer anders.')
    expect(second.text).not.toContain('Nieuwe tekst die alleen in het voorbeeld staat.')
    await again.close()

    // The published article is as it was.
    const after = JSON.stringify(await wp.rest.get(`/wp/v2/articles/${String(article.id)}`))
    expect(after).toContain('Gepubliceerde tekst over ijs en sneeuw.')
    expect(after).toContain('"rendered":"Hoeven in de winter"')
    await page.close()
  })

  it("block editor, another type: a partner's own field (phone) and title show in the preview", async () => {
    const partner = Created.parse(
      await wp.rest.post('/wp/v2/partners', { title: 'Hoefsmederij Jansen', status: 'publish', slug: 'jansen' }),
    )
    const where = sitePath(partner.link)
    const page = await openEditor(partner.id)
    const phone = page.locator('.acf-field[data-name="company_info"] .acf-field[data-name="phone"] input').first()
    await phone.scrollIntoViewIfNeeded()
    await phone.fill('030 123 45 67')
    await updateInBlockEditor(page)
    expect(JSON.stringify(await wp.rest.get(`/wp/v2/partners/${String(partner.id)}`))).toContain('030 123 45 67')

    await page.getByRole('textbox', { name: 'Add title' }).fill('Hoefsmederij Jansen en Zonen')
    await phone.fill('06 98 76 54 32')
    const tab = await previewInBlockEditor(page, where)
    const seen = await shown(tab)
    expect([seen.heading, seen.crumb, seen.banner]).toEqual([
      'Hoefsmederij Jansen en Zonen',
      'Hoefsmederij Jansen en Zonen',
      BANNER,
    ])
    expect(seen.text).toContain('06 98 76 54 32')
    expect(seen.text).not.toContain('030 123 45 67')
    await tab.close()
    await page.close()
  })

  it('classic editor: the new title and block text show in "Preview changes" and its breadcrumb', async () => {
    // docroot.ts' test-only mu-plugin gives items whose slug starts with "klassiek" the classic editor.
    const article = Created.parse(
      await wp.rest.post('/wp/v2/articles', { title: 'Hoefbeslag', status: 'publish', slug: 'klassiek-hoefbeslag' }),
    )
    const where = sitePath(article.link)
    const page = await editor.newPage()
    await page.goto(`${WP.origin}/wp-admin/post.php?post=${String(article.id)}&action=edit`)
    expect(await page.locator('form#post').count()).toBe(1)
    await addTextBlock(page)
    await typeBlockText(page, 'Gepubliceerd: beslag met kalkoenen.')
    // The saved screen's answer, not the address bar: WordPress removes `message` from it as the screen loads.
    await Promise.all([
      page.waitForResponse((response) => /[?&]message=1/.test(response.url())),
      page.locator('#publish').click(),
    ])
    expect(JSON.stringify(await wp.rest.get(`/wp/v2/articles/${String(article.id)}`))).toContain(
      'Gepubliceerd: beslag met kalkoenen.',
    )

    await page.locator('#title').fill('Hoefbeslag in het voorbeeld')
    await typeBlockText(page, 'Voorbeeld: beslag zonder kalkoenen.')
    const opened = editor.waitForEvent('page')
    await page.locator('#post-preview').click()
    const tab = await waitForPreview(await opened, where)
    const seen = await shown(tab)
    expect([seen.heading, seen.crumb, seen.banner]).toEqual([
      'Hoefbeslag in het voorbeeld',
      'Hoefbeslag in het voorbeeld',
      BANNER,
    ])
    expect(seen.text).toContain('Voorbeeld: beslag zonder kalkoenen.')
    expect(seen.text).not.toContain('Gepubliceerd: beslag met kalkoenen.')
    await tab.close()
    await page.close()
  })

  it("logs no PHP warnings or errors from the plugin's preview code", () => {
    const ours = /hoefslag-headless\/includes\/(autosave|preview|breadcrumbs|share-links)\.php|Fatal|Parse/
    expect(phpProblems().filter((line) => ours.test(line))).toEqual([])
  })
})
