// Behaviour of the CMS HTTP client against a real local HTTP server: paging, query encoding, retries, timeouts, limits.
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { CmsHttpError, CmsRequestFailedError, CmsShapeError, CmsTimeoutError } from './errors.ts'
import { CmsClient, type CmsClientEvent, type CmsClientOptions } from './http.ts'
import { sendJson, startTestServer, type Handler } from './test-server.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A server with `handler` and a client on it with fast test timings; both closed after the test. */
async function setup(handler: Handler, options: Partial<CmsClientOptions> = {}) {
  const server = await startTestServer(handler)
  const events: CmsClientEvent[] = []
  const client = new CmsClient({
    baseUrl: server.baseUrl,
    timeoutMs: 1_000,
    retries: 3,
    backoffBaseMs: 1,
    backoffMaxMs: 5,
    onEvent: (event) => events.push(event),
    ...options,
  })
  cleanups.push(
    () => client.close(),
    () => server.close(),
  )
  return { server, client, events }
}

function pageOf(url: string): number {
  return Number(new URL(url, 'http://x').searchParams.get('page'))
}

describe('CmsClient', () => {
  it('fetches page 1 first, then pages 2..N in parallel, and concatenates items in page order', async () => {
    const arrived: number[] = []
    let releasePages: () => void = () => {}
    const bothArrived = new Promise<void>((resolve) => (releasePages = resolve))
    const { server, client } = await setup(
      async (req, res) => {
        const page = pageOf(req.url ?? '')
        arrived.push(page)
        if (page > 1) {
          if (arrived.filter((p) => p > 1).length === 2) releasePages()
          await bothArrived // both later pages must be in flight together, or this never resolves
          if (page === 2) await new Promise((r) => setTimeout(r, 30)) // page 3 answers first
        }
        sendJson(res, [`p${page}a`, `p${page}b`], { 'X-WP-Total': '6', 'X-WP-TotalPages': '3' })
      },
      { retries: 0 },
    )

    const items = await client.getAllPages('/wp/v2/posts', { status: 'publish' }, { perPage: 2 })

    expect(items).toEqual(['p1a', 'p1b', 'p2a', 'p2b', 'p3a', 'p3b'])
    expect(arrived[0]).toBe(1)
    expect(server.urls[0]).toBe('/wp-json/wp/v2/posts?status=publish&per_page=2&page=1')
    expect(server.maxInFlight()).toBe(2)
  })

  it('reads a list once more from page 1 when items were deleted mid-read (400 rest_post_invalid_page_number), once only', async () => {
    let deleted = false
    const gone = {
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    }
    const { server, client } = await setup((req, res) => {
      const page = pageOf(req.url ?? '')
      if (page === 1) return sendJson(res, deleted ? ['a'] : ['a', 'b'], { 'X-WP-TotalPages': deleted ? '1' : '2' })
      deleted = true // an editor deleted "c" after page 1 was read
      return sendJson(res, gone, {}, 400)
    })
    let restarts = 0
    const items = await client.getAllPages(
      '/wp/v2/posts',
      {},
      { perPage: 2, mapPage: (page: unknown[]) => page, onRestart: () => restarts++ },
    )
    expect(items).toEqual(['a'])
    expect(restarts).toBe(1)
    expect(server.urls.map(pageOf)).toEqual([1, 2, 1])

    const { client: stubborn } = await setup((req, res) =>
      pageOf(req.url ?? '') === 1 ? sendJson(res, ['a'], { 'X-WP-TotalPages': '2' }) : sendJson(res, gone, {}, 400),
    )
    const error = await stubborn.getAllPages('/wp/v2/posts').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsHttpError)
    expect(error).toMatchObject({ status: 400, code: 'rest_post_invalid_page_number' })
  })

  it('returns the WordPress paging headers of a single response', async () => {
    const { client } = await setup((_req, res) => sendJson(res, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }))
    const response = await client.getJson('wp/v2/pages')
    expect(response.headers).toMatchObject({ total: 0, totalPages: 0 })
    expect(response.url).toMatch(/\/wp-json\/wp\/v2\/pages$/)
    expect(await client.getAllPages('wp/v2/pages')).toEqual([])
  })

  it('encodes arrays as key[]=a&key[]=b and escapes values', async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, []))
    await client.getJson('/wp/v2/posts', {
      include: ['12', '7'],
      search: 'paard & hoef',
      _embed: true,
      page: 2,
      skip: undefined,
    })
    expect(server.urls[0]).toBe(
      '/wp-json/wp/v2/posts?include[]=12&include[]=7&search=paard%20%26%20hoef&_embed=true&page=2',
    )
  })

  it('refuses a list endpoint that does not return an array, naming the URL', async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, { code: 'oops' }))
    const error = await client.getAllPages('/wp/v2/posts').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsShapeError)
    expect(String(error)).toContain(`${server.baseUrl}/wp/v2/posts?per_page=100&page=1`)
  })

  it('retries a 503 and counts the retry', async () => {
    const { server, client } = await setup((_req, res, n) =>
      n === 0 ? sendJson(res, { code: 'down' }, {}, 503) : sendJson(res, { id: 1 }),
    )
    const response = await client.getJson('/wp/v2/settings')
    expect(response.data).toEqual({ id: 1 })
    expect(server.urls).toHaveLength(2)
    expect(client.stats()).toMatchObject({ requests: 2, retries: 1, failures: 0 })
  })

  it('waits as long as a 429 Retry-After asks', async () => {
    const { client, events } = await setup((_req, res, n) =>
      n === 0 ? sendJson(res, {}, { 'Retry-After': '1' }, 429) : sendJson(res, { ok: true }),
    )
    const started = performance.now()
    await client.getJson('/wp/v2/posts')
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
    expect(events.find((e) => e.type === 'retry')).toMatchObject({ delayMs: 1000 })
  })

  it('does not retry a 404 and reports status and URL', async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, { code: 'rest_no_route' }, {}, 404))
    const error = await client.getJson('/wp/v2/nope').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsHttpError)
    expect(error).toMatchObject({
      message: 'Wrong status from API: 404',
      status: 404,
      url: `${server.baseUrl}/wp/v2/nope`,
    })
    expect(server.urls).toHaveLength(1)
    expect(client.stats()).toMatchObject({ requests: 1, retries: 0, failures: 1 })
  })

  it('times out a body that never ends, then retries', async () => {
    const { client, events } = await setup(
      (_req, res, n) => {
        if (n > 0) return sendJson(res, [1, 2])
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('[1,') // headers and part of the body, then silence
      },
      { timeoutMs: 200 },
    )
    const started = performance.now()
    expect((await client.getJson('/wp/v2/posts')).data).toEqual([1, 2])
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
    expect(events.find((e) => e.type === 'retry')).toMatchObject({ error: expect.any(CmsTimeoutError) })
  })

  it('times out a body that keeps trickling past the deadline', async () => {
    const { client } = await setup(
      (_req, res, n) => {
        if (n > 0) return sendJson(res, [])
        res.writeHead(200, { 'content-type': 'application/json' })
        const drip = setInterval(() => res.write(' '), 20) // never idle long enough for a per-chunk timeout
        res.on('close', () => clearInterval(drip))
      },
      { timeoutMs: 200 },
    )
    expect((await client.getJson('/wp/v2/posts')).data).toEqual([])
    expect(client.stats()).toMatchObject({ requests: 2, retries: 1 })
  })

  it('times out a server that never sends headers', async () => {
    const { client } = await setup((_req, res, n) => (n > 0 ? sendJson(res, 'ok') : undefined), { timeoutMs: 200 })
    expect((await client.getJson('/x')).data).toBe('ok')
    expect(client.stats()).toMatchObject({ requests: 2, retries: 1 })
  })

  it('retries a 200 with malformed JSON', async () => {
    const { client } = await setup((_req, res, n) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(n === 0 ? '{"id": 1, "title": {"rendered": "Hoe' : '{"id": 1}')
    })
    expect((await client.getJson('/wp/v2/posts/1')).data).toEqual({ id: 1 })
    expect(client.stats().retries).toBe(1)
  })

  it('gives up after the last retry with an error naming URL, attempts and cause', async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, {}, {}, 500), { retries: 2 })
    const error = await client.getJson('/wp/v2/menus').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsRequestFailedError)
    expect(error).toMatchObject({ attempts: 3, status: 500, url: `${server.baseUrl}/wp/v2/menus` })
    expect(String(error)).toContain(`GET ${server.baseUrl}/wp/v2/menus failed after 3 attempts`)
    expect(String(error)).toContain('Wrong status from API: 500')
    expect(client.stats()).toEqual({ requests: 3, retries: 2, failures: 1, bytes: 0 })
  })

  it('retries a refused connection and names the socket error when it gives up', async () => {
    const server = await startTestServer(() => {})
    await server.close()
    const client = new CmsClient({ baseUrl: server.baseUrl, retries: 1, backoffBaseMs: 1, backoffMaxMs: 2 })
    cleanups.push(() => client.close())
    const error = await client.getJson('/wp/v2/posts').catch((e: unknown) => e)
    expect(error).toMatchObject({ attempts: 2, message: expect.stringContaining('ECONNREFUSED') })
  })

  it('sends the bearer token when given one', async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, {}), { token: 'abc.def' })
    await client.getJson('/wp/v2/users/me')
    expect(server.headers[0]?.authorization).toBe('Bearer abc.def')
  })

  it('never has more requests in flight than the concurrency, over reused connections', async () => {
    const { server, client } = await setup(
      async (_req, res) => {
        await new Promise((r) => setTimeout(r, 10))
        sendJson(res, [])
      },
      { concurrency: 4 },
    )
    await Promise.all(Array.from({ length: 40 }, (_, i) => client.getJson('/wp/v2/posts', { page: i + 1 })))
    expect(server.maxInFlight()).toBe(4)
    expect(server.sockets()).toBeLessThanOrEqual(4)
    expect(client.stats().requests).toBe(40)
  })

  it('keeps a backing-off request in its slot, so retries add no load beyond the limit', async () => {
    const { server, client } = await setup(
      (req, res) =>
        req.url === '/wp-json/a' && server.urls.length === 1 ? sendJson(res, {}, {}, 503) : sendJson(res, {}),
      { concurrency: 1, backoffBaseMs: 50, random: () => 1 },
    )
    await Promise.all([client.getJson('/a'), client.getJson('/b')])
    expect(server.urls).toEqual(['/wp-json/a', '/wp-json/a', '/wp-json/b'])
  })

  it('decodes a gzip body and counts the bytes received', async () => {
    const body = gzipSync(JSON.stringify({ title: 'Hoefbevangenheid' }))
    const { client } = await setup((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      res.end(body)
    })
    expect((await client.getJson('/wp/v2/posts/9')).data).toEqual({ title: 'Hoefbevangenheid' })
    expect(client.stats().bytes).toBe(body.byteLength)
  })
})
