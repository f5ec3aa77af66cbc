// The build endpoint: the shared secret decides, nothing is queued without it; the plugin's reasons go into the queue.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readEditorWarnings } from '#sitebuild/publish/editor-warnings.ts'
import { BuildQueue } from '#sitebuild/publish/queue.ts'
import { buildHookHandler } from './build-hook.ts'

const SECRET = 'a-shared-secret-of-some-length'
const requests: string[][] = []
let server: Server
let url = ''

beforeAll(async () => {
  const handler = buildHookHandler({
    path: '/api/build-hook',
    secret: SECRET,
    queue: {
      request: (reasons) => (requests.push(reasons), { build: requests.length, queued: requests.length > 1 }),
      status: () => ({ state: 'idle', requests: requests.length }),
    },
    log: () => undefined,
  })
  server = createServer((req, res) => {
    void handler(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end('site')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => void requests.splice(0))

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/build-hook`, { method: 'POST', headers, body })

describe('build hook endpoint', () => {
  it('refuses a missing or wrong secret with 401 and queues nothing', async () => {
    expect((await post('{}')).status).toBe(401)
    expect((await post('{}', { 'X-Hoefslag-Secret': 'wrong' })).status).toBe(401)
    expect((await post('{}', { 'X-Hoefslag-Secret': `${SECRET}x` })).status).toBe(401)
    expect((await fetch(`${url}/api/build-hook`)).status).toBe(401)
    expect(requests).toEqual([])
  })

  it('queues a build with the companion plugin\'s reasons (202), or "webhook" for any other body', async () => {
    const res = await post(
      JSON.stringify({
        trigger_title: 'WordPress: article 1 changed',
        reasons: ['article 1 changed', 'wp_update_nav_menu'],
      }),
      { 'X-Hoefslag-Secret': SECRET, 'Content-Type': 'application/json' },
    )
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ accepted: true, build: 1, queued: false })
    await post('', { 'X-Hoefslag-Secret': SECRET })
    await post(JSON.stringify({ trigger_title: 'Handmatig' }), { 'X-Hoefslag-Secret': SECRET })
    expect(requests).toEqual([['article 1 changed', 'wp_update_nav_menu'], ['webhook'], ['Handmatig']])
  })

  it('answers the queue state to GET with the secret, 405 to other methods, 413 to a large body, and leaves other paths alone', async () => {
    expect(
      await (await fetch(`${url}/api/build-hook`, { headers: { 'X-Hoefslag-Secret': SECRET } })).json(),
    ).toMatchObject({ state: 'idle', requests: 0 })
    const answer = await fetch(`${url}/api/build-hook`, { headers: { 'X-Hoefslag-Secret': SECRET } })
    expect(
      Object.fromEntries(
        ['content-type', 'cache-control', 'x-content-type-options'].map((h) => [h, answer.headers.get(h)]),
      ),
    ).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    const refused = await fetch(`${url}/api/build-hook`, { method: 'DELETE' })
    expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST'])
    expect(
      (await fetch(`${url}/api/build-hook`, { method: 'HEAD', headers: { 'X-Hoefslag-Secret': SECRET } })).status,
    ).toBe(200)
    expect((await post('x'.repeat(20_000), { 'X-Hoefslag-Secret': SECRET })).status).toBe(413)
    expect(requests).toEqual([])
    expect((await fetch(`${url}/api/build-hooks`)).status).toBe(404)
  })

  it('lists the latest requests, newest first, with their build and reasons (what the publish status reads)', async () => {
    const secret = { 'X-Hoefslag-Secret': SECRET }
    await post(JSON.stringify({ reasons: ['article 1002 changed'] }), secret)
    await post(JSON.stringify({ reasons: ['page 2302 publish → draft'] }), secret)
    const status = (await (await fetch(`${url}/api/build-hook`, { headers: secret })).json()) as {
      tickets: { build: number; queued: boolean; at: string; reasons: string[] }[]
    }
    expect(status.tickets.slice(0, 2).map(({ build, queued, reasons }) => ({ build, queued, reasons }))).toEqual([
      { build: 2, queued: true, reasons: ['page 2302 publish → draft'] },
      { build: 1, queued: false, reasons: ['article 1002 changed'] },
    ])
    expect(Date.parse(status.tickets[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })
})

describe("each request's outcome (decision 055)", () => {
  it('keeps how the build that carried a request went, after a later build failed', async () => {
    const queue = new BuildQueue(
      async (job) => {
        if (job.reasons.includes('menu changed')) throw new Error('build failed: exit 1')
      },
      () => undefined,
    )
    const handler = buildHookHandler({
      path: '/api/build-hook',
      secret: SECRET,
      queue: { request: (r) => queue.request(r), status: () => queue.status(), outcome: (n) => queue.outcome(n) },
      log: () => undefined,
    })
    const hook = createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const address = hook.address()
    const hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/build-hook`
    const headers = { 'X-Hoefslag-Secret': SECRET }
    try {
      await fetch(hookUrl, { method: 'POST', headers, body: JSON.stringify({ reasons: ['article 1002 changed'] }) })
      await queue.idle()
      await fetch(hookUrl, { method: 'POST', headers, body: JSON.stringify({ reasons: ['menu changed'] }) })
      await queue.idle()
      const status = (await (await fetch(hookUrl, { headers })).json()) as {
        last: { n: number; ok: boolean }
        tickets: { build: number; reasons: string[]; outcome?: { ok: boolean; finishedAt: string; error?: string } }[]
      }
      expect(status.last).toMatchObject({ n: 2, ok: false })
      expect(
        status.tickets.map(({ build, reasons, outcome }) => ({
          build,
          reasons,
          ok: outcome?.ok,
          error: outcome?.error,
        })),
      ).toEqual([
        { build: 2, reasons: ['menu changed'], ok: false, error: 'build failed: exit 1' },
        { build: 1, reasons: ['article 1002 changed'], ok: true, error: undefined },
      ])
      expect(Date.parse(status.tickets[1]?.outcome?.finishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    } finally {
      await new Promise((resolve) => hook.close(resolve))
    }
  })
})

describe('wrong secrets', () => {
  it('are limited per address (429 past 10 a minute, the secret then not even compared) and logged once per window', async () => {
    const lines: string[] = []
    let built = 0
    const handler = buildHookHandler({
      path: '/api/build-hook',
      secret: SECRET,
      queue: { request: () => ({ build: ++built, queued: false }), status: () => ({}) },
      log: (line) => lines.push(line),
      clientAddress: (req) => String(req.headers['x-test-client']),
    })
    const hook = createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const address = hook.address()
    const hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/build-hook`
    const send = (secret: string, client: string) =>
      fetch(hookUrl, { method: 'POST', headers: { 'X-Hoefslag-Secret': secret, 'X-Test-Client': client }, body: '{}' })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 30; i++) statuses.push((await send(`guess-${i}`, 'attacker')).status)
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
      expect(new Set(statuses.slice(10))).toEqual(new Set([429]))
      const right = await send(SECRET, 'attacker')
      expect(right.status).toBe(429)
      expect(right.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(built).toBe(0)
      expect((await send(SECRET, 'the-cms')).status).toBe(202)
      expect(lines.filter((l) => l.includes('attacker'))).toHaveLength(1)
    } finally {
      await new Promise((resolve) => hook.close(resolve))
    }
  })
})

describe("a build's warnings for the editors (decision 059)", () => {
  it("lists lost content and links to private items with the outcome of the build that found them, from the build's local report", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'build-hook-warnings-'))
    const reportFile = path.join(dir, 'report.json')
    const report = (entries: object[]) => writeFile(reportFile, JSON.stringify({ entries }))
    const lost = {
      level: 'warning',
      entity: 'articles',
      id: 1002,
      slug: 'koliek',
      url: '/kennisbank/koliek/',
      path: 'rows',
      message: 'Inhoud verdwenen: Koliek (/kennisbank/koliek/) heeft geen rijen meer (rows; was 2 rijen met 4 blokken)',
    }
    const deadLink = {
      level: 'warning',
      entity: 'posts',
      id: 2018,
      url: '/kennisbank/prive-onderzoek/',
      path: 'content',
      message: 'a link to a page the site does not have (a private or draft item, or one removed): visitors get a 404',
      notPublic: true,
    }
    const other = { ...lost, id: 7, message: 'an image without alt text' }
    const queue = new BuildQueue(
      async () => ({ warnings: await readEditorWarnings(reportFile) }),
      () => undefined,
    )
    const handler = buildHookHandler({
      path: '/api/build-hook',
      secret: SECRET,
      queue: { request: (r) => queue.request(r), status: () => queue.status(), outcome: (n) => queue.outcome(n) },
      log: () => undefined,
    })
    const hook = createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const address = hook.address()
    const hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/build-hook`
    const headers = { 'X-Hoefslag-Secret': SECRET }
    try {
      await report([lost, deadLink, other])
      await fetch(hookUrl, { method: 'POST', headers, body: JSON.stringify({ reasons: ['article 1002 changed'] }) })
      await queue.idle()
      await report([other])
      await fetch(hookUrl, { method: 'POST', headers, body: JSON.stringify({ reasons: ['page 7 changed'] }) })
      await queue.idle()
      const status = (await (await fetch(hookUrl, { headers })).json()) as {
        tickets: {
          build: number
          outcome?: { ok: boolean; warnings?: { id: number; field: string; message: string }[] }
        }[]
      }
      expect(status.tickets.map((t) => [t.build, t.outcome?.warnings])).toEqual([
        [2, undefined],
        [
          1,
          [
            { entity: 'articles', id: 1002, url: '/kennisbank/koliek/', field: 'rows', message: lost.message },
            {
              entity: 'posts',
              id: 2018,
              url: '/kennisbank/prive-onderzoek/',
              field: 'content',
              message:
                'Link naar een pagina die niet op de site staat (privé, concept of verwijderd): /kennisbank/prive-onderzoek/ (content); bezoekers krijgen een 404',
            },
          ],
        ],
      ])
    } finally {
      await new Promise((resolve) => hook.close(resolve))
      await rm(dir, { recursive: true, force: true })
    }
  })
})
