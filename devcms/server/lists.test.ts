// WordPress list semantics over the fixture content: paging, per_page bounds, filters, ordering, _fields, terms, users, media.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, ids, list, startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
beforeAll(async () => {
  cms = await startFixture()
})
afterAll(() => cms.close())

describe('post collections', () => {
  it('lists published items newest first with paging headers', async () => {
    const all = await cms.get('/wp/v2/articles')
    expect(all.status).toBe(200)
    expect(ids(all)).toEqual([1001, 1002, 1003])
    const first = await cms.get('/wp/v2/articles?per_page=2')
    expect(first.headers.get('x-wp-total')).toBe('3')
    expect(first.headers.get('x-wp-totalpages')).toBe('2')
    expect(first.headers.get('link')).toContain('rel="next"')
    expect(ids(await cms.get('/wp/v2/articles?per_page=2&page=2'))).toEqual([1003])
  })

  it('answers a page past the last with rest_post_invalid_page_number', async () => {
    const res = await cms.get('/wp/v2/articles?per_page=2&page=3')
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ code: 'rest_post_invalid_page_number', data: { status: 400 } })
  })

  it('refuses per_page above 100 or below 1 like WordPress', async () => {
    for (const perPage of [101, 0]) {
      const res = await cms.get(`/wp/v2/posts?per_page=${perPage}`)
      expect(res.status).toBe(400)
      expect(res.json).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { per_page: expect.stringContaining('between 1') } },
      })
    }
    expect((await cms.get('/wp/v2/posts?per_page=100')).status).toBe(200)
  })

  it('filters by slug as a string, a comma list or slug[]', async () => {
    expect(ids(await cms.get('/wp/v2/articles?slug=koliek-herkennen'))).toEqual([1001])
    expect(ids(await cms.get('/wp/v2/articles?slug=koliek-herkennen,ademhaling'))).toEqual([1001, 1003])
    expect(ids(await cms.get('/wp/v2/articles?slug[]=ademhaling&slug[]=hoefbevangenheid'))).toEqual([1002, 1003])
    expect(ids(await cms.get('/wp/v2/articles?slug=bestaat-niet'))).toEqual([])
  })

  it('orders by title, id and include, and rejects an unknown orderby', async () => {
    expect(ids(await cms.get('/wp/v2/articles?orderby=title&order=asc'))).toEqual([1003, 1002, 1001])
    expect(ids(await cms.get('/wp/v2/articles?orderby=id&order=asc'))).toEqual([1001, 1002, 1003])
    expect(ids(await cms.get('/wp/v2/articles?orderby=modified'))).toEqual([1001, 1002, 1003])
    expect(ids(await cms.get('/wp/v2/articles?include[]=1003&include[]=1001&orderby=include'))).toEqual([1003, 1001])
    const bad = await cms.get('/wp/v2/articles?orderby=popularity')
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ code: 'rest_invalid_param' })
    expect((await cms.get('/wp/v2/articles?order=sideways')).status).toBe(400)
  })

  it('filters by modified_after in local time or with an offset', async () => {
    expect(ids(await cms.get('/wp/v2/articles?modified_after=2026-03-01T00:00:00'))).toEqual([1001])
    expect(ids(await cms.get('/wp/v2/articles?modified_after=2026-05-01T09:59:00Z'))).toEqual([1001])
    expect(ids(await cms.get('/wp/v2/articles?modified_after=2026-05-01T10:00:01Z'))).toEqual([])
    expect((await cms.get('/wp/v2/articles?modified_after=gisteren')).status).toBe(400)
  })

  it('searches title, excerpt and content; filters by taxonomy, include and exclude', async () => {
    expect(ids(await cms.get('/wp/v2/articles?search=hoefbevangen'))).toEqual([1002])
    expect(ids(await cms.get('/wp/v2/articles?search=buikpijn'))).toEqual([1001])
    expect(ids(await cms.get('/wp/v2/articles?knowledge-base-categories=402'))).toEqual([1002])
    expect(ids(await cms.get('/wp/v2/articles?categories=201'))).toEqual([1001, 1003])
    expect(ids(await cms.get('/wp/v2/articles?categories_exclude=201'))).toEqual([1002])
    expect(ids(await cms.get('/wp/v2/posts?categories[]=201&tags=301'))).toEqual([])
    expect(ids(await cms.get('/wp/v2/articles?exclude=1001,1002'))).toEqual([1003])
    expect(ids(await cms.get('/wp/v2/pages?parent=2302'))).toEqual([2303])
  })

  it('keeps only the asked _fields', async () => {
    const res = await cms.get('/wp/v2/articles?_fields=id,title.rendered&per_page=1')
    expect(res.json).toEqual([{ id: 1001, title: { rendered: 'Koliek herkennen' } }])
  })

  it('serves single items, 404 for the wrong type or unknown id, and unknown routes as rest_no_route', async () => {
    expect(field((await cms.get('/wp/v2/articles/1001')).json, 'slug')).toBe('koliek-herkennen')
    expect((await cms.get('/wp/v2/articles/2001')).json).toMatchObject({
      code: 'rest_post_invalid_id',
      data: { status: 404 },
    })
    expect((await cms.get('/wp/v2/articles/9999')).status).toBe(404)
    const none = await cms.get('/wp/v2/horses')
    expect(none.status).toBe(404)
    expect(none.json).toMatchObject({ code: 'rest_no_route' })
  })
})

