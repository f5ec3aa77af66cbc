// "View" opens the site on the bundled local CMS, as the companion plugin does in WordPress
// (includes/view-links.php): what the block editor's "View" and wp-admin's links read — `link` in an editor's
// `context=edit` answer — is the item's URL on the site, for every content type, for terms and for users, and each
// answers 200 on the built site. The anonymous answers the pipeline reads keep the CMS's own permalinks.
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { bearer, CMS, cmsToken } from './preview-support.ts'
import { E2E } from './ports.ts'

const SITE = `http://localhost:${E2E.sitePort}`
const CMS_ORIGIN = new URL(CMS).origin

/** One item per route: every post type of the contract, a term of three taxonomies, and a user with a page. */
const ROUTES = [
  '/wp/v2/articles/1042',
  '/wp/v2/posts/2010',
  '/wp/v2/pages/2306',
  '/wp/v2/pages/2307',
  '/wp/v2/academy/2101',
  '/wp/v2/events/2202',
  '/wp/v2/partners/2406',
  '/wp/v2/products/2466',
  '/wp/v2/clinics/3023',
  '/wp/v2/vets/3138',
  '/wp/v2/guest-authors/2602',
  '/wp/v2/categories/201',
  '/wp/v2/knowledge-base-categories/401',
  '/wp/v2/expertises/506',
  '/wp/v2/users/2',
]

const linkOf = (body: unknown) => z.object({ link: z.string() }).parse(body).link

test('the edit-context link of every type is its URL on the site, and the site serves it', async ({ request }) => {
  const token = await cmsToken(request)
  for (const route of ROUTES) {
    const edit = await request.get(`${CMS}${route}?context=edit`, { headers: bearer(token) })
    expect(edit.status(), route).toBe(200)
    const view = linkOf(await edit.json())
    const anonymous = await request.get(`${CMS}${route}`)
    expect(anonymous.status(), route).toBe(200)
    const cmsLink = linkOf(await anonymous.json())

    // The pipeline's read keeps WordPress' permalink; the editor's "View" is the same path on the site.
    expect(cmsLink.startsWith(`${CMS_ORIGIN}/`), `${route}: ${cmsLink}`).toBe(true)
    expect(view, route).toBe(`${SITE}${cmsLink.slice(CMS_ORIGIN.length)}`)
    const page = await request.get(view, { maxRedirects: 0 })
    expect(page.status(), `${route}: ${view}`).toBe(200)
  }
})

test('an edit-context read without a login keeps the CMS permalink', async ({ request }) => {
  const res = await request.get(`${CMS}/wp/v2/articles/1042?context=edit`)
  const link = linkOf(await res.json())
  expect(link.startsWith(`${CMS_ORIGIN}/`)).toBe(true)
})
