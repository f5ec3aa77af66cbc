// Property-based, against the real functions through their own routes (config.path, as the server matches them):
// generated paths and query strings under every route that runs without the build's data files, with the hostile
// headers of server/hostile.property.test.ts (cookies, Origin, Content-Type, odd bodies). For every request: no 5xx,
// no redirect off the site. FUNCTION_FUZZ_RUNS sets the count (default 10,000). Token cookies are made up (the
// fixture has no server build to render with; a session the CMS accepts is tested in editor-page.test.ts).
import fc from 'fast-check'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invokeFunction } from '../_runtime/invoke.ts'
import { loadFunctions, type LoadedFunction } from '../_runtime/load.ts'
import { matchFunction } from '../_runtime/route.ts'
import { startEditorFixture, type EditorFixture } from './editor-fixture.ts'
import { leavesSite, OPEN_REDIRECTS } from './open-redirects.ts'

/** Routes that read the build's data (dist/functions-data) or call services outside (PDOK): fuzzed elsewhere. */
const NEEDS_DATA_OR_NETWORK = new Set([
  'search',
  'articles',
  'finder',
  'most-viewed-finder-results',
  'geocode',
  'geocode-reverse',
  'geocode-suggest',
])

let fixture: EditorFixture
let functions: LoadedFunction[] = []
beforeAll(async () => {
  fixture = await startEditorFixture()
  functions = (await loadFunctions(path.resolve(import.meta.dirname, '..'))).functions.filter(
    (f) => !NEEDS_DATA_OR_NETWORK.has(f.name),
  )
})
afterAll(() => fixture?.close())

const SEGMENTS = [
  '',
  '.',
  '..',
  '%2e%2e',
  '%2f',
  '%5c',
  '%00',
  '%09',
  '%0a',
  '%7f',
  '%',
  '%zz',
  'evil.example',
  'kennisbank',
  'koliek',
  'x.json',
  'index.pageContext.json',
  'é',
  '%C3%A9',
  '%E9',
  '__proto__',
  'constructor',
  '1',
  '999999',
  '-1',
  'a b',
]
const KEYS = [
  'p',
  'page_id',
  'preview_id',
  'redirectTo',
  'hasOwnProperty',
  '__proto__',
  'constructor',
  'toString',
  'chipNumber',
  'q',
  'page',
  'a',
]
const VALUES = [
  '',
  '1',
  '1019',
  'abc',
  '%zz',
  '-1',
  '1e9',
  '99999999999',
  '//evil.example',
  'koliek',
  '%00',
  '[]',
  '{}',
]

const segment = fc.constantFrom(...SEGMENTS)
const tail = fc.array(segment, { maxLength: 4 }).map((s) => s.join('/'))
const query = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))
const cookie = fc.constantFrom(
  undefined,
  'hoefslag_token=x',
  'hoefslag_token=a.b.c',
  'hoefslag_token=%zz',
  'TOKEN',
  'hoefslag_session=1',
  '__proto__=1; hoefslag_token=',
)
const header = fc.oneof(
  fc.tuple(fc.constant('Origin'), fc.constantFrom('null', 'http://evil.example', 'http://localhost:8888')),
  fc.tuple(fc.constant('Sec-Fetch-Site'), fc.constantFrom('cross-site', 'same-origin', 'none')),
  fc.tuple(fc.constant('Accept'), fc.constantFrom('application/json', '*/*', 'text/html')),
  fc.tuple(
    fc.constant('Referer'),
    fc.constantFrom(
      ...OPEN_REDIRECTS.slice(0, 8).map((r) => `http://localhost:8888/login/?redirectTo=${encodeURIComponent(r)}`),
    ),
  ),
  fc.tuple(fc.constant('X-Forwarded-For'), fc.constantFrom('6.6.6.6', 'x', '')),
)
const body = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    '',
    '{',
    '{}',
    '[]',
    'null',
    '{"__proto__":{"x":1}}',
    '{"username":"redactie","password":"hoefslag-dev","redirectTo":"/.//evil.example"}',
    'username=a&password=b&redirectTo=%2F.%2F%2Fevil.example',
    'a=%zz',
  ),
  fc.string({ maxLength: 40 }),
)
const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
  'multipart/form-data; boundary=x',
)
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH')

describe('the functions under generated hostile requests', () => {
  it('never answer 5xx nor redirect off the site, under every route', async () => {
    const prefixes = functions.flatMap((f) => f.paths.map((p) => p.source.replace(/\/(\*|:\w+\??)$/, '')))
    expect(prefixes.length).toBeGreaterThanOrEqual(6)
    const request = fc.record({
      prefix: fc.constantFrom(...prefixes),
      tail,
      query,
      cookie,
      headers: fc.array(header, { maxLength: 3 }),
      body,
      contentType,
      method,
    })
    let runs = 0
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const pathname = `${r.prefix}${r.tail ? `/${r.tail}` : ''}`
        let url: URL
        try {
          url = new URL(`http://localhost:8888${pathname}${r.query}`)
        } catch {
          return
        }
        const match = matchFunction(functions, url.pathname, r.method)
        if (!match) return
        const headers = new Headers()
        for (const [n, v] of r.headers) headers.append(n, v)
        const cookies = r.cookie ?? ''
        if (cookies) headers.set('Cookie', cookies)
        if (r.contentType) headers.set('Content-Type', r.contentType)
        const hasBody = r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD'
        const res = await invokeFunction(
          match,
          new Request(url, { method: r.method, headers, ...(hasBody ? { body: r.body } : {}) }),
          { ip: '127.0.0.1', log: () => undefined },
        )
        runs++
        expect(res.status, `${r.method} ${url.pathname}${url.search} → ${res.status}`).toBeLessThan(500)
        expect(leavesSite(res.headers.get('location')), `${url.pathname} → ${res.headers.get('location')}`).toBe(false)
        await res.body?.cancel()
      }),
      { numRuns: Number(process.env.FUNCTION_FUZZ_RUNS) || 10_000 },
    )
    expect(runs).toBeGreaterThan(0)
  }, 300_000)
})
