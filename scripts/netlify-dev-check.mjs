/* global process, console, performance, Request, URL */
// The editors' functions (and the others) under Netlify's own local runtime, @netlify/dev: its redirect engine reads
// dist/client/_redirects, its functions runtime bundles functions/ with Netlify's bundler, as on Netlify. Needs a
// build (npm run build), the local CMS (npm run cms), Node ≥ 22 and @netlify/dev, which the project does not install
// (it runs on Node 20): docs/deploy.md "Checking under Netlify's runtime". Exits 1 when an answer is not as expected.
//   NETLIFY_DEV_MODULE=/path/to/node_modules/@netlify/dev/dist/main.js CMS_API_URL=http://localhost:8081/wp-json \
//     /path/to/node22 scripts/netlify-dev-check.mjs
const { NetlifyDev } = await import(process.env.NETLIFY_DEV_MODULE ?? '@netlify/dev')
const root = new URL('..', import.meta.url).pathname
process.chdir(root)
const off = { enabled: false }
const dev = new NetlifyDev({ projectRoot: root, skipGitignore: true, geolocation: off, blobs: off, edgeFunctions: off, images: off, aiGateway: off })
await dev.start()
const site = 'http://localhost:8888'
const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
let failed = 0

async function expectAnswer(label, request, check) {
  const started = performance.now()
  const result = await dev.handleAndIntrospect(request)
  const response = result?.response
  const text = response ? await response.text() : ''
  const problem = response ? check(response, text) : 'no answer'
  if (problem) failed++
  const ms = (performance.now() - started).toFixed(0)
  console.log(`${problem ? '✘' : '✓'} ${label}: ${result?.type ?? '-'} ${response?.status ?? '-'} ${response?.headers.get('location') ?? ''} (${ms} ms)${problem ? ` — ${problem}` : ''}`)
  return response
}
const status = (want, extra = () => '') => (r, text) => (r.status === want ? extra(r, text) : `expected ${want}`)

const login = await expectAnswer('POST /api/login', new Request(`${site}/api/login`, json({ username: 'redactie', password: 'hoefslag-dev' })), status(200))
const cookie = (login?.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ')
const editor = { headers: { cookie } }
await expectAnswer('POST /api/login, wrong password', new Request(`${site}/api/login`, json({ username: 'redactie', password: 'fout' })), status(401))
await expectAnswer('/?p=1019, logged out', new Request(`${site}/?p=1019`), status(302, (r) => (r.headers.get('location') === '/login/?redirectTo=%2F%3Fp%3D1019' ? '' : 'wrong redirectTo')))
await expectAnswer('/?p=1019, editor', new Request(`${site}/?p=1019`, editor), status(302, (r) => (r.headers.get('location')?.startsWith('/kennisbank/hoesten-bij-paarden') ? '' : 'not to the draft')))
await expectAnswer('the draft at its URL, editor', new Request(`${site}/kennisbank/hoesten-bij-paarden-oorzaken-en-aanpak/?preview_id=1019`, editor),
  status(200, (_r, text) => (text.includes('data-editor-view="preview"') ? '' : 'no preview banner')))
const privatePath = '/kennisbank/koliek-in-de-praktijk-beslismomenten-voor-doorverwijzing/'
await expectAnswer('a private item, editor', new Request(`${site}${privatePath}`, editor), status(200, (_r, text) => (text.includes('data-editor-view="private"') ? '' : 'no private banner')))
const anonymous = await dev.handleAndIntrospect(new Request(`${site}${privatePath}`))
console.log(`${anonymous && anonymous.response.status !== 404 ? '✘' : '✓'} a private item, anonymous: ${anonymous ? anonymous.response.status : 'no match (the 404 page)'}`)
if (anonymous && anonymous.response.status !== 404) failed++
await expectAnswer('POST /api/logout', new Request(`${site}/api/logout`, { method: 'POST' }), status(303))
await dev.stop()
process.exit(failed ? 1 : 0)
