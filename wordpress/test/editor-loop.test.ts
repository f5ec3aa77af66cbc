// The editor's loop against a real WordPress (Debian's packages) with the companion plugin (decisions 030 and
// 037): old slugs and moved pages in `old_links`, a scheduled post published by wp-cron.php alone (no page visit), the
// "View" links and the theme front end pointing at the site, and the publish status' REST answer. No content seeded.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WP } from './config.ts'
import { makeDue, phpProblems } from './docroot.ts'
import { ensurePackages } from './packages.ts'
import { stopAll } from './processes.ts'
import { LOG_TOKEN, netlifyStandIn } from './netlify-stand-in.ts'
import type { JsonObject, Rest } from './rest.ts'
import { startBareWordPress } from './wordpress.ts'
import { signBuildEvent } from '#functions/_lib/build-event.ts'

const unavailable = ensurePackages()
if (unavailable && process.env.CI) throw new Error(`WordPress integration test cannot run in CI: ${unavailable}`)

let rest: Rest
/** The site's build endpoint as the plugin sees it: records each call's secret, answers GET with `status`. */
const site = {
  secrets: [] as string[],
  bodies: [] as string[],
  status: {} as Record<string, unknown>,
  url: '',
  close: () => {},
}

const poll = async <T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 8000): Promise<T> => {
  const until = Date.now() + ms
  let value = await read()
  while (!done(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200))
    value = await read()
  }
  return value
}

