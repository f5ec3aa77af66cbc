// Publishing, end to end: an editor's changes through the local CMS's REST API (with the editor's credentials) →
// the CMS calls the site's build hook → a build → the served site changes exactly there. One run, three builds (the
// first at start, then one for the first edit and ONE for the four edits made while it ran), as builds are slow.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PUBLISH_E2E } from './ports.ts'

test.describe.configure({ mode: 'serial' })

const CMS = `http://localhost:${PUBLISH_E2E.cmsPort}/wp-json`
const EDITOR = `Basic ${Buffer.from('redactie:hoefslag-dev').toString('base64')}`
const HOOK = '/api/build-hook'

type Status = {
  state: string
  started: number
  succeeded: number
  failed: number
  pending?: { requests: number }
  last?: { n: number; requests: number; reasons: string[] }
}

async function status(request: APIRequestContext): Promise<Status> {
  const res = await request.get(HOOK, { headers: { 'X-Hoefslag-Secret': PUBLISH_E2E.secret } })
  expect(res.status()).toBe(200)
  return (await res.json()) as Status
}

/** An edit through the CMS's REST API, as WordPress' block editor or a script with an application password makes it. */
async function cms(
  request: APIRequestContext,
  method: 'POST' | 'DELETE',
  route: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await request.fetch(`${CMS}${route}`, {
    method,
    headers: { Authorization: EDITOR, 'Content-Type': 'application/json' },
    ...(body ? { data: body } : {}),
  })
  expect(res.status(), `${method} ${route}: ${await res.text()}`).toBeLessThan(300)
  return (await res.json()) as Record<string, unknown>
}

async function waitUntilBuilt(request: APIRequestContext, builds: number): Promise<Status> {
  await expect
    .poll(
      async () => {
        const s = await status(request)
        return s.state === 'idle' ? s.started : -1
      },
      { timeout: 12 * 60_000, intervals: [500] },
    )
    .toBe(builds)
  return status(request)
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

test('a build hook call without the right secret is refused and builds nothing', async ({ request }) => {
  const wrong = await request.post(HOOK, {
    headers: { 'X-Hoefslag-Secret': 'not-the-secret' },
    data: { reasons: ['x'] },
  })
  expect(wrong.status()).toBe(401)
  const missing = await request.post(HOOK, { data: { reasons: ['x'] } })
  expect(missing.status()).toBe(401)
  expect((await request.get(HOOK)).status()).toBe(401)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const after = await status(request)
  expect(after).toMatchObject({ state: 'idle', started: 0 })
  expect(after.pending).toBeUndefined()
})

test('an edit, an addition, an unpublish, a delete and a menu change go live; changes during a build fold into one next build', async ({
  page,
  request,
}) => {
  // Before: as the bundled content has it (and the search, loaded now, must not keep serving this build afterwards).
  expect(await (await request.get('/api/search?q=luizen')).text()).toContain('Luizen bij paarden: jeuk in de winter')
  await page.goto('/kennisbank/artrose-en-spat-bij-paarden/')
  await expect(h1(page)).toHaveText('Artrose en spat bij paarden')
  expect((await page.goto('/kennisbank/hoefzweer-herkennen-en-behandelen/'))?.status()).toBe(404)
  expect((await page.goto('/kennisbank/luizen-bij-paarden/'))?.status()).toBe(200)
  expect((await page.goto('/nachtvorst-en-herfstgras-extra-risico-op-hoefbevangenheid/'))?.status()).toBe(200)

  // 1. An edit: the CMS calls the hook, build #1 starts at once.
  await cms(request, 'POST', '/wp/v2/articles/1040', {
    title: 'Artrose en spat bij paarden: zo houd je je paard soepel',
    content:
      'Een paard met artrose heeft baat bij elke dag rustige beweging.\n\nOverleg met je dierenarts over pijnstilling.',
  })
  await expect.poll(async () => (await status(request)).state).toBe('building')

  // 2–5. While it builds: an addition, an unpublish, a delete and a menu change — four calls, folded into build #2.
  const added = await cms(request, 'POST', '/wp/v2/articles', {
    title: 'Hoefzweer herkennen en behandelen',
    status: 'publish',
    'knowledge-base-categories': [402],
    excerpt: 'Plotseling zwaar kreupel met een warme hoef? Vaak is het een hoefzweer.',
    content: 'Een hoefzweer is een ontsteking onder de hoefzool. Je dierenarts of hoefsmid opent hem.',
  })
  expect(added.slug).toBe('hoefzweer-herkennen-en-behandelen')
  await cms(request, 'POST', '/wp/v2/articles/1015', { status: 'draft' })
  await cms(request, 'DELETE', '/wp/v2/posts/2016?force=true')
  await cms(request, 'POST', '/wp/v2/menu-items/5011', { title: 'Kennisbank A-Z' })
  await expect.poll(async () => (await status(request)).pending?.requests).toBe(4)

  // The site keeps serving the published generation while the builds run.
  for (let i = 0; i < 5; i++) expect((await request.get('/kennisbank/luizen-bij-paarden/')).status()).toBe(200)

  const done = await waitUntilBuilt(request, 2)
  expect(done).toMatchObject({ started: 2, succeeded: 2, failed: 0, last: { n: 2, requests: 4 } })

  // The edit.
  await page.goto('/kennisbank/artrose-en-spat-bij-paarden/')
  await expect(h1(page)).toHaveText('Artrose en spat bij paarden: zo houd je je paard soepel')
  await expect(page.getByText('Een paard met artrose heeft baat bij elke dag rustige beweging.')).toBeVisible()
  // The addition: its page, and first in the knowledge base.
  expect((await page.goto('/kennisbank/hoefzweer-herkennen-en-behandelen/'))?.status()).toBe(200)
  await expect(h1(page)).toHaveText('Hoefzweer herkennen en behandelen')
  await page.goto('/kennisbank/')
  await expect(
    page.locator('main').getByRole('link', { name: 'Hoefzweer herkennen en behandelen' }).first(),
  ).toBeVisible()
  // The unpublish: 404, and gone from the list (the article next to it is still there).
  await expect(page.locator('main').getByText('Luizen bij paarden: jeuk in de winter')).toHaveCount(0)
  await expect(page.locator('main').getByText('Rotstraal herkennen en behandelen').first()).toBeVisible()
  expect((await page.goto('/kennisbank/luizen-bij-paarden/'))?.status()).toBe(404)
  // The delete: 404, and gone from the news list.
  expect((await page.goto('/nachtvorst-en-herfstgras-extra-risico-op-hoefbevangenheid/'))?.status()).toBe(404)
  await page.goto('/nieuws/')
  await expect(
    page.locator('main').getByText('Nachtvorst en herfstgras: extra risico op hoefbevangenheid'),
  ).toHaveCount(0)
  await expect(
    page.locator('main').getByText('Stalwijzer lanceert herinneringen voor vaccinatie en mestonderzoek').first(),
  ).toBeVisible()
  // The menu change, on every page.
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu', exact: true }).getByRole('link', { name: 'Kennisbank A-Z' }),
  ).toBeVisible()
  // The site search (a function in the server's process) follows the published build too.
  expect(await (await request.get('/api/search?q=hoefzweer')).text()).toContain('Hoefzweer herkennen en behandelen')
  expect(await (await request.get('/api/search?q=luizen')).text()).not.toContain(
    'Luizen bij paarden: jeuk in de winter',
  )
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/kennisbank/hoefzweer-herkennen-en-behandelen/')
  expect(sitemap).not.toContain('/kennisbank/luizen-bij-paarden/')
})
