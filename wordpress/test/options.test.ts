// The general settings in one store, as an administrator meets them (Secure Custom Fields active): the
// "Site-instellingen" page in wp-admin shows what REST wrote (the seeded settings), a Save changes only what was
// changed, a Save without changes leaves the REST answer as it was, a value ACF cannot keep is a 400 naming the field,
// and the page's "Vorige versies" box (or the admin-only REST route) restores the version before a save.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM, loginToWpAdmin } from './browser.ts'
import { buildFromWordPress, buildSeeded } from './build.ts'
import { dirs, scfActive, WP } from './config.ts'
import { phpProblems } from './docroot.ts'
import { hookReceiver, type HookCall } from './hook-receiver.ts'
import { ensurePackages } from './packages.ts'
import { builtPages } from './html.ts'
import type { Json, JsonObject } from './rest.ts'
import { startWordPress, type RunningWordPress } from './wordpress.ts'

const unavailable =
  ensurePackages() ??
  (existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (CHROMIUM_PATH)`) ??
  (scfActive ? null : 'needs Secure Custom Fields')
if (unavailable && process.env.CI) throw new Error(`options page test cannot run in CI: ${unavailable}`)

const OPTIONS_PAGE = `${WP.origin}/wp-admin/admin.php?page=hoefslag-site`
const NEW_FOOTER_TITLE = 'Hoefslag: onafhankelijke kennis over paardengezondheid'

type AcfField = { key: string; name: string; sub_fields?: AcfField[] }

/** The form input's name of a field of the "Site-instellingen" group, by its path of field names (`footer`, `title`). */
function inputName(...names: string[]): string {
  const folder = path.join(WP.plugin, 'acf-json')
  const group = readdirSync(folder)
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { title: string; fields: AcfField[] })
    .find((g) => g.title === 'Site-instellingen')
  let fields = group?.fields ?? []
  const keys: string[] = []
  for (const name of names) {
    const field = fields.find((f) => f.name === name)
    if (!field) throw new Error(`no field ${names.join('.')} in the Site-instellingen group`)
    keys.push(field.key)
    fields = field.sub_fields ?? []
  }
  return `acf${keys.map((k) => `[${k}]`).join('')}`
}

let wp: RunningWordPress
let browser: Browser
let admin: BrowserContext
let seeded: JsonObject
let builds: { url: string; calls: HookCall[]; close: () => Promise<void> }

/** Waits (up to 5 s) for the build hook to be called with a reason matching `reason`. */
async function buildAsked(reason: RegExp): Promise<void> {
  const until = Date.now() + 5000
  while (!builds.calls.some((call) => reason.test(call.body))) {
    if (Date.now() > until) throw new Error(`no build asked for ${String(reason)}: ${JSON.stringify(builds.calls)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function openOptionsPage(): Promise<Page> {
  const page = await admin.newPage()
  await page.goto(OPTIONS_PAGE)
  await page.locator('#publish').waitFor()
  return page
}

/**
 * Presses the page's Save ("Update") button and waits for ACF's "Options Updated": the answer of the screen it
 * redirects to, not the address bar (WordPress takes `message` out of it with history.replaceState as the screen
 * loads, so a look at the URL can miss a save that worked), then the screen itself.
 */
async function save(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => /[?&]message=1/.test(response.url())),
    page.locator('#publish').click(),
  ])
  await page.locator('#publish').waitFor()
}

