// The local CMS's autosaves, as WordPress makes them: beside a published item (which stays as it is, and no build is
// asked for), in place for a draft of the same author, one per editor, with the field data answered like the item's.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFixture, type Harness } from '../server/test-helpers.ts'

let cms: Harness
let hookServer: Server
let hooks = 0
let token = ''

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    hooks++
    req.resume()
    res.writeHead(202).end()
  })
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  const address = hookServer.address()
  const port = typeof address === 'object' && address ? address.port : 0
  cms = await startFixture({ buildHook: { url: `http://127.0.0.1:${port}/api/build-hook`, secret: 's' } })
  token = await cms.login()
})
afterAll(async () => {
  await cms.close()
  await new Promise((resolve) => hookServer.close(resolve))
})

async function call(method: string, route: string, body?: unknown) {
  const res = await fetch(cms.server.url + route, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

it('autosaves a published item beside it: the item, its list and the build hook are untouched', async () => {
  const list = (await (await fetch(`${cms.server.url}/wp/v2/articles?per_page=1`)).json()) as { id: number }[]
  const id = list[0]?.id ?? 0
  const before = await call('GET', `/wp/v2/articles/${id}`)
  const saved = await call('POST', `/wp/v2/articles/${id}/autosaves`, {
    title: 'Autosave',
    extra_fields: { reading_time: 99 },
  })
  expect(saved.status).toBe(200)
  expect(saved.json).toMatchObject({ parent: id, title: { rendered: 'Autosave' }, extra_fields: { reading_time: 99 } })
  expect(saved.json.id).not.toBe(id)
  const again = await call('POST', `/wp/v2/articles/${id}/autosaves`, { title: 'Autosave 2' })
  expect(again.json).toMatchObject({ id: saved.json.id, title: { rendered: 'Autosave 2' } })
  // Fields not sent this time are the previous autosave's.
  expect(again.json).toMatchObject({ extra_fields: { reading_time: 99 } })
  expect((await call('GET', `/wp/v2/articles/${id}`)).json).toEqual(before.json)
  await cms.server.buildHook.settled()
  expect(hooks).toBe(0)
})

it('autosaves a draft of the same author in place, as WordPress does, and lists no autosave for it', async () => {
  const draft = await call('POST', '/wp/v2/articles', { title: 'Concept', status: 'draft' })
  const id = Number(draft.json.id)
  const saved = await call('POST', `/wp/v2/articles/${id}/autosaves`, { title: 'Concept, bijgewerkt' })
  expect(saved.json).toMatchObject({ id, status: 'draft', title: { rendered: 'Concept, bijgewerkt' } })
  expect((await call('GET', `/wp/v2/articles/${id}/autosaves`)).json).toEqual([])
})
