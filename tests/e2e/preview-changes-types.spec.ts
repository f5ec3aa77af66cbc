// "Preview changes" of every content type of the contract that has content, beside the detailed article
// test in preview-changes.spec.ts: for a published item of each type, the editor's autosave changes the title and one
// field — its field data read as the block editor holds it (`context=edit`) and sent back whole, so each type's own
// shape (an event's ACF date-time pickers, a partner's company info, a page's banner) makes the round trip. The preview
// URL shows both; the public page shows neither.
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { bearer, CMS, cmsToken, logIn } from './preview-support.ts'
import { collectPageErrors } from './support.ts'

type Fields = Record<string, unknown>
type Case = {
  /** The REST base (`/wp/v2/{base}`). */
  base: string
  id: number
  /** The field edit: the item's `extra_fields` as the CMS answers them → what the editor sends. */
  edit: (fields: Fields) => Fields
  /** Text the edited field puts on the page (a part of an element's text). */
  shows: string
}

const record = (value: unknown): Fields => (typeof value === 'object' && value !== null ? { ...(value as Fields) } : {})

const CASES: Case[] = [
  { base: 'articles', id: 1040, edit: (f) => ({ ...f, reading_time: 31 }), shows: '31 min. leestijd' },
  { base: 'posts', id: 2001, edit: (f) => ({ ...f, reading_time: 29 }), shows: '29 min. leestijd' },
  {
    base: 'academy',
    id: 2102,
    edit: (f) => ({ ...f, level: 'Expert in de praktijk' }),
    shows: 'Expert in de praktijk',
  },
  {
    base: 'events',
    id: 2202,
    edit: (f) => ({ ...f, price: '€ 77 met lunch en koffie' }),
    shows: '€ 77 met lunch en koffie',
  },
  {
    base: 'pages',
    id: 2308,
    // The banner's own title cleared (the page title shows in its place), its subtitle rewritten.
    edit: (f) => ({ ...f, banner: { ...record(f.banner), title: '', subtitle: 'Bel of mail ons gerust.' } }),
    shows: 'Bel of mail ons gerust.',
  },
  {
    base: 'partners',
    id: 2408,
    edit: (f) => ({ ...f, company_info: { ...record(f.company_info), phone: '012-3456789' } }),
    shows: '012-3456789',
  },
  {
    base: 'products',
    id: 2466,
    edit: (f) => ({
      ...f,
      external_link: { url: 'https://www.equiscan.example.nl/gait', title: 'Vraag een demonstratie aan', target: '' },
    }),
    shows: 'Vraag een demonstratie aan',
  },
  { base: 'clinics', id: 3012, edit: (f) => ({ ...f, phone: '053-1112233' }), shows: '053-1112233' },
  {
    base: 'vets',
    id: 3118,
    edit: (f) => ({ ...f, function: 'Specialist sportgeneeskunde' }),
    shows: 'Specialist sportgeneeskunde',
  },
  { base: 'guest-authors', id: 2603, edit: (f) => ({ ...f, company: 'Apotheek De Hoef' }), shows: 'Apotheek De Hoef' },
]

const Item = z.object({
  id: z.number(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  extra_fields: z.unknown(),
})
const Autosave = z.object({ id: z.number(), parent: z.number(), preview_link: z.string() })

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

for (const c of CASES) {
  test(`"Preview changes" of a published ${c.base} item shows its new title and field; the public page does not`, async ({
    page,
    browser,
  }) => {
    const token = await cmsToken(page.request)
    await page.goto('/login/')
    await logIn(page)
    const errors = collectPageErrors(page)

    const read = await page.request.get(`${CMS}/wp/v2/${c.base}/${c.id}?context=edit`, { headers: bearer(token) })
    expect(read.status()).toBe(200)
    const item = Item.parse(await read.json())
    const path = new URL(item.link).pathname
    const title = `Voorbeeldtitel ${c.base} ${Date.now()}`

    const saved = await page.request.post(`${CMS}/wp/v2/${c.base}/${c.id}/autosaves`, {
      headers: bearer(token),
      data: { title, extra_fields: c.edit(record(item.extra_fields)) },
    })
    expect(saved.status()).toBe(200)
    const autosave = Autosave.parse(await saved.json())
    expect(autosave.parent).toBe(c.id)

    const preview = await page.goto(autosave.preview_link)
    expect(preview?.status()).toBe(200)
    expect(preview?.headers()['cache-control']).toBe('private, no-store')
    await expect(page).toHaveURL(new RegExp(`${path}\\?preview_id=${c.id}$`))
    await expect(page.locator('[data-editor-view="preview"]')).toBeVisible()
    await expect(heading(page)).toHaveText(title)
    await expect(page.getByText(c.shows).first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(errors).toEqual([])

    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    const res = await publicPage.goto(path)
    expect(res?.status()).toBe(200)
    await expect(heading(publicPage)).not.toHaveText(title)
    await expect(publicPage.getByText(title)).toHaveCount(0)
    await expect(publicPage.getByText(c.shows)).toHaveCount(0)
    await visitor.close()
  })
}
