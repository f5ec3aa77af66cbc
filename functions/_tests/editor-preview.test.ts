// The preview function's answers that need no render: logged out → login with the full path as redirectTo, a bad id
// → 400 naming the parameter, a token the CMS refuses → logged out and back to the login page, no draft → 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { FIXTURE_CONTENT, FIXTURE_MEDIA } from '#devcms/server/test-helpers.ts'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import preview from '../editor-preview.ts'
import { loadedForTest } from '../_runtime/loaded-for-test.ts'

let cms: CmsServer
beforeAll(async () => {
  cms = await createCmsServer({ contentDir: FIXTURE_CONTENT, mediaDir: FIXTURE_MEDIA, port: 0, gzip: false })
  process.env.CMS_API_URL = cms.url
  resetRuntimeEnv()
})
afterAll(async () => {
  await cms.close()
  delete process.env.CMS_API_URL
  resetRuntimeEnv()
})

const fn = loadedForTest('editor-preview', preview)

/** As the rewrite `/*  p=:id  /api/editor/preview/:splat?p=:id  200!` hands it over. */
function open(splat: string, query: string, cookie?: string) {
  const request = new Request(`http://localhost:8888/api/editor/preview/${splat}?${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  })
  return invokeFunction({ fn, params: { 0: splat } }, request, { ip: '127.0.0.1', log: () => undefined })
}

describe('GET /api/editor/preview/*', () => {
  it('sends a logged-out editor to the login page with the preview link as redirectTo (spec §6)', async () => {
    const res = await open('', 'p=1005')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login/?redirectTo=%2F%3Fp%3D1005')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const page = await open('over-ons/', 'page_id=2301')
    expect(page.headers.get('location')).toBe('/login/?redirectTo=%2Fover-ons%2F%3Fpage_id%3D2301')
  })

  it('answers 400 naming the parameter for an id that is no id', async () => {
    const res = await open('', 'p=abc')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('De parameter p moet het id van een bericht zijn')
  })

  it('logs out an editor whose token the CMS refuses, and sends them to log in again', async () => {
    const res = await open('', 'p=1005', 'hoefslag_token=not.a.token; hoefslag_session=1')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login/?redirectTo=%2F%3Fp%3D1005')
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['hoefslag_token', 'hoefslag_session'])
  })

  it('says so when the CMS has no draft with that id', async () => {
    const login = await fetch(`${cms.url}/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'redactie', password: 'hoefslag-dev' }),
    })
    const { token } = z.object({ token: z.string() }).parse(await login.json())
    const res = await open('', 'p=999999', `hoefslag_token=${token}`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Concept niet gevonden')
  })
})