/** Every value of the text inputs of one field of the page (a repeater's rows, a group's sub fields). */
async function inputValues(page: Page, field: string): Promise<string[]> {
  return page
    .locator(`.acf-field[data-name="${field}"] input[type="text"], .acf-field[data-name="${field}"] input[type="url"]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
}

describe.skipIf(unavailable !== null)('the "Site-instellingen" page and the general settings are one store', () => {
  beforeAll(async () => {
    wp = await startWordPress((line) => console.log(`options: ${line}`))
    // The site as built from the seeded WordPress (made once per run): the build at the end starts from it, as the
    // site's builds after its first do (only what changed is fetched and rendered again).
    await buildSeeded()
    builds = await hookReceiver()
    await wp.rest.post('/wp/v2/settings', { hoefslag_build_hook_url: builds.url })
    seeded = await wp.rest.get('/wp/v2/general-settings')
    browser = await chromium.launch({ executablePath: CHROMIUM })
    admin = await loginToWpAdmin(browser)
  }, 230_000)

  afterAll(async () => {
    await browser?.close()
    await builds?.close()
    await wp?.stop()
  })

  it('the page shows the settings REST wrote: a translation, the footer title, a social link, the newsletter title', async () => {
    expect(Object.keys(seeded.translations as JsonObject).length).toBeGreaterThan(200)
    const page = await openOptionsPage()
    const footer = seeded.footer as JsonObject
    expect(await page.locator(`input[name="${inputName('footer', 'title')}"]`).inputValue()).toBe(footer.title)
    expect(await inputValues(page, 'translations')).toContain((seeded.translations as JsonObject).search)
    const social = (seeded.social_media as JsonObject[])[0]
    expect(await inputValues(page, 'social_media')).toContain(social?.url)
    const newsletter = seeded.newsletter_subscribe_form as JsonObject
    expect(await page.locator(`input[name="${inputName('newsletter_subscribe_form', 'title')}"]`).inputValue()).toBe(
      newsletter.title,
    )
    await page.screenshot({ path: path.join(dirs.logs, 'options-page.png'), fullPage: false })
    await page.close()
  })

  it('changing only the footer title and saving changes only the footer title in REST', async () => {
    const page = await openOptionsPage()
    builds.calls.length = 0
    await page.locator(`input[name="${inputName('footer', 'title')}"]`).fill(NEW_FOOTER_TITLE)
    await save(page)
    await page.close()
    const after = await wp.rest.get('/wp/v2/general-settings')
    expect(after).toEqual({ ...seeded, footer: { ...(seeded.footer as JsonObject), title: NEW_FOOTER_TITLE } })
    await buildAsked(/options page/)
  })

  it('a Save without changes leaves the REST answer identical', async () => {
    const before = await wp.rest.get('/wp/v2/general-settings')
    const page = await openOptionsPage()
    await save(page)
    await page.close()
    expect(await wp.rest.get('/wp/v2/general-settings')).toEqual(before)
  })

  it('a REST write is what the page shows, and a value ACF cannot keep is a 400 naming the field', async () => {
    const written = { ...seeded, footer: { title: 'Via REST geschreven' } }
    expect(await wp.rest.post('/wp/v2/general-settings', written)).toEqual(written)
    const page = await openOptionsPage()
    expect(await page.locator(`input[name="${inputName('footer', 'title')}"]`).inputValue()).toBe('Via REST geschreven')
    await page.close()
    await expect(
      wp.rest.post('/wp/v2/general-settings', { ...seeded, footer: { title: 'x', subtitle: 'y' } }),
    ).rejects.toThrow(/400 .*footer\.subtitle/)
    await expect(wp.rest.post('/wp/v2/general-settings', { ...seeded, nieuw_veld: true })).rejects.toThrow(
      /400 .*nieuw_veld/,
    )
    // Nothing of a refused write is stored.
    expect(await wp.rest.get('/wp/v2/general-settings')).toEqual(written)
  })

  it('"Vorige versies" on the page restores the seeded settings, and the restore asks for a build', async () => {
    const versions = await wp.rest.get<{ version: number; at: string; user: string }[]>(
      '/hoefslag/v1/general-settings/versions',
    )
    // Newest first: before the Save without changes (the footer change), before the footer change (the seeded). The
    // REST write after them replaced the same settings as the newest kept version, so it added none.
    expect(versions.map((v) => v.version)).toEqual([0, 1])
    const me = await wp.rest.get('/wp/v2/users/me')
    expect(versions[0]?.user).toBe(me.name)
    const page = await openOptionsPage()
    const box = page.locator('#hoefslag-options-versions')
    expect(await box.locator('li').count()).toBe(2)
    expect(await box.locator('li').last().innerText()).toContain('Terugzetten')
    builds.calls.length = 0
    page.once('dialog', (dialog) => void dialog.accept())
    await Promise.all([
      page.waitForURL(/hoefslag_restored=1/),
      box.locator('li').last().getByText('Terugzetten').click(),
    ])
    await page.locator('#hoefslag-options-restored').waitFor()
    expect(await page.locator(`input[name="${inputName('footer', 'title')}"]`).inputValue()).toBe(
      (seeded.footer as JsonObject).title,
    )
    await page.close()
    expect(await wp.rest.get('/wp/v2/general-settings')).toEqual(seeded)
    await buildAsked(/general settings restored/)
  })

  it('the admin-only REST route restores a version too (the restore before is kept as one)', async () => {
    const restored = await wp.rest.post('/hoefslag/v1/general-settings/versions/0', {})
    expect(restored).toEqual({ ...seeded, footer: { title: 'Via REST geschreven' } })
    expect(await wp.rest.get('/wp/v2/general-settings')).toEqual(restored)
    const anonymous = await fetch(`${WP.api}/hoefslag/v1/general-settings/versions`)
    expect(anonymous.status).toBe(401)
  })

  it('the next build shows a restored revision of an article and the restored general settings', async () => {
    // The test's wp-config turns revisions off (seeding keeps the content set's ids); on from here.
    writeFileSync(
      path.join(dirs.docroot, 'wp-content', 'mu-plugins', 'hoefslag-test-revisions.php'),
      "<?php\n// Test only (wordpress/test/options.test.ts): revisions on.\nadd_filter( 'wp_revisions_to_keep', static fn() => 25 );\n",
    )
    const route = '/wp/v2/articles/1032'
    const original = await wp.rest.get(route)
    const withText = (text: string): Json => {
      const rows = structuredClone(original.content_block_rows) as { rows: { content_blocks_column_1: JsonObject[] }[] }
      const block = rows.rows[0]?.content_blocks_column_1[0]
      if (!block) throw new Error('article 1032 has no first block')
      block.text = `<p>${text}</p>`
      return rows as unknown as Json
    }
    await wp.rest.post(route, { content_block_rows: withText('Eerste versie van de tip van de fokker.') })
    await wp.rest.post(route, { content_block_rows: withText('Tweede versie van de tip van de fokker.') })
    const revisions = await wp.rest.get<{ id: number }[]>(`${route}/revisions`)
    expect(revisions.length).toBe(2)
    const page = await admin.newPage()
    await page.goto(`${WP.origin}/wp-admin/revision.php?revision=${String(revisions[1]?.id)}`)
    const restore = page.locator('input.restore-revision')
    await restore.waitFor()
    await Promise.all([page.waitForURL(/post\.php\?post=\d+&action=edit/), restore.click()])
    await page.close()
    expect(JSON.stringify((await wp.rest.get(route)).content_block_rows)).toContain('Eerste versie van de tip')

    await buildFromWordPress()
    const built = builtPages(path.join(dirs.dist, 'client'))
    const article = built.find((p) => p.path === '/kennisbank/veulengeboorte-voorbereiden-en-begeleiden/')
    expect(article?.html).toContain('Eerste versie van de tip van de fokker.')
    expect(article?.html).not.toContain('Tweede versie van de tip')
    const footer = (await wp.rest.get('/wp/v2/general-settings')).footer as JsonObject
    expect(article?.html).toContain(footer.title)
  }, 300_000)

  it('logs no PHP warnings or errors from the options and revisions code', () => {
    expect(phpProblems().filter((line) => /includes\/(options|revisions|routes-singletons)\.php/.test(line))).toEqual(
      [],
    )
  })
})