describe.skipIf(unavailable !== null)("the editor's loop in a real WordPress", () => {
  beforeAll(async () => {
    rest = await startBareWordPress()
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      req.on('end', () => {
        site.secrets.push(String(req.headers['x-hoefslag-secret'] ?? ''))
        if (req.method === 'GET') return void res.writeHead(200).end(JSON.stringify(site.status))
        site.bodies.push(body)
        res.writeHead(202).end('{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/build-hook`
    site.close = () => void server.close()
    await rest.post('/wp/v2/settings', { hoefslag_build_hook_url: site.url })
  }, 230_000)

  afterAll(async () => {
    site.close()
    await stopAll()
  })

  it('keeps every old path of a renamed post and of a page whose parent was renamed, in old_links', async () => {
    const post = await rest.post('/wp/v2/posts', { title: 'Droes in de stal', status: 'publish', slug: 'droes-a' })
    await rest.post(`/wp/v2/posts/${String(post.id)}`, { slug: 'droes-b' })
    await rest.post(`/wp/v2/posts/${String(post.id)}`, { slug: 'droes-c' })
    const now = await rest.get(`/wp/v2/posts/${String(post.id)}`)
    expect(now.link).toBe(`${WP.origin}/droes-c/`)
    expect([...(now.old_links as string[])].sort()).toEqual([`${WP.origin}/droes-a/`, `${WP.origin}/droes-b/`])

    const parent = await rest.post('/wp/v2/pages', { title: 'Over ons', status: 'publish', slug: 'over-ons' })
    const child = await rest.post('/wp/v2/pages', { title: 'Team', status: 'publish', parent: parent.id })
    await rest.post(`/wp/v2/pages/${String(parent.id)}`, { slug: 'wie-zijn-wij' })
    expect((await rest.get(`/wp/v2/pages/${String(parent.id)}`)).old_links).toEqual([`${WP.origin}/over-ons/`])
    expect((await rest.get(`/wp/v2/pages/${String(child.id)}`)).old_links).toEqual([`${WP.origin}/over-ons/team/`])
  })

  it("keeps a product's old path when its partner is renamed", async () => {
    const partner = await rest.post('/wp/v2/partners', { title: 'Paard & Co', status: 'publish', slug: 'paard-en-co' })
    const product = await rest.post('/wp/v2/products', {
      title: 'Hoefolie',
      status: 'publish',
      slug: 'hoefolie',
      extra_fields: { partner: partner.id },
    })
    expect((await rest.get(`/wp/v2/products/${String(product.id)}`)).link).toBe(
      `${WP.origin}/partners/paard-en-co/hoefolie/`,
    )
    const before = String((await rest.get(`/wp/v2/products/${String(product.id)}`)).modified_gmt)
    await new Promise((r) => setTimeout(r, 1100))
    await rest.post(`/wp/v2/partners/${String(partner.id)}`, { slug: 'paard-en-zo' })
    await rest.post(`/wp/v2/partners/${String(partner.id)}`, { slug: 'paardenzaken' })
    const now = await rest.get(`/wp/v2/products/${String(product.id)}`)
    expect(now.link).toBe(`${WP.origin}/partners/paardenzaken/hoefolie/`)
    // Marked modified, so an incremental build (`modified_after`) reads the product again.
    expect(String(now.modified_gmt) > before).toBe(true)
    expect([...(now.old_links as string[])].sort()).toEqual([
      `${WP.origin}/partners/paard-en-co/hoefolie/`,
      `${WP.origin}/partners/paard-en-zo/hoefolie/`,
    ])
  })

  it("keeps a category's old path, and its child terms' when the parent is renamed, through later renames", async () => {
    const parent = await rest.post('/wp/v2/categories', { name: 'Gezondheid', slug: 'gezondheid' })
    const child = await rest.post('/wp/v2/categories', { name: 'Hoeven', slug: 'hoeven', parent: parent.id })
    const term = (id: unknown) => rest.get(`/wp/v2/categories/${String(id)}`)
    expect((await term(child.id)).link).toBe(`${WP.origin}/categorie/gezondheid/hoeven/`)
    expect((await term(child.id)).old_links).toEqual([])

    await rest.post(`/wp/v2/categories/${String(parent.id)}`, { slug: 'gezond' })
    expect((await term(parent.id)).old_links).toEqual([`${WP.origin}/categorie/gezondheid/`])
    const moved = await term(child.id)
    expect(moved.link).toBe(`${WP.origin}/categorie/gezond/hoeven/`)
    expect(moved.old_links).toEqual([`${WP.origin}/categorie/gezondheid/hoeven/`])

    await rest.post(`/wp/v2/categories/${String(child.id)}`, { slug: 'hoefzorg' })
    const renamed = await term(child.id)
    expect(renamed.link).toBe(`${WP.origin}/categorie/gezond/hoefzorg/`)
    expect([...(renamed.old_links as string[])].sort()).toEqual([
      `${WP.origin}/categorie/gezond/hoeven/`,
      `${WP.origin}/categorie/gezondheid/hoeven/`,
    ])
    // Renamed back: the path is live again, not old.
    await rest.post(`/wp/v2/categories/${String(parent.id)}`, { slug: 'gezondheid' })
    expect((await term(parent.id)).old_links).toEqual([`${WP.origin}/categorie/gezond/`])
  })

  it("keeps an author's old page (/auteurs/{slug}/) when the user's slug changes; a user with no page has none", async () => {
    const author = await rest.post('/wp/v2/users', {
      username: 'mvisser',
      password: 'een-lang-wachtwoord-voor-de-test',
      email: 'mvisser@hoefslag.test',
      name: 'Marloes Visser',
      slug: 'marloes-visser',
      roles: ['author'],
    })
    const quiet = await rest.post('/wp/v2/users', {
      username: 'stil',
      password: 'een-lang-wachtwoord-voor-de-test',
      email: 'stil@hoefslag.test',
      name: 'Stil Account',
      slug: 'stil-account',
      roles: ['author'],
    })
    await rest.post('/wp/v2/posts', { title: 'Door Marloes', status: 'publish', author: author.id })
    await rest.post(`/wp/v2/users/${String(author.id)}`, { slug: 'marloes-de-visser' })
    await rest.post(`/wp/v2/users/${String(quiet.id)}`, { slug: 'stil-account-2' })
    const user = await rest.get(`/wp/v2/users/${String(author.id)}`)
    expect(user.link).toBe(`${WP.origin}/auteurs/marloes-de-visser/`)
    expect(user.old_links).toEqual([`${WP.origin}/auteurs/marloes-visser/`])
    const listed = (await rest.get<JsonObject[]>('/wp/v2/authors?per_page=100')).find((a) => a.id === author.id)
    expect(listed?.old_links).toEqual([`${WP.origin}/auteurs/marloes-visser/`])
    expect((await rest.get(`/wp/v2/users/${String(quiet.id)}`)).old_links).toEqual([])
  })

  it('publishes a scheduled post through wp-cron.php without any page visit, and asks for a build', async () => {
    // WordPress schedules only what is at least a minute ahead.
    const due = Date.now() + 65_000
    const at = new Date(due).toISOString().slice(0, 19)
    const post = await rest.post('/wp/v2/posts', { title: 'Ingepland bericht', status: 'future', date_gmt: at })
    expect(post.status).toBe('future')
    // Rather than wait that minute: the post's date and the event WordPress scheduled for it move to just now.
    const moved = makeDue(Number(post.id))
    expect(moved.was).toBe(Math.floor(Date.parse(`${at}Z`) / 1000))
    expect(moved.now).toBeLessThan(Date.now() / 1000)
    // Its time has passed and nobody ran the cron: still scheduled (WordPress' REST reads run no cron).
    expect((await rest.get(`/wp/v2/posts/${String(post.id)}`)).status).toBe('future')
    site.bodies.length = 0
    // DISABLE_WP_CRON is set (docroot.ts): only the cron request itself runs it, as the Netlify function sends it.
    expect((await fetch(`${WP.origin}/wp-cron.php?doing_wp_cron`)).status).toBe(200)
    const published = await poll(
      () => rest.get(`/wp/v2/posts/${String(post.id)}`),
      (p) => p.status === 'publish',
    )
    expect(published.status).toBe('publish')
    const bodies = await poll(
      async () => site.bodies.join('\n'),
      (b) => b.includes(`post ${String(post.id)} future`),
    )
    expect(bodies).toContain(`post ${String(post.id)} future \\u2192 publish`)
  }, 120_000)

  it('points "View" at the site where the editor works, and keeps WordPress\' permalinks for the build', async () => {
    const post = await rest.post('/wp/v2/posts', { title: 'Bekijk mij', status: 'publish', slug: 'bekijk-mij' })
    const edit = await rest.get(`/wp/v2/posts/${String(post.id)}?context=edit`)
    expect(edit.link).toBe(`${WP.siteUrl}/bekijk-mij/`)
    expect(String(edit.permalink_template)).toMatch(new RegExp(`^${WP.siteUrl}/`))
    const anonymous = (await (await fetch(`${WP.api}/wp/v2/posts/${String(post.id)}`)).json()) as JsonObject
    expect(anonymous.link).toBe(`${WP.origin}/bekijk-mij/`)
    // WordPress' own front end: a 301 to the same page on the site; the REST API, login and cron stay.
    const front = await fetch(`${WP.origin}/bekijk-mij/`, { redirect: 'manual' })
    expect(front.status).toBe(301)
    expect(front.headers.get('location')).toBe(`${WP.siteUrl}/bekijk-mij/`)
    const shortlink = await fetch(`${WP.origin}/?p=${String(post.id)}`, { redirect: 'manual' })
    expect(shortlink.headers.get('location')).toBe(`${WP.siteUrl}/bekijk-mij/`)
    // A missing file under /wp-content/ is a 404 here, never sent to the site (whose /wp-content/* proxy would loop).
    const missing = await fetch(`${WP.origin}/wp-content/uploads/nope.jpg`, { redirect: 'manual' })
    expect([missing.status, missing.headers.get('location')]).toEqual([404, null])
    expect((await fetch(`${WP.api}/`, { redirect: 'manual' })).status).toBe(200)
    expect((await fetch(`${WP.origin}/wp-login.php`, { redirect: 'manual' })).status).toBe(200)
  })

  it("answers the publish status from the site's build status, server-side, to editors only", async () => {
    const post = await rest.post('/wp/v2/posts', { title: 'Status', status: 'publish' })
    const route = `/hoefslag/v1/publish-status?post=${String(post.id)}`
    site.secrets.length = 0
    site.status = {
      state: 'building',
      running: { n: 4 },
      last: { n: 3, ok: true, finishedAt: '2026-11-28T05:00:00.000Z' },
      tickets: [
        { build: 4, queued: false, at: '2026-11-28T05:01:00.000Z', reasons: [`post ${String(post.id)} changed`] },
      ],
    }
    expect(await rest.get(route)).toMatchObject({ state: 'building', build: 4 })
    site.status = {
      state: 'idle',
      last: { n: 4, ok: false, error: 'build failed: exit 1', finishedAt: '2026-11-28T05:02:00.000Z' },
      tickets: [
        { build: 4, queued: false, at: '2026-11-28T05:01:00.000Z', reasons: [`post ${String(post.id)} changed`] },
      ],
    }
    const failed = await rest.get(route)
    expect(failed).toMatchObject({
      state: 'failed',
      error: 'build failed: exit 1',
      report: `${WP.siteUrl}/_build/report.html`,
    })
    site.status = { ...site.status, last: { n: 4, ok: true, finishedAt: '2026-11-28T05:02:00.000Z' } }
    expect(await rest.get(route)).toMatchObject({
      state: 'live',
      at: '2026-11-28T05:02:00.000Z',
      url: `${WP.siteUrl}/status/`,
    })
    // The secret went to the site from WordPress, never to the editor.
    expect(site.secrets).toContain(WP.hookSecret)
    expect(JSON.stringify(failed)).not.toContain(WP.hookSecret)
    expect((await fetch(`${WP.api}${route}`)).status).toBe(401)
  })

  it('judges an item by the build that carried its change: a later unrelated failed build leaves it live', async () => {
    const post = await rest.post('/wp/v2/posts', { title: 'Per bericht', status: 'publish', slug: 'per-bericht' })
    const other = await rest.post('/wp/v2/posts', { title: 'Ander bericht', status: 'publish' })
    const route = (id: unknown) => `/hoefslag/v1/publish-status?post=${String(id)}`
    const error = 'build failed: exit 1'
    // Build 5 carried this post and went live; build 6 carried another change and failed.
    site.status = {
      state: 'idle',
      last: { n: 6, ok: false, error, finishedAt: '2026-11-28T06:02:00.000Z' },
      tickets: [
        {
          build: 6,
          queued: false,
          at: '2026-11-28T06:01:00.000Z',
          reasons: [`post ${String(other.id)} changed`],
          outcome: { ok: false, error, finishedAt: '2026-11-28T06:02:00.000Z' },
        },
        {
          build: 5,
          queued: false,
          at: '2026-11-28T06:00:00.000Z',
          reasons: [`post ${String(post.id)} changed`],
          outcome: { ok: true, finishedAt: '2026-11-28T06:00:30.000Z' },
        },
      ],
    }
    expect(await rest.get(route(post.id))).toMatchObject({
      state: 'live',
      build: 5,
      at: '2026-11-28T06:00:30.000Z',
      url: `${WP.siteUrl}/per-bericht/`,
    })
    expect(await rest.get(route(other.id))).toMatchObject({ state: 'failed', build: 6, error })
    // The site as a whole (the list screens): the failed build.
    expect(await rest.get('/hoefslag/v1/publish-status')).toMatchObject({ state: 'failed', error })

    // Vice versa: the other post's change failed in build 6, and build 7 (this post again) went live: build 7 read
    // everything the CMS had, the other post's change too, so both are live; this post since build 7.
    site.status = {
      state: 'idle',
      last: { n: 7, ok: true, finishedAt: '2026-11-28T06:05:00.000Z' },
      tickets: [
        {
          build: 7,
          queued: false,
          at: '2026-11-28T06:04:00.000Z',
          reasons: [`post ${String(post.id)} changed`],
          outcome: { ok: true, finishedAt: '2026-11-28T06:05:00.000Z' },
        },
        ...(site.status.tickets as object[]),
      ],
    }
    expect(await rest.get(route(post.id))).toMatchObject({ state: 'live', build: 7, at: '2026-11-28T06:05:00.000Z' })
    expect(await rest.get(route(other.id))).toMatchObject({ state: 'live', build: 7 })
    // A change waiting behind a running build is queued, whatever the last build did.
    site.status = {
      state: 'building',
      running: { n: 8 },
      last: { n: 7, ok: false, error, finishedAt: '2026-11-28T06:05:00.000Z' },
      tickets: [
        { build: 9, queued: true, at: '2026-11-28T06:06:00.000Z', reasons: [`post ${String(post.id)} changed`] },
      ],
    }
    expect(await rest.get(route(post.id))).toMatchObject({ state: 'queued', build: 9 })
  })

  it('once a change is live, says how far phase 2 is (the remaining pages), or that it failed; a malformed one is ignored', async () => {
    const post = await rest.post('/wp/v2/posts', { title: 'Tweede fase', status: 'publish', slug: 'tweede-fase' })
    const older = await rest.post('/wp/v2/posts', { title: 'Ouder bericht', status: 'publish' })
    const route = (id: unknown) => `/hoefslag/v1/publish-status?post=${String(id)}`
    const live = '2026-11-29T20:01:02.000Z'
    // Build 12 carried this post; its phase 1 is live, phase 2 renders the pages that list the newest items.
    const base = {
      state: 'idle',
      last: { n: 12, ok: true, finishedAt: live },
      tickets: [
        {
          build: 12,
          queued: false,
          at: '2026-11-29T20:00:40.000Z',
          reasons: [`post ${String(post.id)} changed`],
          outcome: { ok: true, finishedAt: live },
        },
      ],
    }
    const ripple = { state: 'running', build: 12, done: 6200, total: 11000, since: live }
    const counting = "Live op de site. Bijwerken van overige pagina's: 6.200 van 11.000."
    site.status = { ...base, ripple }
    expect(await rest.get(route(post.id))).toMatchObject({
      state: 'live',
      build: 12,
      at: live,
      url: `${WP.siteUrl}/tweede-fase/`,
      message: counting,
      ripple: { state: 'running', done: 6200, total: 11000 },
    })
    // The list screens (the site as a whole) say the same.
    expect(await rest.get('/hoefslag/v1/publish-status')).toMatchObject({
      state: 'live',
      message: counting,
      ripple: { state: 'running', done: 6200, total: 11000 },
    })
    // Pre-empted by a new edit, phase 2 waits with the pages it has left.
    site.status = { ...base, ripple: { ...ripple, state: 'waiting', done: 0, total: 4800 } }
    expect(await rest.get(route(post.id))).toMatchObject({
      state: 'live',
      message: "Live op de site. Bijwerken van overige pagina's: 0 van 4.800.",
      ripple: { state: 'waiting', done: 0, total: 4800 },
    })
    // An item no kept request names changed long before: its pages are all up to date.
    const old = await rest.get(route(older.id))
    expect([old.state, old.message, old.ripple]).toEqual(['live', 'Live op de site.', undefined])

    site.status = { ...base, ripple: { ...ripple, state: 'failed', error: 'render failed: out of memory' } }
    const failed =
      "Live op de site. Bijwerken van overige pagina's is mislukt: render failed: out of memory; die pagina's tonen nog de vorige versie."
    expect(await rest.get(route(post.id))).toMatchObject({
      state: 'live',
      message: failed,
      ripple: { state: 'failed' },
    })
    expect(await rest.get('/hoefslag/v1/publish-status')).toMatchObject({ state: 'live', message: failed })

    // Phase 2 of build 12 finished; build 13 (another item) went live and its phase 2 runs: this item is up to date,
    // the site as a whole is not yet.
    site.status = {
      state: 'idle',
      last: { n: 13, ok: true, finishedAt: '2026-11-29T20:05:00.000Z' },
      tickets: [
        {
          build: 13,
          queued: false,
          at: '2026-11-29T20:04:40.000Z',
          reasons: [`post ${String(older.id)} changed`],
          outcome: { ok: true, finishedAt: '2026-11-29T20:05:00.000Z' },
        },
        ...base.tickets,
      ],
      ripple: { ...ripple, build: 13, done: 10, total: 11000 },
      lastRipple: { build: 12, finishedAt: '2026-11-29T20:03:00.000Z', ms: 31000, pages: 10958 },
    }
    const done = await rest.get(route(post.id))
    expect([done.state, done.message, done.ripple]).toEqual(['live', 'Live op de site.', undefined])
    expect(await rest.get(route(older.id))).toMatchObject({
      message: "Live op de site. Bijwerken van overige pagina's: 10 van 11.000.",
    })
    // A new edit's build runs while phase 2 of build 12 waits: that item is building, phase 2 changes nothing.
    site.status = {
      ...base,
      state: 'building',
      running: { n: 13, reasons: [`post ${String(older.id)} changed`], requests: 1, phase: 'direct' },
      tickets: [
        { build: 13, queued: false, at: '2026-11-29T20:04:40.000Z', reasons: [`post ${String(older.id)} changed`] },
        ...base.tickets,
      ],
      ripple: { ...ripple, state: 'waiting' },
    }
    const building = await rest.get(route(older.id))
    expect([building.state, building.message, building.ripple]).toEqual([
      'building',
      'De site wordt bijgewerkt…',
      undefined,
    ])

    // The site's answer is untrusted: a `ripple` that is not phase 2's progress is ignored (no PHP warning either,
    // the last test checks the log).
    for (const malformed of ['x', { done: 'a' }, { state: 'running', done: 'a', total: 11000 }, { state: 7 }, null]) {
      site.status = { ...base, ripple: malformed }
      for (const answer of [await rest.get(route(post.id)), await rest.get('/hoefslag/v1/publish-status')])
        expect([answer.state, answer.message, answer.ripple]).toEqual(['live', 'Live op de site.', undefined])
    }
  })

  it('on Netlify: the deploy events the site reports make the publish status, signed, with no API token', async () => {
    const netlify = await netlifyStandIn()
    try {
      await rest.post('/wp/v2/settings', { hoefslag_build_hook_url: netlify.hookUrl })
      const post = await rest.post('/wp/v2/posts', { title: 'Op Netlify', status: 'publish', slug: 'op-netlify' })
      const route = `/hoefslag/v1/publish-status?post=${String(post.id)}`
      // The build hook call carries WordPress' ticket in the deploy title; Netlify puts it in every deploy event.
      const [first] = await poll(
        async () => [...netlify.titles],
        (t) => t.length > 0,
      )
      expect(first).toMatch(new RegExp(`^WordPress: post ${String(post.id)} .*\\[hoefslag #\\d+\\]$`))
      expect((await netlify.deploy('building', { id: 'd1', title: first ?? '' })).status).toBe(200)
      expect(await rest.get(route)).toMatchObject({ state: 'building' })
      expect((await netlify.deploy('succeeded', { id: 'd1', title: first ?? '' })).status).toBe(200)
      expect(await rest.get(route)).toMatchObject({ state: 'live', url: `${WP.siteUrl}/op-netlify/` })

      // The next change: queued until its deploy reports, then failed with Netlify's reason and the report's link.
      netlify.titles.length = 0
      await rest.post(`/wp/v2/posts/${String(post.id)}`, { title: 'Op Netlify, bijgewerkt' })
      const [second] = await poll(
        async () => [...netlify.titles],
        (t) => t.length > 0,
      )
      expect(await rest.get(route)).toMatchObject({ state: 'queued' })
      await netlify.deploy('building', { id: 'd2', title: second ?? '' })
      const error = 'Build script returned non-zero exit code: 2'
      expect((await netlify.deploy('failed', { id: 'd2', title: second ?? '', error })).status).toBe(200)
      const failed = await rest.get(route)
      expect(failed).toMatchObject({ state: 'failed', error, report: `${WP.siteUrl}/_build/report.html` })

      // Another site's deploy and a deploy preview change nothing; a forged or replayed event is refused by WordPress.
      expect((await netlify.deploy('succeeded', { id: 'd3', title: second ?? '', siteId: 'other' })).status).toBe(403)
      const preview = await netlify.deploy('succeeded', { id: 'd4', title: second ?? '', context: 'deploy-preview' })
      expect(await preview.json()).toMatchObject({ reported: false })
      const forged = JSON.stringify({ event: 'deploy-succeeded', deploy: { id: 'd5', title: second } })
      const wrong = signBuildEvent('not-the-shared-secret', forged)
      const old = signBuildEvent(WP.hookSecret, forged, Date.now() - 600_000)
      for (const signed of [wrong, old, { body: forged, headers: { 'Content-Type': 'application/json' } }]) {
        const res = await fetch(`${WP.api}/hoefslag/v1/build-event`, { method: 'POST', ...signed })
        expect(res.status).toBe(401)
      }
      const invalid = signBuildEvent(WP.hookSecret, JSON.stringify({ event: 'deploy-exploded', deploy: {} }))
      const bad = await fetch(`${WP.api}/hoefslag/v1/build-event`, { method: 'POST', ...invalid })
      expect(bad.status).toBe(400)
      expect(await bad.text()).toContain('deploy.id')
      const after = await rest.get(route)
      expect(after).toMatchObject({ state: 'failed' })
      expect(JSON.stringify(after)).not.toContain(WP.hookSecret)
      expect(JSON.stringify(after)).not.toContain(LOG_TOKEN)
    } finally {
      netlify.close()
    }
  })

  it('logs no PHP warnings or errors from the plugin', () => {
    expect(phpProblems().filter((line) => line.includes('hoefslag-headless') || /Fatal|Parse/.test(line))).toEqual([])
  })
})
