// The general settings changed through the REST API (what the search insights' "add a synonym" and "pin a page" do on
// the local CMS): the keys sent replace the stored ones, the result is checked, and the change is served at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixture, type Harness } from '../server/test-helpers.ts'

let cms: Harness
let token = ''
beforeAll(async () => {
  cms = await startFixture()
  token = await cms.login()
})
afterAll(() => cms.close())

const post = (body: unknown, authorization: string | null = `Bearer ${token}`) =>
  fetch(`${cms.server.url}/wp/v2/general-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  })

describe('POST /wp/v2/general-settings on the local CMS', () => {
  it('replaces search_settings and keeps the rest; the next GET serves it', async () => {
    const before = (await (await fetch(`${cms.server.url}/wp/v2/general-settings`)).json()) as Record<string, unknown>
    const search = before.search_settings as Record<string, unknown>
    const next = { ...search, synonyms: [{ words: 'koliek, buikpijn' }], curations: [{ query: 'koliek', post: 1001 }] }
    const answer = await post({ search_settings: next })
    expect(answer.status).toBe(200)
    const after = (await (await fetch(`${cms.server.url}/wp/v2/general-settings`)).json()) as Record<string, unknown>
    expect(after.search_settings).toMatchObject({ curations: [{ query: 'koliek', post: 1001 }] })
    expect(after.footer).toEqual(before.footer)
  })

  it('refuses a visitor and settings that are no settings, naming what is wrong', async () => {
    expect((await post({ search_settings: {} }, null)).status).toBe(401)
    const bad = await post({ search_settings: { search_explainer: {}, curations: [{ query: 'x', post: 'vier' }] } })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toContain('search_settings.curations.0.post')
  })
})
