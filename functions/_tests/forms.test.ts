// POST /api/forms/:id against a real local CMS (devcms on a free port, fixture content with form 3 "Contact"), through
// the local Netlify runtime's invokeFunction (so `context.params.id` is filled as on Netlify).
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { FIXTURE_CONTENT, FIXTURE_MEDIA } from '#devcms/server/test-helpers.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import { config, createFormsHandler } from '../forms.ts'
import { loadedForTest } from '../_runtime/loaded-for-test.ts'

const CMS_HTML =
  '<div class="gform_confirmation_message">Bedankt! Lees <a href="http://127.0.0.1:9/kennisbank/ontworming">ons artikel</a>.' +
  '<script>alert(1)</script><img src="x" onerror="alert(2)"></div>'
let cms: CmsServer
/**
 * A stand-in CMS: /wp-json/<status>/… answers that status (429 with Retry-After); /wp-json/garbled/… a cut-off 200;
 * /wp-json/html/… a confirmation in HTML, with a link on the CMS and a script.
 */
let broken: Server
let brokenUrl = ''
let downUrl = ''
const urlOf = (server: Server, path: string) => {
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${path}`
}
const listen = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

beforeAll(async () => {
  cms = await createCmsServer({ contentDir: FIXTURE_CONTENT, mediaDir: FIXTURE_MEDIA, port: 0, gzip: false })
  broken = createServer((req, res) => {
    const kind = req.url?.split('/')[2] ?? ''
    if (kind === 'garbled') res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"is_valid": tr')
    else if (kind === 'html')
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ is_valid: true, confirmation_message: CMS_HTML, entry_id: 7 }))
    else if (kind === '429')
      res
        .writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' })
        .end('{"code":"rest_too_many_requests"}')
    else res.writeHead(Number(kind) || 500, { 'Content-Type': 'application/json' }).end(`{"code":"cms_error_${kind}"}`)
  })
  await listen(broken)
  brokenUrl = urlOf(broken, '/wp-json')
  const closed = createServer()
  await listen(closed)
  downUrl = urlOf(closed, '/wp-json')
  await new Promise((resolve) => closed.close(resolve))
})
afterAll(async () => {
  await cms.close()
  await new Promise((resolve) => broken.close(resolve))
})

const SITE = 'http://localhost:8888'
const valid = { input_1: 'Anouk', input_2: 'anouk@example.nl', input_3: 'vraag', input_4_1: '1' }

async function post(
  id: string,
  body: unknown,
  options: { cmsApiUrl?: string; timeoutMs?: number; headers?: Record<string, string>; method?: string } = {},
) {
  const handler = createFormsHandler({ cmsApiUrl: options.cmsApiUrl ?? cms.url, timeoutMs: options.timeoutMs ?? 3000 })
  const fn = loadedForTest('forms', handler)
  const method = options.method ?? 'POST'
  const request = new Request(`${SITE}/api/forms/${id}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...options.headers },
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  })
  const res = await invokeFunction({ fn, params: { id } }, request, { ip: '192.0.2.7', log: () => undefined })
  const json: unknown = await res.json()
  return { status: res.status, json, headers: res.headers }
}
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)

describe('forms function: input', () => {
  it('is routed at /api/forms/:id', () => {
    expect(config.path).toBe('/api/forms/:id')
  })

  it.each(['abc', '0', '-1', '1.5', '12345678901'])('form id %s → 400 naming the id', async (id) => {
    const res = await post(id, valid)
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ parameter: 'id', error: 'form id must be a positive whole number' })
  })

  it('a body that is not JSON, not an object, or has foreign keys → 400 naming the problem', async () => {
    expect((await post('3', '{"input_1":')).json).toEqual({ error: 'The body is not valid JSON' })
    const list = await post('3', ['Anouk'])
    expect(list.status).toBe(400)
    expect(list.json).toMatchObject({
      error: expect.stringContaining('must be a JSON object of input_<fieldId> values'),
    })
    const foreign = await post('3', { ...valid, name: 'x' })
    expect(foreign.status).toBe(400)
    expect(foreign.json).toMatchObject({ error: expect.stringContaining('is not a field key') })
    const nested = await post('3', { input_1: { first: 'Anouk' } })
    expect(nested.status).toBe(400)
    expect(nested.json).toMatchObject({ error: expect.stringMatching(/^body input_1 /) })
    expect(cms.submissions.entries).toHaveLength(0)
  })

  it('refuses other content types (415), other sites (403) and other methods (405)', async () => {
    expect((await post('3', valid, { headers: { 'Content-Type': 'text/plain' } })).status).toBe(415)
    expect((await post('3', valid, { headers: { Origin: 'https://evil.example' } })).status).toBe(403)
    expect((await post('3', valid, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403)
    const get = await post('3', undefined, { method: 'GET' })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })
})

