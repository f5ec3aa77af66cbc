// Editing through the REST API with the editor's credentials, as WordPress answers it, and the build webhook after
// each change to published content (header, secret and payload of the companion plugin).
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, ids, list, startFixture, type Harness } from '../server/test-helpers.ts'

type Hook = { secret: string | undefined; title: string | null; body: { trigger_title: string; reasons: string[] } }
let cms: Harness
let hookServer: Server
const hooks: Hook[] = []
let token = ''
const basic = `Basic ${Buffer.from('redactie:hoefslag-dev').toString('base64')}`

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    req.on('end', () => {
      hooks.push({
        secret: req.headers['x-hoefslag-secret'] as string | undefined,
        title: new URL(req.url ?? '/', 'http://x').searchParams.get('trigger_title'),
        body: JSON.parse(text) as Hook['body'],
      })
      res.writeHead(202).end()
    })
  })
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  const address = hookServer.address()
  const port = typeof address === 'object' && address ? address.port : 0
  cms = await startFixture({ buildHook: { url: `http://127.0.0.1:${port}/api/build-hook`, secret: 's3cret' } })
  token = await cms.login()
})
afterAll(async () => {
  await cms.close()
  await new Promise((resolve) => hookServer.close(resolve))
})

/** Sends with any method and an Authorization header of our choosing. */
async function call(method: string, route: string, body?: unknown, authorization: string | null = `Bearer ${token}`) {
  const res = await fetch(cms.server.url + route, {
    method,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, json: (await res.json()) as unknown, headers: res.headers }
}

const settledHooks = async () => {
  await cms.server.buildHook.settled()
  return hooks.splice(0)
}

describe('edits through the REST API', () => {
  it('refuses edits without credentials (401 rest_cannot_*) and with a wrong application password', async () => {
    const update = await call('POST', '/wp/v2/articles/1003', { title: 'x' }, null)
    expect(update.status).toBe(401)
    expect(field(update.json, 'code')).toBe('rest_cannot_edit')
    expect(field(await call('POST', '/wp/v2/articles', { title: 'x' }, null).then((r) => r.json), 'code')).toBe(
      'rest_cannot_create',
    )
    expect(field(await call('DELETE', '/wp/v2/articles/1003', undefined, null).then((r) => r.json), 'code')).toBe(
      'rest_cannot_delete',
    )
    const wrong = await call(
      'POST',
      '/wp/v2/articles/1003',
      { title: 'x' },
      `Basic ${Buffer.from('redactie:nope').toString('base64')}`,
    )
    expect([wrong.status, field(wrong.json, 'code')]).toEqual([401, 'incorrect_password'])
    expect(field((await cms.get('/wp/v2/articles/1003')).json, 'title.rendered')).toBe('Ademhaling bij het paard')
    expect(await settledHooks()).toEqual([])
  })

  it('names the bad parameter (400 rest_invalid_param) and changes nothing', async () => {
    const bad = await call('POST', '/wp/v2/articles/1003', { title: 'Nieuw', status: 'gepubliceerd' })
    expect(bad.status).toBe(400)
    expect(field(bad.json, 'code')).toBe('rest_invalid_param')
    expect(field(bad.json, 'data.params.status')).toContain('publish')
    const term = await call('POST', '/wp/v2/articles/1003', { categories: [999] })
    expect([term.status, Object.keys(field(term.json, 'data.params') as object)]).toEqual([400, ['categories']])
    expect(field((await cms.get('/wp/v2/articles/1003')).json, 'title.rendered')).toBe('Ademhaling bij het paard')
  })

  it('updates the fields given, sets modified and modified_gmt, and calls the build webhook once', async () => {
    const before = (await cms.get('/wp/v2/articles/1003')).json
    const editedAfter = new Date(Date.now() - 1000).toISOString()
    const res = await call(
      'POST',
      '/wp/v2/articles/1003',
      { title: 'Ademhaling bij paarden', content: 'Eerste alinea.\n\nTweede alinea.' },
      basic,
    )
    expect(res.status).toBe(200)
    const after = (await cms.get('/wp/v2/articles/1003')).json
    expect(field(after, 'title.rendered')).toBe('Ademhaling bij paarden')
    expect(field(after, 'content.rendered')).toBe('<p>Eerste alinea.</p>\n\n<p>Tweede alinea.</p>\n')
    expect(field(after, 'excerpt')).toEqual(field(before, 'excerpt'))
    expect(String(field(after, 'modified_gmt')) > String(field(before, 'modified_gmt'))).toBe(true)
    expect(ids(await cms.get('/wp/v2/articles?modified_after=2030-01-01T00:00:00&_fields=id'))).toEqual([])
    expect(ids(await cms.get(`/wp/v2/articles?modified_after=${editedAfter}`))).toEqual([1003])
    const sent = await settledHooks()
    expect(sent).toEqual([
      {
        secret: 's3cret',
        title: 'WordPress: article 1003 publish → publish',
        body: {
          trigger_title: 'WordPress: article 1003 publish → publish',
          reasons: ['article 1003 publish → publish', 'article 1003 changed'],
        },
      },
    ])
  })

  it('creates a post (201, a unique slug) and lists it once published', async () => {
    const res = await call('POST', '/wp/v2/articles', {
      title: 'Ademhaling',
      status: 'publish',
      categories: [201],
      excerpt: 'Kort.',
    })
    expect(res.status).toBe(201)
    const id = Number(field(res.json, 'id'))
    expect(res.headers.get('location')).toBe(`${cms.server.url}/wp/v2/articles/${id}`)
    expect(field(res.json, 'slug')).toBe('ademhaling-2')
    expect(ids(await cms.get('/wp/v2/articles?per_page=100'))).toContain(id)
    expect((await settledHooks()).map((h) => h.body.reasons)).toEqual([
      [`article ${id} new → publish`, `article ${id} changed`],
    ])
  })

  it('keeps the slug on other edits and sanitizes a new one', async () => {
    expect(field((await call('POST', '/wp/v2/articles/1003', { excerpt: 'Kort.' })).json, 'slug')).toBe('ademhaling')
    expect(field((await call('POST', '/wp/v2/articles/1003', { slug: 'Ademhaling Bij Paarden!' })).json, 'slug')).toBe(
      'ademhaling-bij-paarden',
    )
    expect(field((await call('POST', '/wp/v2/articles/1003', { slug: 'ademhaling' })).json, 'slug')).toBe('ademhaling')
    await settledHooks()
  })

  it('unpublishes to draft: gone for anonymous readers, a build', async () => {
    const res = await call('POST', '/wp/v2/articles/1001', { status: 'draft' })
    expect(field(res.json, 'status')).toBe('draft')
    expect((await cms.get('/wp/v2/articles/1001')).status).toBe(401)
    expect(ids(await cms.get('/wp/v2/articles?per_page=100'))).not.toContain(1001)
    expect((await settledHooks()).map((h) => h.body.reasons[0])).toEqual(['article 1001 publish → draft'])
  })

  it('edits a draft without a build', async () => {
    expect((await call('POST', '/wp/v2/articles/1005', { title: 'Nog een concept' })).status).toBe(200)
    expect(await settledHooks()).toEqual([])
  })

  it('trashes, then deletes with force=true', async () => {
    const trashed = await call('DELETE', '/wp/v2/posts/2001')
    expect([trashed.status, field(trashed.json, 'status')]).toEqual([200, 'trash'])
    expect(field((await call('DELETE', '/wp/v2/posts/2001')).json, 'code')).toBe('rest_already_trashed')
    const deleted = await call('DELETE', '/wp/v2/posts/2001?force=true')
    expect([deleted.status, field(deleted.json, 'deleted'), field(deleted.json, 'previous.id')]).toEqual([
      200,
      true,
      2001,
    ])
    expect((await call('GET', '/wp/v2/posts/2001')).status).toBe(404)
    expect((await settledHooks()).length).toBe(2)
  })

  it('edits, adds and deletes menu items; every location of the menu shows it', async () => {
    expect((await call('GET', '/wp/v2/menu-items?menus=1', undefined, null)).status).toBe(401)
    const renamed = await call('POST', '/wp/v2/menu-items/12', { title: 'Actueel' })
    expect([renamed.status, field(renamed.json, 'title.rendered'), field(renamed.json, 'menus')]).toEqual([
      200,
      'Actueel',
      1,
    ])
    const added = await call('POST', '/wp/v2/menu-items', { title: 'Agenda', url: '/agenda/', menus: 1, menu_order: 1 })
    expect(added.status).toBe(201)
    const locations = (await cms.get('/menus/v1/locations')).json
    for (const location of ['main', 'mobile']) {
      expect(list(field(locations, `${location}.items`)).map((i) => i.title)).toEqual([
        'Agenda',
        'Kennisbank',
        'Actueel',
      ])
    }
    expect(field((await call('DELETE', `/wp/v2/menu-items/${String(field(added.json, 'id'))}`)).json, 'code')).toBe(
      'rest_trash_not_supported',
    )
    expect((await call('DELETE', `/wp/v2/menu-items/${String(field(added.json, 'id'))}?force=true`)).status).toBe(200)
    expect(list(field((await cms.get('/menus/v1/locations/main')).json, 'items')).map((i) => i.title)).toEqual([
      'Kennisbank',
      'Actueel',
    ])
    const bad = await call('POST', '/wp/v2/menu-items', { title: 'x', url: '/x/' })
    expect([bad.status, field(bad.json, 'code'), Object.keys(field(bad.json, 'data.params') as object)]).toEqual([
      400,
      'rest_invalid_param',
      ['menus'],
    ])
    expect((await settledHooks()).map((h) => h.body.reasons)).toEqual([
      ['wp_update_nav_menu'],
      ['wp_update_nav_menu'],
      ['wp_update_nav_menu'],
    ])
  })
})
