// "View" on the site, as the companion plugin's includes/view-links.php does it: an editor's `context=edit`
// answer — and the answer to a write, which WordPress gives in that context — has its permalinks on the site; the
// anonymous answers the pipeline reads keep the CMS's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, startFixture, type Harness } from './test-helpers.ts'

const SITE = 'https://www.hoefslag.test'
let cms: Harness
let token = ''
beforeAll(async () => {
  cms = await startFixture({ siteUrl: SITE })
  token = await cms.login()
})
afterAll(() => cms.close())

const linkOf = (json: unknown) => field(Array.isArray(json) ? json[0] : json, 'link')

describe('link in the edit context', () => {
  it('is on the site for an editor, for posts, pages, terms and users', async () => {
    for (const [route, path] of [
      ['/wp/v2/articles/1002', '/kennisbank/hoefbevangenheid/'],
      ['/wp/v2/pages/2303', '/over-ons/team/'],
      ['/wp/v2/guest-authors/2601', '/auteurs/hanna-kuipers/'],
    ] as const) {
      expect(linkOf((await cms.get(`${route}?context=edit`, { token })).json), route).toBe(`${SITE}${path}`)
      expect(linkOf((await cms.get(route)).json), route).toBe(`${cms.server.origin}${path}`)
      expect(linkOf((await cms.get(route, { token })).json), route).toBe(`${cms.server.origin}${path}`)
    }
    const term = (await cms.get('/wp/v2/categories?per_page=1&context=edit', { token })).json
    expect(String(linkOf(term))).toMatch(new RegExp(`^${SITE}/categorie/`))
    const user = (await cms.get('/wp/v2/users/1?context=edit', { token })).json
    expect(linkOf(user)).toBe(`${SITE}/auteurs/redactie/`)
  })

  it('is on the site in the answer to an update, and stays the CMS permalink without a login', async () => {
    const saved = await cms.send('POST', '/wp/v2/articles/1002', { title: 'Hoefbevangenheid' }, { token })
    expect(saved.status).toBe(200)
    expect(linkOf(saved.json)).toBe(`${SITE}/kennisbank/hoefbevangenheid/`)
    expect(linkOf((await cms.get('/wp/v2/articles/1002?context=edit')).json)).toBe(
      `${cms.server.origin}/kennisbank/hoefbevangenheid/`,
    )
  })
})
