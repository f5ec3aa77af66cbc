// POST /api/login and /api/logout against a real local CMS (its JWT plugin stand-in), through the local runtime's
// invokeFunction: cookies, the form and JSON answers, the CMS's refusals, same-origin, and redirectTo.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { FIXTURE_CONTENT, FIXTURE_MEDIA } from '#devcms/server/test-helpers.ts'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import type { LoadedFunction } from '../_runtime/load.ts'
import login from '../login.ts'
import logout from '../logout.ts'
import { leavesSite, OPEN_REDIRECTS } from './open-redirects.ts'

let cms: CmsServer
let tokenless: Server
let tokenlessUrl = ''
const SITE = 'http://localhost:8888'

beforeAll(async () => {
  cms = await createCmsServer({ contentDir: FIXTURE_CONTENT, mediaDir: FIXTURE_MEDIA, port: 0, gzip: false })
  // A CMS that says 200 but sends no token (spec §5: that is a failed login).
  tokenless = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"user_email":"x@y.z"}'),
  )
  await new Promise<void>((resolve) => tokenless.listen(0, '127.0.0.1', resolve))
  const address = tokenless.address()
  tokenlessUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wp-json`
})
afterAll(async () => {
  await cms.close()
  await new Promise((resolve) => tokenless.close(resolve))
  delete process.env.CMS_API_URL
  resetRuntimeEnv()
})

const fn = (handler: LoadedFunction['handler'], name: string): LoadedFunction => ({
  name,
  file: `${name}.ts`,
  handler,
  paths: [],
  excluded: [],
  preferStatic: false,
})

async function call(
  handler: LoadedFunction['handler'],
  path: string,
  init: {
    body?: string
    type?: string
    headers?: Record<string, string>
    method?: string
    cmsApiUrl?: string
    site?: string
  } = {},
) {
  process.env.CMS_API_URL = init.cmsApiUrl ?? cms.url
  resetRuntimeEnv()
  const site = init.site ?? SITE
  const request = new Request(`${site}${path}`, {
    method: init.method ?? 'POST',
    headers: { ...(init.type ? { 'Content-Type': init.type } : {}), Origin: site, ...init.headers },
    ...(init.body !== undefined ? { body: init.body } : {}),
  })
  return invokeFunction({ fn: fn(handler, 'login'), params: {} }, request, { ip: '127.0.0.1', log: () => undefined })
}

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: 'application/x-www-form-urlencoded',
})
const json = (fields: Record<string, unknown>) => ({ body: JSON.stringify(fields), type: 'application/json' })
const GOOD = { username: 'redactie', password: 'hoefslag-dev' }

describe('POST /api/login', () => {
  it('logs in from the plain form: 303 to redirectTo, the token HttpOnly, a readable marker, both with the token lifetime', async () => {
    const res = await call(login, '/api/login', form({ ...GOOD, redirectTo: '/kennisbank/koliek/' }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/kennisbank/koliek/')
    const cookies = res.headers.getSetCookie()
    const token = cookies.find((c) => c.startsWith('hoefslag_token='))
    const marker = cookies.find((c) => c.startsWith('hoefslag_session='))
    expect(token).toMatch(/; HttpOnly/)
    expect(token).toMatch(/SameSite=Lax/)
    expect(token).not.toMatch(/Secure/) // http://localhost only
    // A working day, so a stolen cookie is worth hours, not days.
    const maxAge = Number(/Max-Age=(\d+)/.exec(token ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(8 * 3600 - 60)
    expect(maxAge).toBeLessThanOrEqual(8 * 3600)
    expect(marker).toMatch(/^hoefslag_session=1;/)
    expect(marker).not.toMatch(/HttpOnly/)
  })

  it('sets Secure cookies on any other origin', async () => {
    const res = await call(login, '/api/login', { ...json(GOOD), site: 'https://hoefslag.nl' })
    expect(res.status).toBe(200)
    for (const cookie of res.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/)
  })

  it('answers the hydrated form with JSON, and the refusal in Dutch', async () => {
    const ok = await call(login, '/api/login', json({ ...GOOD, redirectTo: '/?p=1019' }))
    expect(await ok.json()).toMatchObject({ redirectTo: '/?p=1019' })
    const wrong = await call(login, '/api/login', json({ ...GOOD, password: 'fout' }))
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({
      error: 'credentials',
      message: 'De gebruikersnaam of het wachtwoord is onjuist.',
    })
    expect(wrong.headers.getSetCookie()).toEqual([])
  })

  it('sends the plain form back to the login page with the reason and redirectTo', async () => {
    const res = await call(login, '/api/login', form({ ...GOOD, password: 'fout', redirectTo: '/academy/' }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login/?error=credentials&redirectTo=%2Facademy%2F')
    const empty = await call(login, '/api/login', form({ username: '', password: '' }))
    expect(empty.headers.get('location')).toBe('/login/?error=missing')
  })

  it("takes redirectTo from the login page's URL when the form (prerendered, not yet hydrated) sends /", async () => {
    const referer = { Referer: `${SITE}/login/?redirectTo=%2F%3Fp%3D1019` }
    const res = await call(login, '/api/login', { ...form({ ...GOOD, redirectTo: '/' }), headers: referer })
    expect(res.headers.get('location')).toBe('/?p=1019')
    const evil = await call(login, '/api/login', {
      ...form({ ...GOOD, redirectTo: '/' }),
      headers: { Referer: `${SITE}/login/?redirectTo=%2F%2Fevil.example` },
    })
    expect(evil.headers.get('location')).toBe('/')
    const elsewhere = await call(login, '/api/login', {
      ...form({ ...GOOD, redirectTo: '/' }),
      headers: { Referer: 'https://evil.example/login/?redirectTo=%2Fx%2F' },
    })
    expect(elsewhere.headers.get('location')).toBe('/')
  })

  it('names the missing field in JSON (400)', async () => {
    const res = await call(login, '/api/login', json({ username: 'redactie' }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'missing', parameter: 'password' })
  })

  it('treats a CMS answer without a token as a failed login (spec §5) and an unreachable CMS as 502', async () => {
    const res = await call(login, '/api/login', { ...json(GOOD), cmsApiUrl: tokenlessUrl })
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: 'no_token' })
    expect(res.headers.getSetCookie()).toEqual([])
    const down = await call(login, '/api/login', { ...json(GOOD), cmsApiUrl: 'http://127.0.0.1:9/wp-json' })
    expect(down.status).toBe(502)
    expect(await down.json()).toMatchObject({ error: 'cms_unreachable' })
  })

  it('refuses cross-site requests, other methods and other bodies', async () => {
    expect(
      (await call(login, '/api/login', { ...json(GOOD), headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(403)
    expect(
      (await call(login, '/api/login', { ...json(GOOD), headers: { 'Sec-Fetch-Site': 'cross-site' } })).status,
    ).toBe(403)
    expect((await call(login, '/api/login', { method: 'GET' })).status).toBe(405)
    expect((await call(login, '/api/login', { body: 'x', type: 'text/plain' })).status).toBe(415)
  })

  it('never redirects off the site: every open-redirect attempt lands on /', async () => {
    for (const redirectTo of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/\r\nLocation: https://evil.example',
    ]) {
      const res = await call(login, '/api/login', form({ ...GOOD, redirectTo }))
      expect(res.headers.get('location'), redirectTo).toBe('/')
    }
  })
})

describe('open redirects after login: no hostile redirectTo value sends the browser off the site', () => {
  it(`keeps every one of ${OPEN_REDIRECTS.length} values on the site, from the form, from JSON and from the Referer`, async () => {
    expect(OPEN_REDIRECTS.length).toBeGreaterThanOrEqual(50)
    for (const redirectTo of OPEN_REDIRECTS) {
      const name = JSON.stringify(redirectTo)
      const fromForm = await call(login, '/api/login', form({ ...GOOD, redirectTo }))
      expect(fromForm.status, name).toBe(303)
      expect(leavesSite(fromForm.headers.get('location')), `form ${name} → ${fromForm.headers.get('location')}`).toBe(
        false,
      )
      const fromJson = await call(login, '/api/login', json({ ...GOOD, redirectTo }))
      const answer = (await fromJson.json()) as { redirectTo?: string }
      expect(leavesSite(answer.redirectTo ?? null), `json ${name} → ${answer.redirectTo}`).toBe(false)
      const referer = `${SITE}/login/?${new URLSearchParams({ redirectTo })}`
      const fromReferer = await call(login, '/api/login', {
        ...form({ ...GOOD, redirectTo: '/' }),
        headers: { Referer: referer },
      })
      const location = fromReferer.headers.get('location')
      expect(leavesSite(location), `referer ${name} → ${location}`).toBe(false)
      // A refused login goes back to the login page: its redirectTo is the checked one too.
      const refused = await call(login, '/api/login', form({ ...GOOD, password: 'fout', redirectTo }))
      const back = new URL(refused.headers.get('location') ?? '/', SITE).searchParams.get('redirectTo')
      expect(leavesSite(back), `refused ${name} → ${back}`).toBe(false)
    }
  })
})

describe('POST /api/logout', () => {
  it('clears both cookies and goes home', async () => {
    const res = await call(logout, '/api/logout', { headers: { Cookie: 'hoefslag_token=abc; hoefslag_session=1' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/')
    const cookies = res.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies) expect(cookie).toMatch(/=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/)
  })

  it('revokes the token at the CMS: a replayed copy of the cookie no longer works', async () => {
    const tokenOf = (res: Response) => /hoefslag_token=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? ''
    const token = tokenOf(await call(login, '/api/login', json(GOOD)))
    // The same editor in another browser: logging out here must not end that session (as WordPress' logout).
    const other = tokenOf(await call(login, '/api/login', json(GOOD)))
    const validateToken = (t: string) =>
      fetch(`${cms.url}/jwt-auth/v1/token/validate`, { method: 'POST', headers: { Authorization: `Bearer ${t}` } })
    const validate = () => validateToken(token)
    expect((await validate()).status).toBe(200)
    const out = await call(logout, '/api/logout', {
      headers: { Cookie: `hoefslag_token=${token}; hoefslag_session=1` },
    })
    expect(out.status).toBe(303)
    const replay = await validate()
    expect(replay.status).toBe(403)
    expect(await replay.json()).toMatchObject({ code: 'jwt_auth_invalid_token', message: 'Token revoked' })
    expect((await validateToken(other)).status).toBe(200)
    // A new login works again.
    expect((await call(login, '/api/login', json(GOOD))).status).toBe(200)
  })

  it('refuses another site and GET', async () => {
    expect((await call(logout, '/api/logout', { headers: { Origin: 'https://evil.example' } })).status).toBe(403)
    expect((await call(logout, '/api/logout', { method: 'GET' })).status).toBe(405)
  })
})
