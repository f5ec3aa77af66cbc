// One store for every field: with Secure Custom Fields active, what is written through REST is what the wp-admin forms
// show, and pressing Update/Save in a form without changing anything leaves the REST answer exactly as it was (the
// content set is seeded through REST, as a migration or script would write it). And the other way: what an editor
// made in the form reads back through REST, and written back through REST the form shows the same values.
// Without SCF the plugin's own JSON store keeps working (one test switches SCF off for its duration).
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM, loginToWpAdmin } from './browser.ts'
import { SCF, scfActive, WP } from './config.ts'
import { phpProblems } from './docroot.ts'
import { ensurePackages } from './packages.ts'
import type { JsonObject } from './rest.ts'
import { startWordPress, type RunningWordPress } from './wordpress.ts'

const unavailable = ensurePackages() ?? (existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (CHROMIUM_PATH)`)
if (unavailable && process.env.CI) throw new Error(`round-trip test cannot run in CI: ${unavailable}`)
const log = (line: string) => console.log(`round-trip: ${line}`)

const FIELDS = '_fields=id,extra_fields,content_block_rows'
/** A row of the "Rijen" repeater in the form (not its template). */
const ROW = '[data-name="rows"] > .acf-input > .acf-repeater > table > tbody > .acf-row:not(.acf-clone)'
let wp: RunningWordPress
let browser: Browser
let admin: BrowserContext

/** An object's contract fields as REST answers them to an editor. */
const read = (route: string) => wp.rest.get(`${route}?context=edit&${FIELDS}`)
const sections = (answer: JsonObject) => {
  const { extra_fields, content_block_rows } = answer
  return content_block_rows === undefined ? { extra_fields } : { extra_fields, content_block_rows }
}

/** The block layouts an answer's rows use, to pick an item with several. */
const layouts = (answer: JsonObject): Set<string> =>
  new Set(
    [...JSON.stringify(answer.content_block_rows ?? null).matchAll(/"acf_fc_layout":"([a-z_]+)"/g)].map(
      (m) => m[1] ?? '',
    ),
  )

/** The item of a collection with the most content: the most block layouts, then the longest answer. */
async function richest(base: string): Promise<string> {
  const items = await wp.rest.get<JsonObject[]>(`${base}?per_page=100&context=edit&${FIELDS}&status=publish`)
  const score = (a: JsonObject) => layouts(a).size * 1e6 + JSON.stringify(a).length
  const best = items.sort((a, b) => score(b) - score(a))[0]
  if (!best) throw new Error(`nothing seeded at ${base}`)
  return `${base}/${String(best.id)}`
}

/** Every value of the form's ACF inputs (name → value or checked), as the editor sees the form. */
async function formValues(page: Page): Promise<Record<string, string | boolean>> {
  await page.locator('[name^="acf["]').first().waitFor({ state: 'attached' })
  return page.evaluate(() => {
    const out: Record<string, string | boolean> = {}
    for (const el of document.querySelectorAll<HTMLInputElement>('[name^="acf["]')) {
      if (el.closest('.acf-clone')) continue
      const key = el.type === 'checkbox' || el.type === 'radio' ? `${el.name}=${el.value}` : el.name
      out[key] = el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value
    }
    return out
  })
}

/** Opens a post in the block editor (the welcome guide closed). */
async function openPost(id: number): Promise<Page> {
  const page = await admin.newPage()
  await page.goto(`${WP.origin}/wp-admin/post.php?post=${String(id)}&action=edit`)
  await page
    .getByRole('dialog', { name: /Welcome to the block editor/ })
    .getByRole('button', { name: 'Close dialog' })
    .click({ timeout: 15_000 })
    .catch(() => undefined)
  await page.locator('.editor-post-publish-button, .editor-post-publish-button__button').first().waitFor()
  return page
}

/** Presses Update in the block editor and waits until the field boxes are saved too. */
async function pressUpdate(page: Page): Promise<void> {
  // A form of thousands of inputs (an article with several rows of blocks) takes a while on a busy machine.
  const metaBoxes = page.waitForResponse(
    (r) => r.url().includes('meta-box-loader=1') && r.request().method() === 'POST',
    { timeout: 120_000 },
  )
  const button = page.locator('.editor-post-publish-button, .editor-post-publish-button__button').first()
  // The block editor keeps Update disabled until something is edited. A touch of any field box (a click on a switch
  // and back, a value typed again) fires SCF's change tracking, which enables it: the form then posts every field as it
  // shows it, the save this test is about. Fire that tracking without changing a value.
  await page.locator('.acf-field input:not([type="hidden"])').first().dispatchEvent('change')
  await button.click()
  // SCF checks the fields before the editor saves anything: when that fails, nothing is posted and the editor shows
  // SCF's notice (and the field's message), so fail at once with what the editor reads.
  const refused = page
    .locator('.components-notice.is-error')
    .first()
    .waitFor({ timeout: 120_000 })
    .then(async () => {
      const fields = await page.locator('.acf-error-message').allTextContents()
      throw new Error(
        `Update refused: ${await page.locator('.components-notice.is-error').first().innerText()} ${fields.join('; ')}`,
      )
    })
  const saved = Promise.race([metaBoxes, refused])
  for (const waiting of [metaBoxes, refused]) waiting.catch(() => undefined)
  expect((await saved).status()).toBeLessThan(400)
  await page.locator('.components-snackbar', { hasText: /updated|published/ }).waitFor({ timeout: 60_000 })
}

/** Opens a classic admin form (term, user), presses its submit button without changing anything, waits for the save. */
async function saveClassicForm(url: string, submit: string): Promise<void> {
  const page = await admin.newPage()
  await page.goto(url)
  await page.locator('[name^="acf["]').first().waitFor({ state: 'attached' })
  await Promise.all([page.waitForNavigation(), page.locator(submit).click()])
  expect(await page.locator('.notice-error, .error:not(.hidden)').count()).toBe(0)
  await page.close()
}

describe.skipIf(unavailable !== null || !scfActive)(
  'one store for every field, with Secure Custom Fields active',
  () => {
    const routes: Record<string, string> = {}

    beforeAll(async () => {
      wp = await startWordPress(log)
      browser = await chromium.launch({ executablePath: CHROMIUM })
      admin = await loginToWpAdmin(browser)
    }, 330_000)

    afterAll(async () => {
      await browser?.close()
      await wp?.stop()
    })

    it('REST: every content type, a term of each taxonomy, a user and a menu item read back what was written', async () => {
      const types = await wp.rest.get<Record<string, { rest_base: string; slug: string }>>('/wp/v2/types')
      const taxonomies = await wp.rest.get<Record<string, { rest_base: string }>>('/wp/v2/taxonomies')
      const targets: string[] = []
      for (const type of [
        'post',
        'page',
        'article',
        'lesson',
        'event',
        'partner',
        'product',
        'clinic',
        'vet',
        'guest-author',
      ])
        targets.push(await richest(`/wp/v2/${types[type]?.rest_base ?? type}`))
      for (const [name, taxonomy] of Object.entries(taxonomies)) {
        if (name === 'nav_menu') continue
        const terms = await wp.rest.get<JsonObject[]>(
          `/wp/v2/${taxonomy.rest_base}?per_page=100&_fields=id,extra_fields`,
        )
        const term = terms.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]
        if (term) targets.push(`/wp/v2/${taxonomy.rest_base}/${String(term.id)}`)
      }
      const users = await wp.rest.get<JsonObject[]>('/wp/v2/users?per_page=100&context=edit&_fields=id,extra_fields')
      targets.push(
        `/wp/v2/users/${String(users.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]?.id)}`,
      )
      expect(targets.length).toBeGreaterThan(20)
      // The richest article, page and clinic, for the wp-admin tests below.
      Object.assign(routes, { article: targets[2], page: targets[1], clinic: targets[7] })
      const differences: string[] = []
      for (const route of targets) {
        const before = sections(await read(route))
        await wp.rest.post(route, before)
        const after = sections(await read(route))
        if (JSON.stringify(after) !== JSON.stringify(before)) differences.push(route)
        expect.soft(after, route).toEqual(before)
      }
      expect(differences).toEqual([])

      const items = await wp.rest.get<{ id: number; meta: JsonObject }[]>('/wp/v2/menu-items?per_page=100&context=edit')
      const item = items.find((i) => i.meta.icon && i.meta.icon !== '')
      const dropdown = items.find((i) => i.meta.menu_dropdown_type)
      for (const one of [item, dropdown]) {
        if (!one) throw new Error('no seeded menu item with an icon and one with a dropdown type')
        const written = await wp.rest.post<{ meta: JsonObject }>(`/wp/v2/menu-items/${String(one.id)}`, {
          meta: one.meta,
        })
        const again = await wp.rest.post<{ meta: JsonObject }>(`/wp/v2/menu-items/${String(one.id)}`, {
          meta: written.meta,
        })
        expect(again.meta).toEqual(written.meta)
        expect(written.meta.menu_dropdown_type).toBe(one.meta.menu_dropdown_type)
      }
    })

    it('an unknown field, an unknown block or a value ACF cannot hold is a 400 that names it; nothing is written', async () => {
      const route = routes.article ?? ''
      const before = sections(await read(route))
      const refused = async (body: unknown) => {
        const answer = await fetch(`${WP.api}${route}`, {
          method: 'POST',
          headers: { authorization: wp.rest.authorization, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        return { status: answer.status, message: ((await answer.json()) as { message?: string }).message ?? '' }
      }
      expect(await refused({ extra_fields: { ...(before.extra_fields as JsonObject), leestijd: 4 } })).toEqual({
        status: 400,
        message: 'extra_fields.leestijd: no field edits this key',
      })
      expect(await refused({ extra_fields: { banner: { show_banner: 'ja' } } })).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^extra_fields\.banner\.show_banner: expected true or false/) as unknown,
      })
      const rows = { rows: [{ layout: '1_column', content_blocks_column_1: [{ acf_fc_layout: 'tekst' }] }] }
      expect(await refused({ content_block_rows: rows })).toMatchObject({
        status: 400,
        message: 'content_block_rows.rows[0].content_blocks_column_1[0].acf_fc_layout: no block layout "tekst"',
      })
      expect(sections(await read(route))).toEqual(before)
    })

    // The block editor's Update for an article, a page and a clinic. The page (the styleguide: every block) has an
    // author block naming a user: SCF makes every field of a required group required, so while the form showed the
    // guest-author picker beside the user picker, its Update failed SCF's check ("Gastauteur value is required") and
    // nothing was saved. The form now shows only the picker the author's type chose (wordpress/fields/field-json.ts).
    // A block text (a wysiwyg field) answers and stores its character references in one form, the form's: the page's
    // Update once turned a text's `&#8217;` (wptexturize's curly apostrophe, in the REST answer the first test wrote
    // back) into the character `’` that the form's editor saves, other bytes for the same text.
    it('wp-admin: Update without changes leaves an article, a page and a clinic written through REST as they were', async () => {
      for (const name of ['article', 'page', 'clinic']) {
        const route = routes[name] ?? ''
        const before = sections(await read(route))
        const page = await openPost(Number(route.split('/').at(-1)))
        if (name === 'article') {
          // The form shows the rows REST wrote (finding: the form showed none, and the first Update deleted them).
          const rows = (before.content_block_rows as { rows: unknown[] }).rows.length
          expect(await page.locator(ROW).count()).toBe(rows)
        }
        await pressUpdate(page)
        await page.close()
        expect(sections(await read(route)), name).toEqual(before)
      }
    }, 480_000)

    it('wp-admin: a block text written through REST with references is stored as the form saves it; Update keeps it', async () => {
      // The page: the styleguide, which has every block.
      const route = routes.page ?? ''
      // References as WordPress' formatting writes them (wptexturize: `&#8217;`, `&#8211;`, `&#038;`) and as an editor
      // may type them; the form's editor saves each as its character, `&` as `&amp;`.
      const references = '<p>Het paard&#8217;s hoef &#8211; &rsquo;t Hart &#038; Co&#8230;</p>'
      const characters = '<p>Het paard’s hoef – ’t Hart &amp; Co…</p>'
      let rewritten = false
      const written = JSON.parse(JSON.stringify(sections(await read(route))), (_key, value: unknown) => {
        if (rewritten || typeof value !== 'object' || value === null) return value
        if ((value as JsonObject).acf_fc_layout !== 'text_column') return value
        rewritten = true
        return { ...value, text: references }
      }) as JsonObject
      expect(rewritten, 'the page has a text block').toBe(true)
      await wp.rest.post(route, written)
      const answer = sections(await read(route))
      expect(JSON.stringify(answer)).toContain(characters)
      const page = await openPost(Number(route.split('/').at(-1)))
      const stored = await page
        .locator('.acf-field-wysiwyg textarea[name^="acf["]')
        .evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).defaultValue))
      expect(stored).toContain(characters)
      await pressUpdate(page)
      await page.close()
      expect(sections(await read(route))).toEqual(answer)
    }, 120_000)

    it('wp-admin: Update without changes leaves a term and a user written through REST as they were', async () => {
      const categories = await wp.rest.get<JsonObject[]>('/wp/v2/categories?per_page=100&_fields=id,extra_fields')
      const term = categories.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]
      const termRoute = `/wp/v2/categories/${String(term?.id)}`
      const termBefore = sections(await read(termRoute))
      await saveClassicForm(
        `${WP.origin}/wp-admin/term.php?taxonomy=category&tag_ID=${String(term?.id)}`,
        '#edittag input[type="submit"]',
      )
      expect(sections(await read(termRoute))).toEqual(termBefore)

      const users = await wp.rest.get<JsonObject[]>('/wp/v2/users?per_page=100&context=edit&_fields=id,extra_fields')
      const user = users.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]
      const userRoute = `/wp/v2/users/${String(user?.id)}`
      const userBefore = sections(await read(userRoute))
      await saveClassicForm(`${WP.origin}/wp-admin/user-edit.php?user_id=${String(user?.id)}`, '#your-profile #submit')
      expect(sections(await read(userRoute))).toEqual(userBefore)
    }, 120_000)

    it('wp-admin: made in the form, read through REST, written back through REST: the form shows the same values', async () => {
      const draft = await wp.rest.post('/wp/v2/articles', { title: 'Gemaakt in het formulier', status: 'publish' })
      const page = await openPost(Number(draft.id))
      await page.locator('[data-name="reading_time"] input').fill('7')
      await page.locator('[data-name="social_share"] .acf-switch').click()
      await pressUpdate(page)
      const inForm = await formValues(page)
      await page.close()
      const route = `/wp/v2/articles/${String(draft.id)}`
      const answer = sections(await read(route))
      expect((answer.extra_fields as JsonObject).reading_time).toBe(7)
      expect((answer.content_block_rows as JsonObject).social_share).toBe(true)
      await wp.rest.post(route, answer)
      expect(sections(await read(route))).toEqual(answer)
      const again = await openPost(Number(draft.id))
      expect(await formValues(again)).toEqual(inForm)
      await again.close()
    }, 120_000)

    it("SCF off: the plugin's own store keeps what REST wrote; SCF on again: it moves into the fields, once", async () => {
      const article = sections(await read(routes.article ?? ''))
      const categories = await wp.rest.get<JsonObject[]>('/wp/v2/categories?per_page=100&_fields=id,extra_fields')
      const term = categories.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]
      const users = await wp.rest.get<JsonObject[]>('/wp/v2/users?per_page=100&context=edit&_fields=id,extra_fields')
      const user = users.find((u) => JSON.stringify(u.extra_fields).length > 20)
      const userRoute = `/wp/v2/users/${String(user?.id)}`
      const userInAcf = sections(await read(userRoute))

      await wp.rest.post(`/wp/v2/plugins/${SCF.plugin}`, { status: 'inactive' })
      const copy = await wp.rest.post('/wp/v2/articles', {
        title: 'Geschreven zonder SCF',
        status: 'publish',
        ...article,
      })
      const copyRoute = `/wp/v2/articles/${String(copy.id)}`
      const newTerm = await wp.rest.post('/wp/v2/categories', {
        name: 'Zonder SCF',
        extra_fields: term?.extra_fields ?? {},
      })
      const termRoute = `/wp/v2/categories/${String(newTerm.id)}`
      // An editor's values already in the fields are never overwritten by the old store's.
      await wp.rest.post(userRoute, { extra_fields: { ...(userInAcf.extra_fields as JsonObject), function: 'Oud' } })
      expect(sections(await read(copyRoute))).toEqual(article)
      expect(sections(await read(termRoute)).extra_fields).toEqual(term?.extra_fields)
      const waiting = await wp.rest.get<{ acf_active: boolean; pending: number }>('/hoefslag/v1/field-migration')
      expect(waiting).toMatchObject({ acf_active: false, pending: 4 })

      await wp.rest.post(`/wp/v2/plugins/${SCF.plugin}`, { status: 'active' })
      // The first request with SCF active moves the content by itself and keeps the report.
      type Report = { moved: Record<string, number>; kept: string[]; failed: string[]; pending: number }
      const status = await wp.rest.get<{ acf_active: boolean; last: Report }>('/hoefslag/v1/field-migration')
      expect(status.acf_active).toBe(true)
      expect(status.last).toEqual({
        moved: { post: 2, term: 1, user: 0, menu_item: 0 },
        kept: [`user ${String(user?.id)} extra_fields`],
        failed: [],
        pending: 0,
      })
      for (const run of [1, 2]) {
        const again = await wp.rest.post<Report>('/hoefslag/v1/field-migration', {})
        expect(again, `run ${String(run)}`).toEqual({
          ...status.last,
          moved: { post: 0, term: 0, user: 0, menu_item: 0 },
        })
      }
      expect(sections(await read(copyRoute))).toEqual(article)
      expect(sections(await read(termRoute)).extra_fields).toEqual(term?.extra_fields)
      expect(sections(await read(userRoute))).toEqual(userInAcf)

      // The form shows the moved content, and Update leaves it as it was.
      const page = await openPost(Number(copy.id))
      const rows = (article.content_block_rows as { rows: unknown[] }).rows.length
      expect(await page.locator(ROW).count()).toBe(rows)
      await pressUpdate(page)
      await page.close()
      expect(sections(await read(copyRoute))).toEqual(article)
    }, 120_000)

    it('logs no PHP warnings or errors from the plugin', () => {
      expect(phpProblems().filter((line) => line.includes('hoefslag-headless'))).toEqual([])
    })
  },
)