describe('forms function: forwarding to the CMS', () => {
  it('a valid submission reaches the CMS; answers 200 with its confirmation message', async () => {
    const res = await post('3', valid)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.json).toMatchObject({ is_valid: true, confirmation_message: 'Bedankt voor je bericht!', entry_id: 1 })
    expect(cms.submissions.entries.at(-1)).toMatchObject({
      form_id: 3,
      values: { 1: ['Anouk'], 2: ['anouk@example.nl'], 4: ['1'] },
    })
  })

  it('keeps an HTML confirmation as sanitized HTML: links on the CMS become site paths, scripts and handlers go', async () => {
    const res = await post('3', valid, { cmsApiUrl: `${brokenUrl}/html` })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      is_valid: true,
      entry_id: 7,
      confirmation_message:
        '<div class="gform_confirmation_message">Bedankt! Lees <a href="/kennisbank/ontworming/">ons artikel</a>.<img src="x" loading="lazy" decoding="async" /></div>',
    })
  })

  it("passes the CMS's 400 through with its validation messages per field", async () => {
    const res = await post('3', { input_1: 'x'.repeat(41), input_2: 'geen-mail', input_3: 'klacht' })
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({
      is_valid: false,
      validation_messages: {
        1: 'Dit veld mag maximaal 40 tekens bevatten.',
        2: 'Voer een geldig e-mailadres in.',
        3: 'Kies een geldige optie.',
        4: 'Dit veld is verplicht.',
      },
    })
  })

  it("a form the CMS does not know → the CMS's 404 and body", async () => {
    const res = await post('99', valid)
    expect(res.status).toBe(404)
    expect(res.json).toMatchObject({ code: 'not_found', message: 'Form not found' })
    expect(res.json).not.toHaveProperty('upstreamStatus')
  })

  it("passes any other 4xx through with the CMS's body (and Retry-After)", async () => {
    const denied = await post('3', valid, { cmsApiUrl: `${brokenUrl}/401` })
    expect(denied.status).toBe(401)
    expect(denied.json).toEqual({ code: 'cms_error_401' })
    const busy = await post('3', valid, { cmsApiUrl: `${brokenUrl}/429` })
    expect(busy.status).toBe(429)
    expect(busy.headers.get('retry-after')).toBe('30')
    expect(busy.json).toEqual({ code: 'rest_too_many_requests' })
  })

  it('CMS down → 502 with a clear error', async () => {
    const log = quiet()
    const res = await post('3', valid, { cmsApiUrl: downUrl })
    expect(res.status).toBe(502)
    expect(res.json).toEqual({ error: 'The CMS could not be reached to submit the form', upstreamStatus: null })
    log.mockRestore()
  })

  it("CMS failing (5xx) → 502 naming the CMS's status; a cut-off answer → 502; CMS too slow → 504", async () => {
    const log = quiet()
    for (const status of [500, 503]) {
      const failing = await post('3', valid, { cmsApiUrl: `${brokenUrl}/${status}` })
      expect(failing.status).toBe(502)
      expect(failing.json).toEqual({ error: `The CMS answered with status ${status}`, upstreamStatus: status })
    }
    const garbled = await post('3', valid, { cmsApiUrl: `${brokenUrl}/garbled` })
    expect(garbled.status).toBe(502)
    expect(garbled.json).toEqual({ error: 'The CMS sent an answer that is not JSON', upstreamStatus: null })
    cms.setFaults('latency=500')
    const slow = await post('3', valid, { timeoutMs: 100 })
    expect(slow.status).toBe(504)
    expect(slow.json).toEqual({ error: 'The CMS did not answer within 100 ms', upstreamStatus: null })
    cms.setFaults('')
    log.mockRestore()
  })
})
