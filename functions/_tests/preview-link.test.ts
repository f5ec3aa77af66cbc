// The shareable preview link's answers: a good link → the token in an HttpOnly cookie for that one item and on to the
// preview; malformed, tampered, revoked → a Dutch page, no cookie; the token never reaches a log line.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { FIXTURE_CONTENT, FIXTURE_MEDIA } from '#devcms/server/test-helpers.ts'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import previewLink from '../preview-link.ts'
import { loadedForTest } from '../_runtime/loaded-for-test.ts'

let cms: CmsServer
let token: string
beforeAll(async () => {
  cms = await createCmsServer({ contentDir: FIXTURE_CONTENT, mediaDir: FIXTURE_MEDIA, port: 0, gzip: false })
  process.env.CMS_API_URL = cms.url
  resetRuntimeEnv()
  const login = await fetch(`${cms.url}/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'redactie', password: 'hoefslag-dev' }),
  })
  token = z.object({ token: z.string() }).parse(await login.json()).token
})
afterAll(async () => {
  await cms.close()
  delete process.env.CMS_API_URL
  resetRuntimeEnv()
})

const fn = loadedForTest('preview-link', previewLink)

const open = (shareToken: string) =>
  invokeFunction({ fn, params: {} }, new Request(`http://localhost:8888/api/voorbeeld/${shareToken}`), {
    ip: '127.0.0.1',
    log: () => undefined,
  })

async function makeLink(post: number): Promise<{ key: string; token: string }> {
  const res = await fetch(`${cms.url}/hoefslag/v1/share-links`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ post }),
  })
  expect(res.status).toBe(201)
  const link = z.object({ key: z.string(), url: z.string() }).parse(await res.json())
  return { key: link.key, token: link.url.split('/').at(-1) ?? '' }
}

describe('GET /api/voorbeeld/{token}', () => {
  it('keeps a good token in an HttpOnly cookie for that item and goes on to its preview', async () => {
    const draft = (
      (await await fetch(`${cms.url}/wp/v2/posts?status=draft&per_page=1`, {
        headers: { Authorization: `Bearer ${token}` },
      }).then((r) => r.json())) as { id: number }[]
    )[0]
    if (!draft) throw new Error('the fixture has no draft news post')
    const link = await makeLink(draft.id)
    const res = await open(link.token)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/?preview_id=${draft.id}`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const cookie = res.headers.getSetCookie()[0] ?? ''
    expect(cookie).toMatch(new RegExp(`^hoefslag_share_${draft.id}=`))
    expect(cookie).toContain('HttpOnly')
    // 48 hours, the default lifetime of a link.
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(48 * 3600 - 10)
  })

  it('refuses a malformed, a tampered and a revoked link in Dutch, sets no cookie and logs no token', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const link = await makeLink(1005)
    const malformed = await open('1005.abc')
    expect(malformed.status).toBe(400)
    expect(await malformed.text()).toContain('Deze voorbeeldlink is ongeldig')
    const tampered = await open(link.token.replace(/^1005\./, '1006.'))
    expect(tampered.status).toBe(403)
    expect(await tampered.text()).toContain('Deze voorbeeldlink is ongeldig')
    expect(tampered.headers.getSetCookie()).toEqual([])
    await fetch(`${cms.url}/hoefslag/v1/share-links/${link.key}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    })
    const revoked = await open(link.token)
    expect(revoked.status).toBe(410)
    expect(await revoked.text()).toContain('Deze voorbeeldlink is ingetrokken')
    const printed = [...errors.mock.calls, ...logs.mock.calls].flat().map(String).join('\n')
    expect(printed).not.toContain(link.key)
    errors.mockRestore()
    logs.mockRestore()
  })
})
