// GET /api/editor/page/* hardened: no redirect off the site, no 5xx on control
// characters or prototype-named query keys (through a raw socket, as a hostile client sends them), the site's security
// headers on every answer, and nothing rendered nor asked of the CMS for a session that cannot be valid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '#server/test-fixtures/raw-http.ts'
import { renderableSearch } from '../_lib/asked-path.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import editorPage from '../editor-page.ts'
import { NOT_FOUND_HTML, SITE_CSP, startEditorFixture, type EditorFixture } from './editor-fixture.ts'
import { leavesSite, OPEN_REDIRECTS } from './open-redirects.ts'
import { loadedForTest } from '../_runtime/loaded-for-test.ts'

let fixture: EditorFixture
let token = ''
beforeAll(async () => {
  fixture = await startEditorFixture({ server: true })
  token = await fixture.token()
})
afterAll(() => fixture?.close())

const fn = loadedForTest('editor-page', editorPage)
const SITE = 'http://localhost:8888'
const logged: string[] = []

/** A path as a browser would send it: control characters and spaces percent-encoded, the rest as written. */
const asSent = (value: string) =>
  [...(value.startsWith('/') ? value : `/${value}`)]
    .map((c) => (c.charCodeAt(0) <= 0x20 || c === '\u007f' || c === '\u3000' ? encodeURIComponent(c) : c))
    .join('')

function open(path: string, cookie?: string) {
  const request = new Request(`${SITE}/api/editor/page${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  return invokeFunction({ fn, params: {} }, request, { ip: '127.0.0.1', log: (m) => logged.push(m) })
}

/** A well-formed, unexpired JWT the CMS never issued. */
const madeUp = () => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${part({ typ: 'JWT', alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600, data: { user: { id: '1' } } })}.${'A'.repeat(43)}`
}

describe('the editor page function never redirects off the site', () => {
  it(`keeps all ${OPEN_REDIRECTS.length} hostile paths on the site, logged in or not`, async () => {
    for (const value of OPEN_REDIRECTS) {
      for (const cookie of [undefined, `hoefslag_token=${token}`, `hoefslag_token=${madeUp()}`]) {
        const res = await open(asSent(value), cookie)
        const location = res.headers.get('location')
        expect(res.status, `${JSON.stringify(value)} ${cookie ? 'with a token' : ''}`).toBeLessThan(500)
        expect(leavesSite(location), `${JSON.stringify(value)} → ${location}`).toBe(false)
      }
    }
    expect(logged).toEqual([])
  })

  it('still adds the slash to a page path, with the query', async () => {
    const res = await open('/kennisbank/koliek?x=1', `hoefslag_token=${token}`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/kennisbank/koliek/?x=1')
    const unicode = await open('/caf%C3%A9', `hoefslag_token=${token}`)
    expect(unicode.headers.get('location')).toBe('/caf%C3%A9/')
  })
})

describe('a session that cannot be valid is refused before any render', () => {
  it('answers the built 404 page as it is, with the site headers, to no token, a made-up one and an expired one', async () => {
    const expired = token.replace(/^([^.]+)\.([^.]+)\./, (_m, head: string) => {
      const payload = Buffer.from(JSON.stringify({ exp: 1000, data: { user: { id: '1' } } })).toString('base64url')
      return `${head}.${payload}.`
    })
    for (const cookie of [undefined, 'hoefslag_token=x', 'hoefslag_token=a.b.c', `hoefslag_token=${expired}`]) {
      const res = await open('/bestaat-niet/', cookie)
      expect(res.status, cookie).toBe(404)
      expect(await res.text()).toBe(NOT_FOUND_HTML)
      expect(res.headers.get('content-security-policy')).toBe(SITE_CSP)
      if (cookie)
        expect(
          res.headers.getSetCookie().some((c) => c.startsWith('hoefslag_token=;')),
          cookie,
        ).toBe(true)
    }
  })

  it('asks the CMS about a well-formed token and, when it refuses it, logs out without rendering', async () => {
    const res = await open('/bestaat-niet/', `hoefslag_token=${madeUp()}`)
    expect(res.status).toBe(404)
    expect(await res.text()).toBe(NOT_FOUND_HTML)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('hoefslag_token=;'))).toBe(true)
  })
})

describe("editor answers carry the site's security headers", () => {
  it('on the 404, the 405 and the redirects', async () => {
    const answers = [
      await open('/bestaat-niet/'),
      await invokeFunction(
        { fn, params: {} },
        new Request(`${SITE}/api/editor/page/x/`, { method: 'POST', body: 'x' }),
        { ip: '127.0.0.1' },
      ),
      await open('/kennisbank/koliek', `hoefslag_token=${token}`),
    ]
    for (const res of answers) {
      expect(res.headers.get('content-security-policy'), String(res.status)).toBe(SITE_CSP)
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
  })
})

describe('control characters and prototype-named query keys through a raw socket', () => {
  const CONTROL = [...Array.from({ length: 32 }, (_, i) => i), 0x7f].map((c) => `%${c.toString(16).padStart(2, '0')}`)
  const get = (target: string, cookie?: string) =>
    rawRequest(
      fixture.site?.port ?? 0,
      [`GET ${target} HTTP/1.1`, 'Host: localhost', ...(cookie ? [`Cookie: ${cookie}`] : []), 'Connection: close', '']
        .join('\r\n')
        .concat('\r\n'),
    )

  it('answers every control character in the path with a 4xx, never a 5xx or an off-site Location', async () => {
    for (const c of CONTROL) {
      for (const target of [`/api/editor/page/${c}/x`, `/${c}/x`, `/api/editor/page/x${c}y/`, `/${c}/evil.example`]) {
        for (const cookie of [undefined, `hoefslag_token=${token}`, 'hoefslag_token=x']) {
          const res = await get(target, cookie)
          expect(res.status, `${target} ${cookie ?? ''}`).toBeGreaterThanOrEqual(400)
          expect(res.status, `${target} ${cookie ?? ''}`).toBeLessThan(500)
          expect(leavesSite(res.headers.location ?? null), `${target} → ${res.headers.location}`).toBe(false)
        }
      }
    }
    expect(fixture.logged.filter((l) => /failed/.test(l))).toEqual([])
  })

  it('answers query keys named like Object.prototype members without a 5xx', async () => {
    for (const key of ['hasOwnProperty', '__proto__', 'constructor', 'toString', 'valueOf', 'isPrototypeOf']) {
      for (const path of ['/api/editor/page/x/', '/nope/', '/api/editor/page/nope/']) {
        for (const cookie of [undefined, 'hoefslag_token=x', `hoefslag_token=${madeUp()}`]) {
          const res = await get(`${path}?${key}=1&a=1&${key}=2`, cookie)
          expect(res.status, `${path}?${key} ${cookie ?? ''}`).toBe(404)
        }
      }
    }
    expect(fixture.logged.filter((l) => /failed/.test(l))).toEqual([])
  })

  it('leaves prototype-named keys out of what is rendered, and keeps the rest', () => {
    expect(renderableSearch(new URLSearchParams('hasOwnProperty=1&a=1&__proto__=x&constructor=y&q=koliek&a=2'))).toBe(
      '?a=1&q=koliek&a=2',
    )
    expect(renderableSearch(new URLSearchParams(''))).toBe('')
  })
})
