// The deploy-event functions (decision 044): what Netlify's deploy body becomes on its way to WordPress — signed with
// the shared secret, only the fields the status needs (never the deploy's log token), production deploys of this site
// only — and the clear 4xx for everything else.
import { createHmac } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import deployBuilding from '../deploy-building.ts'
import deployFailed from '../deploy-failed.ts'
import deploySucceeded from '../deploy-succeeded.ts'

const SECRET = 'a-shared-secret-of-the-site-and-wordpress'
let server: Server
let origin = ''
const received: { url: string; headers: Record<string, string | string[] | undefined>; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"recorded":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => {
  for (const key of ['SITE_ID', 'CMS_API_URL', 'BUILD_HOOK_SECRET']) delete process.env[key]
  resetRuntimeEnv()
  return new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  received.length = 0
  process.env.SITE_ID = 'site-1'
  process.env.CMS_API_URL = `${origin}/wp-json`
  process.env.BUILD_HOOK_SECRET = SECRET
  resetRuntimeEnv()
})

const netlifyBody = (payload: Record<string, unknown>) =>
  JSON.stringify({
    payload: {
      id: '6761d0c0ffee',
      site_id: 'site-1',
      title: 'WordPress: post 12 changed [hoefslag #1764300000000]',
      context: 'production',
      error_message: null,
      published_at: null,
      log_access_attributes: { type: 'firebase', token: 'LOG-TOKEN' },
      ...payload,
    },
    site: { id: 'site-1' },
  })
const post = (body: string, method = 'POST') =>
  new Request('https://hoefslag.netlify.app/.netlify/functions/deploy-failed', {
    method,
    ...(method === 'POST' ? { body } : {}),
  })

describe('deploy-event functions', () => {
  it('report a production deploy to the plugin, signed with the shared secret, without the log token', async () => {
    const res = await deployFailed(post(netlifyBody({ error_message: 'Build script returned non-zero exit code: 2' })))
    expect(res.status).toBe(200)
    expect(received).toHaveLength(1)
    const [call] = received
    expect(call?.url).toBe('/wp-json/hoefslag/v1/build-event')
    const stamp = String(call?.headers['x-hoefslag-timestamp'])
    expect(Math.abs(Number(stamp) - Date.now() / 1000)).toBeLessThan(5)
    const expected = createHmac('sha256', SECRET)
      .update(`${stamp}.${call?.body ?? ''}`)
      .digest('hex')
    expect(call?.headers['x-hoefslag-signature']).toBe(`sha256=${expected}`)
    expect(JSON.parse(call?.body ?? '')).toEqual({
      event: 'deploy-failed',
      deploy: {
        id: '6761d0c0ffee',
        title: 'WordPress: post 12 changed [hoefslag #1764300000000]',
        error_message: 'Build script returned non-zero exit code: 2',
      },
    })
    expect(call?.body).not.toContain('LOG-TOKEN')
    expect(call?.body).not.toContain(SECRET)
  })

  it('carry the publish time of a succeeded deploy; each function names its own event', async () => {
    await deploySucceeded(post(netlifyBody({ published_at: '2026-11-28T08:00:00.000Z' })))
    await deployBuilding(post(netlifyBody({})))
    expect(received.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      expect.objectContaining({
        event: 'deploy-succeeded',
        deploy: expect.objectContaining({ published_at: '2026-11-28T08:00:00.000Z' }),
      }),
      expect.objectContaining({ event: 'deploy-building' }),
    ])
  })

  it("send with a succeeded deploy what its build warns the editors of (the functions data's editor-warnings.json)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'deploy-warnings-'))
    const warning = {
      entity: 'articles',
      id: 1002,
      url: '/kennisbank/koliek/',
      field: 'rows',
      message: 'Inhoud verdwenen: Koliek (/kennisbank/koliek/) heeft geen rijen meer (rows; was 2 rijen met 4 blokken)',
    }
    process.env.SEARCH_DATA_DIR = dir
    resetRuntimeEnv()
    try {
      await deploySucceeded(post(netlifyBody({})))
      await writeFile(path.join(dir, 'editor-warnings.json'), JSON.stringify([warning]))
      await deploySucceeded(post(netlifyBody({})))
      await deployBuilding(post(netlifyBody({})))
      const deploys = received.map((r) => (JSON.parse(r.body) as { deploy: { warnings?: unknown } }).deploy.warnings)
      expect(deploys).toEqual([undefined, [warning], undefined])
    } finally {
      delete process.env.SEARCH_DATA_DIR
      resetRuntimeEnv()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('report nothing for another site, a deploy preview, a non-POST or a body that is no deploy (4xx naming it)', async () => {
    expect((await deploySucceeded(post(netlifyBody({ site_id: 'other' })))).status).toBe(403)
    const preview = await deploySucceeded(post(netlifyBody({ context: 'deploy-preview' })))
    expect(await preview.json()).toMatchObject({ reported: false })
    expect((await deploySucceeded(post('', 'GET'))).status).toBe(405)
    expect((await deploySucceeded(post('{not json'))).status).toBe(400)
    const bad = await deploySucceeded(post(JSON.stringify({ payload: { id: '../../x', site_id: 'site-1' } })))
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('payload.id')
    expect(received).toEqual([])
  })

  it('are off where Netlify is not (no SITE_ID) or no secret is set: 404, nothing reported', async () => {
    delete process.env.SITE_ID
    resetRuntimeEnv()
    expect((await deploySucceeded(post(netlifyBody({})))).status).toBe(404)
    process.env.SITE_ID = 'site-1'
    delete process.env.BUILD_HOOK_SECRET
    resetRuntimeEnv()
    expect((await deploySucceeded(post(netlifyBody({})))).status).toBe(404)
    expect(received).toEqual([])
  })

  it('answer 502 (and log) when WordPress refuses or is unreachable', async () => {
    process.env.CMS_API_URL = 'http://127.0.0.1:9/wp-json'
    resetRuntimeEnv()
    expect((await deploySucceeded(post(netlifyBody({})))).status).toBe(502)
  })
})
