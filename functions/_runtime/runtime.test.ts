// The pieces of the local Netlify Functions runtime: path patterns, cookies, invocation errors.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '#lib/cookie-header.ts'
import { createCookies } from './cookies.ts'
import { invokeFunction } from './invoke.ts'
import type { LoadedFunction } from './load.ts'
import { sendWebResponse } from './node-http.ts'
import { compilePathPattern } from './path-pattern.ts'

describe('config.path patterns', () => {
  it('matches literal paths, :params, optional segments and wildcards like URLPattern', () => {
    expect(compilePathPattern('/api/search').match('/api/search')).toEqual({})
    expect(compilePathPattern('/api/search').match('/api/search/')).toBeUndefined()
    expect(compilePathPattern('/api/items/:id').match('/api/items/a%20b')).toEqual({ id: 'a b' })
    expect(compilePathPattern('/api/items/:id').match('/api/items/1/2')).toBeUndefined()
    expect(compilePathPattern('/api/items/:id?').match('/api/items')).toEqual({})
    expect(compilePathPattern('/api/items/:id?').match('/api/items/7')).toEqual({ id: '7' })
    expect(compilePathPattern('/api/search/*').match('/api/search/finder/x')).toEqual({ 0: 'finder/x' })
    expect(compilePathPattern('/api/v1.0').match('/api/v1x0')).toBeUndefined()
    expect(() => compilePathPattern('api')).toThrow(/must start with/)
  })

  it('takes the rest of URLPattern as Netlify does: regex groups and optional groups', () => {
    expect(compilePathPattern('/api/:version(v\\d+)/items').match('/api/v2/items')).toEqual({ version: 'v2' })
    expect(compilePathPattern('/api/:version(v\\d+)/items').match('/api/x/items')).toBeUndefined()
    expect(compilePathPattern('/blog{/page/:n}?').match('/blog')).toEqual({})
    expect(compilePathPattern('/blog{/page/:n}?').match('/blog/page/3')).toEqual({ n: '3' })
    expect(compilePathPattern('/api/items/:id').match('/api/items/%zz')).toEqual({ id: '%zz' })
  })
})

describe('cookies', () => {
  it('reads the request cookies and writes Set-Cookie lines, deleting with an expired date', () => {
    expect(parseCookieHeader('a=1; b="two"; c=%C3%A9')).toEqual(
      new Map([
        ['a', '1'],
        ['b', 'two'],
        ['c', 'é'],
      ]),
    )
    const { cookies, setCookieLines } = createCookies('token=abc')
    expect(cookies.get('token')).toBe('abc')
    cookies.set({ name: 'token', value: 'x y', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 3600 })
    cookies.delete('old')
    expect(setCookieLines()).toEqual([
      'token=x%20y; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax',
      'old=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ])
    expect(() => cookies.set({ name: 'bad name', value: '' })).toThrow(/name is invalid/)
  })

  it('refuses a domain or path that would add attributes or headers to the Set-Cookie line (the cookie package)', () => {
    const { cookies, setCookieLines } = createCookies(null)
    expect(() => cookies.set({ name: 'a', value: '1', path: '/; Domain=evil.example' })).toThrow(/path is invalid/)
    expect(() => cookies.set({ name: 'a', value: '1', path: '/\r\nX-Evil: 1' })).toThrow(/path is invalid/)
    expect(() => cookies.set({ name: 'a', value: '1', domain: 'evil.example; Secure' })).toThrow(/domain is invalid/)
    cookies.set({ name: 'a', value: 'x;y\r\n', domain: 'hoefslag.nl' })
    expect(setCookieLines()).toEqual(['a=x%3By%0D%0A; Domain=hoefslag.nl; Path=/'])
  })
})

describe('invokeFunction', () => {
  const fn = (handler: LoadedFunction['handler']): LoadedFunction => ({
    name: 'test',
    file: 'test.ts',
    handler,
    paths: [],
    excluded: [],
    preferStatic: false,
  })
  const request = new Request('http://localhost/api/test')
  const quiet = { ip: '127.0.0.1', log: () => undefined }

  it('turns a handler that returns no Response into a 500 JSON error', async () => {
    // @ts-expect-error -- a handler that breaks the contract
    const res = await invokeFunction({ fn: fn(() => 'text'), params: {} }, request, quiet)
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({ error: 'Er ging iets mis in de functie test.' })
  })

  it('answers 504 when the handler does not finish in time', async () => {
    const res = await invokeFunction({ fn: fn(() => new Promise<Response>(() => undefined)), params: {} }, request, {
      ...quiet,
      timeoutMs: 50,
    })
    expect(res.status).toBe(504)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it('keeps the response and adds the cookies the handler set through the context', async () => {
    const res = await invokeFunction(
      {
        fn: fn((_req, ctx) => {
          ctx.cookies.set({ name: 'a', value: '1' })
          return Response.redirect('http://localhost/x', 302)
        }),
        params: {},
      },
      request,
      quiet,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('http://localhost/x')
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/'])
  })
})

describe('sendWebResponse', () => {
  /** What a client receives when the server sends `response` with the server's own `headers`. */
  const received = async (response: () => Response, headers: Record<string, string>) => {
    const server = createServer((_req, res) => void sendWebResponse(res, response(), { headers }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { redirect: 'manual' })
    } finally {
      server.close()
    }
  }

  it("keeps every Set-Cookie line and adds the server's headers where the function set none", async () => {
    const res = await received(
      () => {
        const headers = new Headers({ 'Content-Type': 'text/plain', 'X-Frame-Options': 'SAMEORIGIN' })
        headers.append('Set-Cookie', 'a=1; Path=/; HttpOnly')
        headers.append('Set-Cookie', 'b=2; Path=/')
        return new Response('ok', { headers })
      },
      { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' },
    )
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/'])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(await res.text()).toBe('ok')
  })

  it('adds them to a redirect (whose headers are immutable) and to a 204', async () => {
    const redirect = await received(() => Response.redirect('http://localhost/x', 302), {
      'X-Content-Type-Options': 'nosniff',
    })
    expect([redirect.status, redirect.headers.get('location')]).toEqual([302, 'http://localhost/x'])
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff')
    const empty = await received(() => new Response(null, { status: 204 }), { 'X-Content-Type-Options': 'nosniff' })
    expect(empty.status).toBe(204)
  })
})
