// Property-based, against the real built site served by the real server (the e2e build of tests/e2e/serve.ts, no
// second build): generated requests over raw sockets under the site's own routes — its static pages, its redirect
// sources (the build's _redirects), every function route (each function's config.path) and the editor routes — with
// hostile tails, query strings and the hostile headers of functions/_tests/hostile-functions.property.test.ts (Host
// variants, made-up session cookies, Origin, Referer with an open redirect, X-Forwarded-For, control characters).
// For every request: an answer below 500, and no Location off the site. SERVER_FUZZ_RUNS sets the count (default
// 10,000), SERVER_FUZZ_SEED the seed (printed on a failure), SERVER_FUZZ_PARALLEL the sockets open at once (default 8).
// The e2e server runs without rate limits (tests/e2e/serve.ts): a limit's 429 would hide what is behind it.
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { rawRequest, type RawAnswer } from '#server/test-fixtures/raw-http.ts'
import { OPEN_REDIRECTS, leavesSite } from '#functions/_tests/open-redirects.ts'
import { finderFuzzQueries } from '#finder/fuzz-queries.ts'
import { fuzzQueries } from '#search/fuzz-queries.ts'
import { E2E } from './ports.ts'
import { e2eSnapshot } from './support.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const RUNS = Number(process.env.SERVER_FUZZ_RUNS) || 10_000
const SEED = Number(process.env.SERVER_FUZZ_SEED) || Date.now() % 2 ** 31
const PARALLEL = Number(process.env.SERVER_FUZZ_PARALLEL) || 8
const SITE = `localhost:${E2E.sitePort}`

/** Each function's `config.path`, as Netlify reads it, without its trailing wildcard or placeholder. */
async function functionRoutes(): Promise<string[]> {
  const dir = path.join(ROOT, 'functions')
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.startsWith('_') && !f.endsWith('.d.ts'))
  const routes: string[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { config?: { path?: string | string[] } }
    const paths = mod.config?.path ?? []
    for (const p of Array.isArray(paths) ? paths : [paths]) routes.push(p.replace(/\/(\*|:\w+\??)$/, '') || '/')
  }
  return routes
}

/** The sources of the build's redirects (placeholders and splats cut off): the paths an editor's rule could open. */
function redirectSources(): string[] {
  const file = path.join(ROOT, E2E.workDir, 'dist/client/_redirects')
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => (line.trim().split(/\s+/)[0] ?? '/').replace(/\/(\*|:\w+)(\/.*)?$/, '/'))
}

/** Path segments a visitor or a link sends, and hostile ones (the server refuses a malformed path with 400 itself). */
const SEGMENTS = ['', 'pagina', '2', 'koliek', 'index.html', 'index.pageContext.json', 'feed', '999999', 'x.json']
const HOSTILE_SEGMENTS = [
  '.',
  '..',
  '%2e%2e',
  '%2f',
  '%5c',
  '\\',
  '%00',
  '%09',
  '%0a',
  '%0d%0a',
  '%1f',
  '%7f',
  '%',
  '%zz',
  'evil.example',
  '//evil.example',
  '%2F%2Fevil.example',
  '@evil.example',
  '_redirects',
  '_headers',
  '-1',
  'é',
  '%C3%A9',
  '%E9',
  '__proto__',
  'constructor',
  'a b',
]
const KEYS = [
  'p',
  'page',
  'page_id',
  'preview_id',
  'redirectTo',
  'q',
  'size',
  'from',
  'post_type',
  'finder_issues',
  'terms_operator',
  'user_lat',
  'lat',
  'lng',
  'chipNumber',
  'token',
  'hasOwnProperty',
  '__proto__',
  'constructor',
  'toString',
  'a[]',
  '%zz',
]
const VALUES = [
  '',
  '1',
  '2',
  '1019',
  '-1',
  '1e9',
  '99999999999',
  'NaN',
  'koliek',
  'koliek%20paard',
  '%zz',
  '%00',
  '%0a',
  '//evil.example',
  '/.//evil.example',
  'https://evil.example/',
  '[]',
  '{}',
  'x'.repeat(300),
]
/** Host variants: the site's, and the hostile ones a visitor can send (a limit or a redirect must never read them). */
const HOSTILE_HOSTS = [
  `localhost.:${E2E.sitePort}`,
  `other.localhost:${E2E.sitePort}`,
  'evil.example',
  `${SITE}@evil.example`,
  '',
  'a b',
  '[::1',
  'localhost:0',
  'localhost:99999',
  'é',
  'localhost\tx',
]
const CONTROL = fc.integer({ min: 0, max: 31 }).map((c) => `x${String.fromCharCode(c)}y`)

