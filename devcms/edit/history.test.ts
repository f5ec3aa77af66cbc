// The local CMS like WordPress with the companion plugin: old paths kept through renames and moves (`old_links`), and
// scheduled posts published at their time without any visit, each asking the site for a build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, ids, startFixture, type Harness } from '../server/test-helpers.ts'
import { publishDue } from './schedule.ts'

let cms: Harness
let token = ''
const built: string[][] = []

beforeAll(async () => {
  cms = await startFixture({ scheduleIntervalMs: 100 })
  token = await cms.login()
  const send = cms.server.buildHook.send
  cms.server.buildHook.send = (reasons) => {
    built.push(reasons)
    send(reasons)
  }
})
afterAll(() => cms.close())

const edit = (route: string, body: unknown) => cms.send('POST', route, body, { token })
const oldLinks = async (route: string) => field((await cms.get(route)).json, 'old_links')
const origin = () => cms.server.origin

describe('old paths (decision 030)', () => {
  it('keeps every path a published article had, A → B → C, and drops a path that is live again', async () => {
    expect(await oldLinks('/wp/v2/articles/1002')).toEqual([])
    await edit('/wp/v2/articles/1002', { slug: 'hoefbevangenheid-b' })
    await edit('/wp/v2/articles/1002', { slug: 'hoefbevangenheid-c' })
    const article = (await cms.get('/wp/v2/articles/1002')).json
    expect(field(article, 'link')).toBe(`${origin()}/kennisbank/hoefbevangenheid-c/`)
    expect(field(article, 'old_links')).toEqual([
      `${origin()}/kennisbank/hoefbevangenheid/`,
      `${origin()}/kennisbank/hoefbevangenheid-b/`,
    ])
    await edit('/wp/v2/articles/1002', { slug: 'hoefbevangenheid' })
    expect(await oldLinks('/wp/v2/articles/1002')).toEqual([
      `${origin()}/kennisbank/hoefbevangenheid-b/`,
      `${origin()}/kennisbank/hoefbevangenheid-c/`,
    ])
  })

  it('keeps the old path of a child page when its parent is renamed, and of a page moved to another parent', async () => {
    await edit('/wp/v2/pages/2302', { slug: 'wie-zijn-wij' })
    expect(await oldLinks('/wp/v2/pages/2302')).toEqual([`${origin()}/over-ons/`])
    expect(await oldLinks('/wp/v2/pages/2303')).toEqual([`${origin()}/over-ons/team/`])
    await edit('/wp/v2/pages/2303', { parent: 0 })
    expect(await oldLinks('/wp/v2/pages/2303')).toEqual([
      `${origin()}/over-ons/team/`,
      `${origin()}/wie-zijn-wij/team/`,
    ])
  })

  it("keeps a product's old path when its partner is renamed, and marks the product modified (decision 045)", async () => {
    const modifiedBefore = field((await cms.get('/wp/v2/products/2451')).json, 'modified_gmt')
    await edit('/wp/v2/partners/2401', { slug: 'equimedica-nl' })
    const product = (await cms.get('/wp/v2/products/2451')).json
    expect(field(product, 'old_links')).toEqual([`${origin()}/partners/equimedica/wormkuur/`])
    expect(String(field(product, 'modified_gmt')) > String(modifiedBefore)).toBe(true)
  })

  it('keeps nothing for a draft (its path was never public)', async () => {
    await edit('/wp/v2/articles/1005', { slug: 'ander-concept' })
    expect(field((await cms.get('/wp/v2/articles/1005', { token })).json, 'old_links')).toEqual([])
  })
})

describe('scheduled posts', () => {
  it('stores "publish" dated a minute ahead as future, hidden from readers; the timer publishes it on time, with a build', async () => {
    const at = new Date(Date.now() + 90_000).toISOString()
    const created = await cms.send(
      'POST',
      '/wp/v2/articles',
      { title: 'Straks live', status: 'publish', date: at },
      { token },
    )
    expect(created.status).toBe(201)
    expect(field(created.json, 'status')).toBe('future')
    const id = Number(field(created.json, 'id'))
    expect(ids(await cms.get('/wp/v2/articles?per_page=100'))).not.toContain(id)
    // Its time comes (the clock moved on): the CMS's timer publishes it without any request.
    const store = cms.server.store()
    const post = store.posts.get(id)
    if (!post) throw new Error('the scheduled article is not stored')
    built.length = 0
    store.posts.set(id, {
      ...post,
      data: { ...post.data, date: '2020-01-01T09:00:00', date_gmt: '2020-01-01T08:00:00' },
    })
    await expect
      .poll(async () => ids(await cms.get('/wp/v2/articles?per_page=100')), { timeout: 5000, interval: 200 })
      .toContain(id)
    expect(built.flat()).toContain(`article ${id} future → publish`)
  })

  it('publishes "publish" or "future" dated less than a minute ahead right away, as WordPress does', async () => {
    const soon = new Date(Date.now() + 30_000).toISOString()
    const created = await cms.send(
      'POST',
      '/wp/v2/articles',
      { title: 'Bijna nu', status: 'future', date: soon },
      { token },
    )
    expect(field(created.json, 'status')).toBe('publish')
  })

  it('publishes "future" with a date already passed right away', async () => {
    const created = await cms.send(
      'POST',
      '/wp/v2/articles',
      { title: 'Te laat gepland', status: 'future', date: '2020-01-01T09:00:00' },
      { token },
    )
    expect(field(created.json, 'status')).toBe('publish')
  })

  it('publishes only what is due, leaving modified as it was', () => {
    const store = cms.server.store()
    const later = Date.parse('2100-01-01T00:00:00Z')
    store.posts.set(99001, {
      ...(store.posts.get(1003) as NonNullable<ReturnType<typeof store.posts.get>>),
      data: { id: 99001, status: 'future', date: '2099-06-01T09:00:00', modified: '2026-01-01T00:00:00' },
    })
    expect(publishDue(store, Date.parse('2099-05-01T00:00:00Z'))).toEqual([])
    expect(publishDue(store, later)).toEqual(['article 99001 future → publish', 'article 99001 changed'])
    expect(store.posts.get(99001)?.data).toMatchObject({ status: 'publish', modified: '2026-01-01T00:00:00' })
    store.posts.delete(99001)
  })
})
