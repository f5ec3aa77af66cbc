// A preview of an item the editor may not edit: the CMS knows the editor but withholds the item (a 403
// `rest_forbidden` from an older plugin or another WordPress route, a 404 from ours). The editor keeps their session and
// gets the not-found page, exactly as for an id that does not exist; only a refusal of the token itself (a `jwt_auth_*`
// code, or a 401) logs them out and sends them to log in.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import preview from '../editor-preview.ts'
import { loadedForTest } from '../_runtime/loaded-for-test.ts'

/** The CMS's refusals, by the token the request carries. */
const REFUSALS: Record<string, { status: number; code: string }> = {
  'contributor.token': { status: 403, code: 'rest_forbidden' },
  'expired.token': { status: 403, code: 'jwt_auth_invalid_token' },
  'unknown-user.token': { status: 401, code: 'rest_forbidden' },
}

let cms: Server
beforeAll(async () => {
  cms = createServer((req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '')
    const refusal = REFUSALS[token] ?? { status: 404, code: 'rest_post_invalid_id' }
    res.writeHead(refusal.status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ code: refusal.code, message: 'Sorry.', data: { status: refusal.status } }))
  })
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  process.env.CMS_API_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}/wp-json`
  resetRuntimeEnv()
})
afterAll(async () => {
  await new Promise((resolve) => cms.close(resolve))
  delete process.env.CMS_API_URL
  resetRuntimeEnv()
})

const fn = loadedForTest('editor-preview', preview)

const open = (token: string) =>
  invokeFunction(
    { fn, params: { 0: '' } },
    new Request('http://localhost:8888/api/editor/preview/?p=1005', {
      headers: { Cookie: `hoefslag_token=${token}; hoefslag_session=1` },
    }),
    { ip: '127.0.0.1', log: () => undefined },
  )

const clearedCookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split('=')[0])

describe('a preview the CMS withholds', () => {
  it('keeps the session of an editor who may not edit the item, and says it is not found (404)', async () => {
    const res = await open('contributor.token')
    expect(res.status).toBe(404)
    expect(clearedCookies(res)).toEqual([])
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain('Concept niet gevonden')
  })

  it('answers it exactly as an id that does not exist', async () => {
    const withheld = await (await open('contributor.token')).text()
    const missing = await (await open('editor.token')).text()
    expect(withheld).toBe(missing)
  })

  it('still logs out an editor whose token the CMS refuses (a jwt_auth code, or a 401)', async () => {
    for (const token of ['expired.token', 'unknown-user.token']) {
      const res = await open(token)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/login/?redirectTo=%2F%3Fp%3D1005')
      expect(clearedCookies(res)).toEqual(['hoefslag_token', 'hoefslag_session'])
    }
  })
})
