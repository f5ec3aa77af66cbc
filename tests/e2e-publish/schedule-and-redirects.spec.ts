// Scheduled posts and old links, end to end: a post scheduled 60 s ahead is served within 2 minutes with no
// request to the CMS in between (the local CMS publishes it at its time and calls the build hook, as WordPress' cron
// and the companion plugin do); a renamed article's old URL answers 301 to the new one, and after a second rename both
// old URLs 301 straight to the newest. Counts builds from where the other publishing tests left them.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { PUBLISH_E2E } from './ports.ts'

test.describe.configure({ mode: 'serial' })

const CMS = `http://localhost:${PUBLISH_E2E.cmsPort}/wp-json`
const EDITOR = `Basic ${Buffer.from('redactie:hoefslag-dev').toString('base64')}`
const HOOK = '/api/build-hook'

type Status = { state: string; started: number; succeeded: number; pending?: unknown }

async function status(request: APIRequestContext): Promise<Status> {
  const res = await request.get(HOOK, { headers: { 'X-Hoefslag-Secret': PUBLISH_E2E.secret } })
  expect(res.status()).toBe(200)
  return (await res.json()) as Status
}

async function edit(request: APIRequestContext, route: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await request.post(`${CMS}${route}`, {
    headers: { Authorization: EDITOR, 'Content-Type': 'application/json' },
    data: body,
  })
  expect(res.status(), `POST ${route}: ${await res.text()}`).toBeLessThan(300)
  return (await res.json()) as Record<string, unknown>
}

/** Waits until the site has started more than `after` builds and is idle with nothing pending; answers the count. */
async function builtAfter(request: APIRequestContext, after: number): Promise<number> {
  let started = -1
  await expect
    .poll(
      async () => {
        const s = await status(request)
        started = s.started
        return s.started > after && s.state === 'idle' && !s.pending
      },
      { timeout: 12 * 60_000, intervals: [2000] },
    )
    .toBe(true)
  return started
}

/** Where a URL redirects, without following it. */
async function redirectOf(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 })
  return { status: res.status(), location: res.headers().location }
}

test('a post scheduled 60 s ahead is served within 2 minutes, with no request to the CMS in between', async ({
  request,
}) => {
  await builtAfter(request, -1)
  // 60 s ahead, plus the time the request takes: WordPress publishes at once what is less than a minute ahead.
  const at = Date.now() + 62_000
  const created = await edit(request, '/wp/v2/articles', {
    title: 'Ingeplande controle: hoefverzorging in het voorjaar',
    status: 'publish',
    date: new Date(at).toISOString(),
    'knowledge-base-categories': [402],
    content: 'In het voorjaar groeit de hoef sneller. Plan de hoefsmid op tijd.',
  })
  expect(created.status).toBe('future')
  const path = '/kennisbank/ingeplande-controle-hoefverzorging-in-het-voorjaar/'
  // From here on only the site is asked.
  expect((await request.get(path)).status()).toBe(404)
  await expect
    .poll(async () => (await request.get(path)).status(), { timeout: at + 120_000 - Date.now(), intervals: [2000] })
    .toBe(200)
  const servedAfter = (Date.now() - at) / 1000
  test.info().annotations.push({ type: 'served', description: `${servedAfter.toFixed(0)} s after its time` })
  expect(servedAfter).toBeLessThanOrEqual(120)
})

test('a renamed article: the old URL 301s to the new one; after a second rename both old URLs 301 to the newest', async ({
  request,
}) => {
  const a = '/kennisbank/gebitscontrole-waarom-en-hoe-vaak/'
  const b = '/kennisbank/gebitscontrole-bij-paarden/'
  const c = '/kennisbank/gebitscontrole-hoe-vaak-per-jaar/'
  expect((await request.get(a)).status()).toBe(200)
  const before = await builtAfter(request, -1)

  await edit(request, '/wp/v2/articles/1009', { slug: 'gebitscontrole-bij-paarden' })
  const first = await builtAfter(request, before)
  expect(await redirectOf(request, a)).toEqual({ status: 301, location: b })
  expect((await request.get(b)).status()).toBe(200)

  await edit(request, '/wp/v2/articles/1009', { slug: 'gebitscontrole-hoe-vaak-per-jaar' })
  await builtAfter(request, first)
  expect(await redirectOf(request, a)).toEqual({ status: 301, location: c })
  expect(await redirectOf(request, b)).toEqual({ status: 301, location: c })
  const res = await request.get(a)
  expect(res.status()).toBe(200)
  expect(res.url()).toMatch(new RegExp(`${c}$`))
})
