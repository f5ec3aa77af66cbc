// Property-based: generated request lines, headers and bodies, sent over raw sockets (so malformed ones really go out),
// against the fixture site with its functions, redirects (with a splat and a placeholder rule an editor could make)
// and the /wp-content proxy. For every request: no 5xx, nothing from outside the public folder, no off-site
// redirect; and the server still answers afterwards.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from './test-fixtures/raw-http.ts'
import { startFixtureSite, type FixtureSite } from './test-fixtures/site.ts'

let fixture: FixtureSite
beforeAll(async () => {
  fixture = await startFixtureSite({
    extraRedirects: [
      '/oud-blog/*  /:splat  301',
      '/blog/:slug  /:slug/  301',
      '/extern/*  https://elders.example/:splat  302',
    ],
  })
})
afterAll(() => fixture?.close())

const SEGMENTS = [
  '',
  '.',
  '..',
  '%2e%2e',
  '%2f',
  '%5c',
  '\\',
  '%00',
  '%',
  '%zz',
  'evil.example',
  '//evil.example',
  'kennisbank',
  'over',
  'oud',
  'oud-blog',
  'blog',
  'extern',
  'forced',
  'api',
  'items',
  '42',
  'hello',
  'url',
  'wp-content',
  'uploads',
  'a.svg',
  '.vite',
  'manifest.json',
  '_redirects',
  '_headers',
  'secret.txt',
  'assets',
  'app.js',
  'index.html',
  '404.html',
  '.netlify',
  'functions',
  'plain',
  'é',
  '%C3%A9',
  '%E9',
  '%0d%0a',
  '@',
  ':',
  '?',
]
const path = fc.array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 6 }).map((s) => `/${s.join('/')}`)
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?p=1019', '?page=2', '?q=koliek', '?redirectTo=//evil.example', '?x=%zz', '?a=1&a=2', '?'),
)
/** Under the editor-made splat and placeholder rules, where an open redirect would come from. */
const ruled = fc
  .tuple(fc.constantFrom('/oud-blog', '/blog', '/extern', '/oud-blog/'), path, query)
  .map(([r, p, q]) => r + p + q)
const target = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(path, query).map(([p, q]) => p + q) },
  { weight: 3, arbitrary: ruled },
  {
    weight: 1,
    arbitrary: fc.constantFrom('*', 'http://evil.example/', '//evil.example', 'evil', '/ space', '/\x7f', '/\t/x'),
  },
)
const method = fc.constantFrom(
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'PROPFIND',
  'get',
  'G ET',
  'BREW',
  '',
)
const version = fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 extra', '')
const headerValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'x:99999', 'a b', '[::1]', '[::1', 'localhost:0', '\x00', 'é'),
)
const header = fc.oneof(
  fc.tuple(fc.constant('Host'), fc.oneof(fc.constant('localhost'), headerValue)),
  fc.tuple(
    fc.constant('X-Forwarded-Proto'),
    fc.oneof(fc.constantFrom('https', 'http, https', 'javascript', '://'), headerValue),
  ),
  fc.tuple(fc.constant('X-Forwarded-For'), headerValue),
  fc.tuple(
    fc.constant('Range'),
    fc.oneof(
      fc.constantFrom(
        'bytes=0-0',
        'bytes=-1',
        'bytes=5-2',
        'bytes=0-1,3-4',
        'bytes=99999999-',
        'bytes=-0',
        'items=1-2',
      ),
      headerValue,
    ),
  ),
  fc.tuple(
    fc.constant('If-Modified-Since'),
    fc.oneof(fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'nooit'), headerValue),
  ),
  fc.tuple(fc.constant('If-None-Match'), fc.oneof(fc.constantFrom('*', 'W/"x"', '"'), headerValue)),
  fc.tuple(
    fc.constant('Content-Length'),
    fc.oneof(fc.constantFrom('0', '3', '-1', '99999999999', '1e3', '5, 5'), headerValue),
  ),
  fc.tuple(fc.constant('Transfer-Encoding'), fc.constantFrom('chunked', 'gzip', 'chunked, chunked')),
  fc.tuple(fc.constant('Cookie'), fc.oneof(fc.constantFrom('editor=1', 'hoefslag_token=x', 'a=%zz'), headerValue)),
  fc.tuple(fc.constant('Accept-Encoding'), fc.constantFrom('br', 'gzip;q=0', '*', 'x')),
  fc.tuple(fc.constant('Origin'), fc.constantFrom('null', 'http://evil.example', '')),
  fc.tuple(fc.string({ minLength: 0, maxLength: 12 }), headerValue),
)
const body = fc.oneof(fc.constant(''), fc.string({ maxLength: 64 }), fc.constantFrom('0\r\n\r\n', 'zz\r\n', '{"a":1}'))
const host = fc.oneof(
  { weight: 3, arbitrary: fc.constant('localhost') },
  { weight: 2, arbitrary: fc.constantFrom('x:99999', '', 'a b', 'a..b', '[::1', 'localhost:', 'h:-1', 'évil') },
  { weight: 1, arbitrary: headerValue },
)
const request = fc.record({
  method,
  target,
  version,
  host: fc.option(host),
  headers: fc.array(header, { maxLength: 6 }),
  body,
})

const isRedirect = (status: number) => status >= 300 && status < 400

describe('the server under generated hostile requests', () => {
  it('never answers 5xx, never serves a file from outside dist/client, never redirects off the site, and stays up', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const lines = [
          `${r.method} ${r.target} ${r.version}`.trim(),
          ...(r.host === null ? [] : [`Host: ${r.host}`]),
          ...r.headers.map(([n, v]) => `${n}: ${v}`),
          'Connection: close',
        ]
        const res = await rawRequest(
          fixture.site.port,
          Buffer.from(`${lines.join('\r\n')}\r\n\r\n${r.body}`, 'latin1'),
          5_000,
        )
        expect(res.status, res.raw.slice(0, 200)).toBeLessThan(500)
        expect(res.body).not.toContain('top secret')
        expect(res.body).not.toContain('"secret":true')
        if (isRedirect(res.status) && res.headers.location !== undefined) {
          const location = res.headers.location
          const url = new URL(location, 'http://localhost')
          expect(['localhost', 'elders.example'], location).toContain(url.hostname)
          if (url.hostname === 'elders.example')
            expect(location.startsWith('https://elders.example/'), location).toBe(true)
          else expect(location, location).toMatch(/^\/(?![/\\])/)
        }
      }),
      { numRuns: Number(process.env.HOSTILE_RUNS) || 400 },
    )
    const alive = await rawRequest(
      fixture.site.port,
      'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      10_000,
    )
    expect(alive.status).toBe(200)
    // The server's last resort (a 500 for an unexpected throw) logs "[serve] <method> <url> failed:".
    expect(fixture.logged.filter((l) => / failed:$/.test(l))).toEqual([])
  }, 120_000)
})