type Case = { method: string; target: string; host: string | null; headers: [string, string][]; body: string }

/** The site's routes by kind: each kind gets its share of the requests, however many routes it has. */
type Routes = Record<'pages' | 'redirects' | 'functions' | 'other', string[]>

function cases(routes: Routes): fc.Arbitrary<Case> {
  const prefix = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...routes.pages) },
    { weight: 2, arbitrary: fc.constantFrom(...routes.redirects) },
    { weight: 4, arbitrary: fc.constantFrom(...routes.functions) },
    { weight: 2, arbitrary: fc.constantFrom(...routes.other) },
  )
  const tail = fc.oneof(
    fc.constant(''),
    fc
      .array(
        fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...SEGMENTS) },
          { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
        ),
        { maxLength: 3 },
      )
      .map((s) => s.join('/')),
  )
  const pairs = fc
    .array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)), { maxLength: 4 })
    .map((list) => (list.length ? `?${list.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))
  // The search and finder functions' own fuzz queries (search/fuzz-queries.ts, finder/fuzz-queries.ts).
  const known = fc.constantFrom(...fuzzQueries(200), ...finderFuzzQueries(200)).map((q) => (q ? `?${q}` : ''))
  const query = fc.oneof({ weight: 2, arbitrary: pairs }, { weight: 1, arbitrary: known })
  const target = fc.tuple(prefix, tail, query, fc.boolean()).map(([prefix, t, q, slash]) => {
    const joined = t ? `${prefix.replace(/\/$/, '')}/${t}` : prefix
    return `${joined}${slash && t ? '/' : ''}${q}`
  })
  const header = fc.oneof(
    fc.tuple(
      fc.constant('Cookie'),
      fc.constantFrom(
        'hoefslag_token=x',
        'hoefslag_token=a.b.c',
        'hoefslag_token=eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
        'hoefslag_token=%zz',
        'hoefslag_session=1',
        '__proto__=1; hoefslag_token=',
        'a=%zz',
      ),
    ),
    fc.tuple(fc.constant('Origin'), fc.constantFrom('null', 'http://evil.example', `http://${SITE}`, '')),
    fc.tuple(
      fc.constant('Referer'),
      fc.constantFrom(
        ...OPEN_REDIRECTS.slice(0, 12).map((r) => `http://${SITE}/login/?redirectTo=${encodeURIComponent(r)}`),
        'http://evil.example/',
      ),
    ),
    fc.tuple(fc.constant('X-Forwarded-For'), fc.constantFrom('6.6.6.6', 'x', '', '1.1.1.1, 2.2.2.2')),
    fc.tuple(fc.constant('X-Forwarded-Proto'), fc.constantFrom('https', 'javascript', '://')),
    fc.tuple(fc.constant('X-Forwarded-Host'), fc.constantFrom('evil.example', `${SITE}`)),
    fc.tuple(fc.constant('Sec-Fetch-Site'), fc.constantFrom('cross-site', 'same-origin', 'none')),
    fc.tuple(fc.constant('Accept'), fc.constantFrom('application/json', '*/*', 'text/html', '')),
    fc.tuple(fc.constant('Accept-Encoding'), fc.constantFrom('br', 'gzip', 'gzip;q=0', '*', 'x')),
    fc.tuple(fc.constant('If-None-Match'), fc.constantFrom('*', 'W/"x"', '"')),
    fc.tuple(fc.constant('Range'), fc.constantFrom('bytes=0-0', 'bytes=5-2', 'bytes=-0', 'items=1-2')),
  )
  const controlled = fc.tuple(
    fc.constantFrom('Cookie', 'Referer', 'Origin', 'X-Forwarded-For', 'Accept', 'X-Odd'),
    CONTROL,
  )
  return fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
    target,
    host: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(SITE, 'localhost') },
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_HOSTS) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    headers: fc.array(fc.oneof({ weight: 12, arbitrary: header }, { weight: 1, arbitrary: controlled }), {
      maxLength: 4,
    }),
    body: fc.constantFrom(
      '',
      '{',
      '{}',
      'null',
      '{"__proto__":{"x":1}}',
      '{"username":"redactie","password":"fout","redirectTo":"/.//evil.example"}',
      'username=a&password=b&redirectTo=%2F.%2F%2Fevil.example',
      'a=%zz',
    ),
  })
}