describe('terms, users and media', () => {
  it('orders terms by name, counts published posts and hides empty terms', async () => {
    const cats = list((await cms.get('/wp/v2/categories')).json)
    expect(cats.map((c) => c.slug)).toEqual(['gezondheid', 'verzorging', 'voeding'])
    expect(cats.find((c) => c.id === 201)?.count).toBe(4)
    expect(cats.find((c) => c.id === 201)?.link).toMatch(/\/categorie\/gezondheid\/$/)
    expect(ids(await cms.get('/wp/v2/content-types'))).toEqual([451, 452])
    expect(ids(await cms.get('/wp/v2/content-types?hide_empty=true'))).toEqual([451])
    expect(ids(await cms.get('/wp/v2/content-types?hide-empty=true'))).toEqual([451])
    expect(ids(await cms.get('/wp/v2/categories?orderby=count&order=desc'))).toEqual([201, 203, 202])
    expect(ids(await cms.get('/wp/v2/categories?orderby=count&order=asc'))).toEqual([202, 203, 201])
    expect(ids(await cms.get('/wp/v2/tags?slug=koliek'))).toEqual([301])
    expect(ids(await cms.get('/wp/v2/tags?post=1002'))).toEqual([302])
  })

  it('answers terms past the last page with an empty list, and refuses per_page > 100', async () => {
    const res = await cms.get('/wp/v2/categories?per_page=2&page=5')
    expect(res.status).toBe(200)
    expect(res.json).toEqual([])
    expect(res.headers.get('x-wp-totalpages')).toBe('2')
    expect((await cms.get('/wp/v2/categories?per_page=101')).status).toBe(400)
  })

  it('shows anonymous visitors only users with published content', async () => {
    expect(ids(await cms.get('/wp/v2/users'))).toEqual([2, 3, 1])
    expect(ids(await cms.get('/wp/v2/authors?slug=anouk-de-vries'))).toEqual([2])
    expect((await cms.get('/wp/v2/users/1')).status).toBe(200)
    expect(ids(await cms.get('/wp/v2/users?search=jeroen'))).toEqual([3])
    expect((await cms.get('/wp/v2/users/4')).json).toMatchObject({
      code: 'rest_user_cannot_view',
      data: { status: 401 },
    })
    const token = await cms.login()
    expect(ids(await cms.get('/wp/v2/users', { token }))).toEqual([2, 3, 1, 4])
  })

  it('lists media from the manifest with sizes on the CMS origin', async () => {
    expect(ids(await cms.get('/wp/v2/media'))).toEqual([102, 101])
    const media = (await cms.get('/wp/v2/media/101')).json
    expect(field(media, 'source_url')).toBe(`${cms.server.origin}/wp-content/uploads/2026/05/paard.png`)
    expect(field(media, 'media_details.sizes.small.source_url')).toBe(
      `${cms.server.origin}/wp-content/uploads/2026/05/paard-4x3.png`,
    )
    expect((await cms.get('/wp/v2/media/999')).status).toBe(404)
  })

  it('filters media by modified_after and answers _fields=id,modified, as for any post type (incremental fetch)', async () => {
    expect(ids(await cms.get('/wp/v2/media?modified_after=2025-12-31T23:00:00'))).toEqual([102, 101])
    expect(ids(await cms.get('/wp/v2/media?modified_after=2026-01-01T00:00:00'))).toEqual([])
    expect((await cms.get('/wp/v2/media?modified_after=gisteren')).status).toBe(400)
    expect((await cms.get('/wp/v2/media?_fields=id,modified')).json).toEqual([
      { id: 102, modified: '2026-01-01T00:00:00' },
      { id: 101, modified: '2026-01-01T00:00:00' },
    ])
  })

  it("answers a post type's id list with _fields=id,modified only", async () => {
    const list = (await cms.get('/wp/v2/articles?_fields=id,modified')).json
    expect(list).toEqual([
      { id: 1001, modified: expect.any(String) },
      { id: 1002, modified: expect.any(String) },
      { id: 1003, modified: expect.any(String) },
    ])
  })
})

describe('authors', () => {
  it('lists as authors only users credited on editorial content, never the editor account', async () => {
    const token = await cms.login()
    expect(ids(await cms.get('/wp/v2/authors'))).toEqual([2, 3])
    expect(ids(await cms.get('/wp/v2/authors', { token }))).toEqual([2, 3])
    expect((await cms.get('/wp/v2/authors/1', { token })).status).toBe(401)
    expect(field((await cms.get('/wp/v2/authors/2')).json, 'slug')).toBe('anouk-de-vries')
  })
})
