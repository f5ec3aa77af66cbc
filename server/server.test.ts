// The production-like server against a small fixture dist/ (test-fixtures/site.ts): pages, 404, redirects and headers
// from _redirects/_headers, compression, functions, the /wp-content proxy and path traversal.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteServer } from './index.ts'
import { startFixtureSite, type FixtureSite } from './test-fixtures/site.ts'

let fixture: FixtureSite
let site: SiteServer
let cmsOrigin: string
let logged: string[]

const get = (p: string, init: RequestInit = {}) => fetch(`${site.url}${p}`, { redirect: 'manual', ...init })

/** A request with the path sent exactly as written (fetch would normalize "..").*/
const rawGet = (p: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: site.port, path: p }, (res) => {
      let body = ''
      res
        .setEncoding('utf8')
        .on('data', (c: string) => (body += c))
        .on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject).end()
  })

beforeAll(async () => {
  fixture = await startFixtureSite()
  ;({ site, cmsOrigin, logged } = fixture)
})

afterAll(() => fixture?.close())

describe('pages and files', () => {
  it('serves prerendered pages with 200, revalidating cache and the _headers headers', async () => {
    const res = await get('/kennisbank/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toContain('<h1>Kennisbank</h1>')
  })

  it('answers an unknown path with the 404 page and a real 404 status', async () => {
    const res = await get('/bestaat-niet/')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Deze pagina kon niet worden gevonden')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('redirects a folder path without its slash to the slash version, keeping the query', async () => {
    const res = await get('/kennisbank?pagina=2')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/kennisbank/?pagina=2')
  })

  it('gives assets an immutable cache, compresses text and answers If-None-Match with 304', async () => {
    const res = await get('/assets/app.js', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(Number(res.headers.get('content-length'))).toBeLessThan(2000)
    expect(await res.text()).toContain('paard paard')
    const etag = res.headers.get('etag') ?? ''
    const again = await get('/assets/app.js', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const gz = await get('/assets/app.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
  })

  it("never caches a missing asset's 404 for a year, although /assets/* says immutable", async () => {
    const res = await get('/assets/not-built-yet.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).not.toContain('immutable')
  })

  it('never redirects to another host: "//kennisbank" is not the /kennisbank/ folder', async () => {
    const res = await rawGet('//kennisbank')
    expect(res.status).toBe(404)
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0)
    expect(await res.text()).toBe('')
  })

  it('refuses path traversal and hides dotfiles and the build files', async () => {
    for (const p of [
      '/..%2fsecret.txt',
      '/assets/..%2f..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/../secret.txt',
      '/assets/%5c..%5csecret.txt',
    ]) {
      const res = await rawGet(p)
      expect([400, 404], p).toContain(res.status)
      expect(res.body, p).not.toContain('top secret')
    }
    expect((await get('/.vite/manifest.json')).status).toBe(404)
    expect((await get('/_redirects')).status).toBe(404)
    expect((await get('/_headers')).status).toBe(404)
  })
})

describe('redirects', () => {
  it('applies a CMS redirect with or without the trailing slash', async () => {
    for (const p of ['/over/', '/over']) {
      const res = await get(p)
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe('/over-ons/')
    }
  })

  it('sends /inloggen?redirectTo=/x to /login/?redirectTo=/x', async () => {
    const res = await get('/inloggen?redirectTo=/x')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/login/?redirectTo=/x')
  })

  it('supports splats, query conditions and forced rules; files shadow unforced rules', async () => {
    const splat = await get('/oud/a/b/?c=1')
    expect([splat.status, splat.headers.get('location')]).toEqual([308, '/nieuw/a/b/?c=1'])
    const query = await get('/zoek?q=koliek')
    expect([query.status, query.headers.get('location')]).toEqual([301, '/zoeken/?q=koliek'])
    const forced = await get('/forced/')
    expect([forced.status, forced.headers.get('location')]).toEqual([302, '/kennisbank/'])
  })
})

describe('functions', () => {
  it('routes config.path to the handler with params, query, body and cookies', async () => {
    const res = await get('/api/items/42?x=1', { method: 'POST', body: 'hallo', headers: { Cookie: 'visitor=anna' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      method: 'POST',
      path: '/api/items/42',
      query: '?x=1',
      params: { id: '42' },
      body: 'hallo',
      cookie: 'anna',
    })
    expect(res.headers.get('set-cookie')).toBe('seen=ja; Path=/; HttpOnly; SameSite=Lax')
    expect((await get('/api/hello')).status).toBe(200)
  })

  it('turns a throwing handler into a logged 500 JSON error', async () => {
    const res = await get('/api/boom')
    expect(res.status).toBe(500)
    const body: unknown = await res.json()
    expect(body).toMatchObject({ error: expect.stringContaining('boom') })
    expect(logged.some((l) => l.includes('boom failed'))).toBe(true)
  })

  it('serves a function without a path at /.netlify/functions/<name>, honours method and preferStatic', async () => {
    expect(await (await get('/.netlify/functions/plain')).text()).toBe('plain')
    expect(await (await get('/api/folder')).text()).toBe('folder')
    expect((await get('/api/folder', { method: 'DELETE' })).status).toBe(404)
    expect(await (await get('/over-ons/')).text()).toContain('Over ons')
    expect(await (await get('/over-ons/team')).text()).toBe('from function')
  })

  it('reports a function without a handler and leaves it out', async () => {
    expect(site.problems.some((p) => p.includes('broken.ts'))).toBe(true)
    expect((await get('/api/broken')).status).toBe(404)
  })
})

describe('rewrites and rate limits', () => {
  it('hands a forced 200 rule with a query condition to the function at its target, over an existing file', async () => {
    const res = await get('/kennisbank/?p=1019')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ path: '/api/items/1019', params: { id: '1019' } })
  })

  it('applies a Cookie= rule only when the cookie is sent, and never to media', async () => {
    expect((await get('/prive/')).status).toBe(404)
    const rewritten = await get('/prive/?x=1', { headers: { Cookie: 'editor=abc' } })
    expect(rewritten.status).toBe(200)
    expect(await rewritten.json()).toMatchObject({ path: '/api/hello', query: '?x=1' })
    const media = await get('/wp-content/uploads/paard.svg', { headers: { Cookie: 'editor=abc' } })
    expect(media.headers.get('x-from')).toBe('cms')
  })

  it("answers 429 with Retry-After once a function's config.rateLimit is used up", async () => {
    expect((await get('/api/limited')).status).toBe(200)
    expect((await get('/api/limited')).status).toBe(200)
    const limited = await get('/api/limited')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(await limited.json()).toMatchObject({ error: expect.stringContaining('Te veel verzoeken') })
  })
})

describe('/wp-content proxy', () => {
  it('proxies media to the CMS origin, and says so with a 502 when the CMS is down', async () => {
    const res = await get('/wp-content/uploads/2026/05/hoef.svg?v=2')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-from')).toBe('cms')
    expect(await res.text()).toContain('data-path="/wp-content/uploads/2026/05/hoef.svg?v=2"')

    for (const p of [
      '/wp-content/../wp-json/wp/v2/users',
      '/wp-content/%2e%2e/wp-json/',
      '/wp-content/uploads/..%2f..%2fwp-json',
    ]) {
      const res = await rawGet(p)
      expect(res.status, p).toBe(400)
    }

    // A missing upload: the CMS redirects to the same path on the site, which would come back here. The site's 404.
    const missing = await get('/wp-content/uploads/ontbreekt.jpg')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('location')).toBeNull()
    expect(await missing.text()).toContain('Deze pagina kon niet worden gevonden')

    await fixture.stopCms()
    const down = await get('/wp-content/uploads/x.jpg')
    expect(down.status).toBe(502)
    expect(await down.text()).toContain(`the CMS at ${cmsOrigin} did not answer`)
  })
})