function bytesOf(c: Case): Buffer {
  const withBody = c.method !== 'GET' && c.method !== 'HEAD' && c.body !== ''
  const lines = [
    `${c.method} ${c.target} HTTP/1.1`,
    ...(c.host === null ? [] : [`Host: ${c.host}`]),
    ...c.headers.map(([n, v]) => `${n}: ${v}`),
    ...(withBody ? [`Content-Type: application/x-www-form-urlencoded`, `Content-Length: ${c.body.length}`] : []),
    'Connection: close',
  ]
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${withBody ? c.body : ''}`, 'latin1')
}

/** What is wrong with the answer to one case, or null. */
function problem(c: Case, res: RawAnswer): string | null {
  if (res.timedOut) return 'no answer within 10 s'
  // A request the HTTP parser refuses (a control character in a header) is answered 400 by Node, or closed unanswered.
  if (res.status >= 500) return `status ${res.status}`
  const location = res.headers.location
  if (location !== undefined && leavesSite(location)) return `Location ${JSON.stringify(location)} leaves the site`
  return null
}

test.describe('the real server under generated hostile requests', () => {
  test.setTimeout(15 * 60_000)

  test(`answers ${RUNS} requests under every real route below 500, never redirecting off the site`, async () => {
    const snapshot = e2eSnapshot()
    const pages = Object.keys(snapshot.routes)
    const functions = await functionRoutes()
    const editor = ['/api/editor/page/', '/api/editor/preview/', '/api/voorbeeld/', '/login/', '/api/login']
    const routes: Routes = {
      pages: ['/', ...pages.filter((_, i) => i % Math.ceil(pages.length / 40) === 0)],
      redirects: [...new Set(redirectSources())],
      functions: [...functions, '/.netlify/functions/search'],
      other: [...editor, '/assets/', '/_build/', '/wp-content/uploads/'],
    }
    const generated = fc.sample(cases(routes), { numRuns: RUNS, seed: SEED })
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let next = 0
    const started = performance.now()
    const worker = async () => {
      while (next < generated.length && failures.length < 20) {
        const c = generated[next++] as Case
        const res = await rawRequest(E2E.sitePort, bytesOf(c), 10_000)
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        const wrong = problem(c, res)
        if (wrong) failures.push(`${wrong}: ${JSON.stringify(bytesOf(c).toString('latin1'))}`)
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, worker))
    const seconds = (performance.now() - started) / 1000
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`)
    console.log(
      `[server fuzz] ${next} requests in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${summary.join(', ')}`,
    )
    expect(failures, `seed ${SEED} (SERVER_FUZZ_SEED=${SEED} repeats it)`).toEqual([])
    expect(next).toBe(RUNS)
    // Every kind of route answered something other than a refusal of the request itself.
    expect([...statuses.keys()].filter((s) => s >= 200 && s < 400).length).toBeGreaterThan(1)
  })
})
