// Property-based, against the real functions through their own routes (config.path, as the server matches them):
// generated paths and query strings under every function route, with the hostile headers of
// server/hostile.property.test.ts (cookies, Origin, Content-Type, odd bodies). The functions that read the build's
// data get it as a build writes it, from the bundled fixtures (search, articles: search/test-fixture.ts; finder,
// most viewed: finder/test-fixture.ts); the three geocode functions ask PDOK Locatieserver, here a stand-in on
// loopback that answers as PDOK does (hostile-functions-pdok.ts). For every request: no 5xx, no redirect off the site.
// FUNCTION_FUZZ_RUNS sets how many requests at least reach a function (default 10,000; 80 % more are generated, as a
// tail under a route of one path matches no function). Token cookies are made up (the fixture has no server build to
// render with; a session the CMS accepts is tested in editor-page.test.ts).
import fc from 'fast-check'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFinderIndex } from '#finder/build.ts'
import { finderFixture } from '#finder/test-fixture.ts'
import { finderFuzzQueries } from '#finder/fuzz-queries.ts'
import { writeFinderIndex } from '#sitebuild/build-finder-index.ts'
import { buildSearchData, writeSearchData } from '#search/build.ts'
import { searchFixture } from '#search/test-fixture.ts'
import { fuzzQueries } from '#search/fuzz-queries.ts'
import { functionDataDir } from '#search/test-data-dir.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import { loadFunctions, type LoadedFunction } from '../_runtime/load.ts'
import { matchFunction } from '../_runtime/route.ts'
import { startEditorFixture, type EditorFixture } from './editor-fixture.ts'
import { leavesSite, OPEN_REDIRECTS } from './open-redirects.ts'
import { startPdokStandIn, type PdokStandIn } from './hostile-functions-pdok.ts'

functionDataDir('hostile-functions-', (data) => {
  writeSearchData(buildSearchData(searchFixture()).data, data)
  writeFinderIndex(buildFinderIndex(finderFixture()).data, data)
})

const GEO_ENV = ['GEOCODER', 'GEOCODER_URL', 'GEOCODER_TIMEOUT_MS'] as const
const savedGeo = Object.fromEntries(GEO_ENV.map((k) => [k, process.env[k]]))
let fixture: EditorFixture
let pdok: PdokStandIn
let functions: LoadedFunction[] = []
beforeAll(async () => {
  fixture = await startEditorFixture()
  pdok = await startPdokStandIn()
  Object.assign(process.env, { GEOCODER: 'pdok', GEOCODER_URL: pdok.url, GEOCODER_TIMEOUT_MS: '5000' })
  functions = (await loadFunctions(path.resolve(import.meta.dirname, '..'))).functions
})
afterAll(async () => {
  for (const k of GEO_ENV) {
    if (savedGeo[k] === undefined) delete process.env[k]
    else process.env[k] = savedGeo[k]
  }
  await pdok?.close()
  await fixture?.close()
})

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
  // the data functions' own parameters
  'size',
  'from',
  'post_type',
  'suggest',
  'group_by_post_type',
  'knowledge_base_category',
  'author_ids',
  'vet_clinics_relation',
  'sort_by',
  'sort',
  'finder_issues',
  'finder_expertise',
  'finder_province',
  'terms_operator',
  'user_lat',
  'user_lng',
  'postcode',
  'filter_distance',
  'lat',
  'lng',
  'only_future_events',
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
  'utrecht',
  '3511ab',
  'or',
  '52.09',
  '5.12',
  '-91',
  'NaN',
  'koliek,chirurgie',
  'x'.repeat(250),
]

const segment = fc.constantFrom(...SEGMENTS)
const tail = fc.oneof(
  fc.constant(''),
  fc.array(segment, { maxLength: 4 }).map((s) => s.join('/')),
)
const pairs = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)), { maxLength: 4 })
  .map((list) => (list.length ? `?${list.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))
/** The data functions' own fuzz queries (search/fuzz-queries.ts, finder/fuzz-queries.ts). */
const known = fc.constantFrom(...fuzzQueries(300), ...finderFuzzQueries(300))
/** Questions the data functions and the geocoders answer (200), so that what is behind the parsing runs too. */
const answerable = fc.constantFrom(
  'q=koliek',
  'q=koliek%20paa&suggest=1&group_by_post_type=1',
  'size=3&post_type=article',
  'post_type=event_and_lesson&only_future_events=1',
  'finder_issues=koliek&terms_operator=or',
  'user_lat=52.09&user_lng=5.12&postcode=3511AB&filter_distance=10',
  'q=utrecht',
  'q=3511ab',
  'q=amersf',
  'lat=52.0907&lng=5.1214',
)
const query = fc.oneof(pairs, known, answerable).map((q) => (q && !q.startsWith('?') ? `?${q}` : q))
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
const method = fc.oneof(
  { weight: 4, arbitrary: fc.constant('GET') },
  { weight: 3, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
)

describe('the functions under generated hostile requests', () => {
  it('never answer 5xx nor redirect off the site, under every route', async () => {
    const prefixes = functions.flatMap((f) => f.paths.map((p) => p.source.replace(/\/(\*|:\w+\??)$/, '')))
    // Every function with a route, none left out (wp-cron has none: it runs on a schedule).
    expect(functions.filter((f) => f.paths.length > 0).length).toBeGreaterThanOrEqual(14)
    expect(prefixes).toEqual(expect.arrayContaining(['/api/search', '/api/articles', '/api/search/finder']))
    expect(prefixes).toEqual(expect.arrayContaining(['/api/geocode', '/api/geocode/reverse', '/api/geocode/suggest']))
    const answered = new Map<string, Set<number>>()
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
        const statuses = answered.get(match.fn.name) ?? new Set<number>()
        answered.set(match.fn.name, statuses.add(res.status))
        if (process.env.FUNCTION_FUZZ_DEBUG) console.log(match.fn.name, r.method, url.search, res.status)
        expect(res.status, `${r.method} ${url.pathname}${url.search} → ${res.status}`).toBeLessThan(500)
        expect(leavesSite(res.headers.get('location')), `${url.pathname} → ${res.headers.get('location')}`).toBe(false)
        await res.body?.cancel()
      }),
      { numRuns: Math.ceil((Number(process.env.FUNCTION_FUZZ_RUNS) || 10_000) * 1.8) },
    )
    // At least FUNCTION_FUZZ_RUNS requests reached a function (a generated path may match none).
    expect(runs).toBeGreaterThanOrEqual(Number(process.env.FUNCTION_FUZZ_RUNS) || 10_000)
    // Each function was reached and answered at least once with something other than a refusal of the request.
    for (const f of functions.filter((fn) => fn.paths.length > 0)) {
      const statuses = [...(answered.get(f.name) ?? [])]
      expect(statuses.length, `${f.name} was never reached`).toBeGreaterThan(0)
    }
    // The data functions and the geocoders answered from their data and the stand-in, not only with 400s.
    for (const name of ['search', 'articles', 'finder', 'most-viewed-finder-results', 'geocode-suggest'])
      expect([...(answered.get(name) ?? [])], name).toContain(200)
    expect(pdok.requests()).toBeGreaterThan(0)
  }, 300_000)
})
