// The site against a real WordPress (Debian's packages) with the companion plugin: seeded through the REST API with
// the bundled content set and what editors do every day, then built; the built HTML is checked as a reader would
// see it. `npm run test:wordpress` runs it alone. Skipped only where the packages cannot be installed, never in CI.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundledRoutes, buildSeeded } from './build.ts'
import { dirs, scfActive, WP } from './config.ts'
import { phpProblems, probe } from './docroot.ts'
import { hookReceiver } from './hook-receiver.ts'
import { builtPages, internalLinks, MANGLED, redirectSources, servedByBuild, textOf, type Page } from './html.ts'
import { ensurePackages } from './packages.ts'
import type { JsonObject } from './rest.ts'
import { site } from './seed/content.ts'
import { unescapeHtml } from './seed/text.ts'
import { BULK_POSTS, REALITY, SECRET } from './seed/realities.ts'
import { startWordPress, type RunningWordPress } from './wordpress.ts'

const unavailable = ensurePackages()
if (unavailable && process.env.CI) throw new Error(`WordPress integration test cannot run in CI: ${unavailable}`)
if (unavailable) console.warn(`SKIPPED the WordPress integration test: ${unavailable}`)

const client = path.join(dirs.dist, 'client')
const log = (line: string) => console.log(`wordpress: ${line}`)
let wp: RunningWordPress
let pages: Page[]
let buildOutput: string
const byPath = (p: string) => pages.find((page) => page.path === p)

describe.skipIf(unavailable !== null)('the site built from a real WordPress', () => {
  beforeAll(async () => {
    wp = await startWordPress(log)
    const started = Date.now()
    buildOutput = await buildSeeded()
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    pages = builtPages(client)
  }, 230_000)

  afterAll(async () => {
    await wp?.stop()
  })

  it('builds with nothing left out of the snapshot', () => {
    const report = JSON.parse(readFileSync(dirs.report, 'utf8')) as {
      entries: { level: string; entity: string; slug?: string; path: string; message: string }[]
    }
    const leftOut = report.entries
      .filter((e) => e.level === 'invalid')
      .map((e) => `${e.entity} ${e.slug ?? ''}: ${e.path}: ${e.message}`)
    expect(leftOut, buildOutput.slice(-3000)).toEqual([])
  })

  it('has every route the bundled content set has', async () => {
    const built = new Set(pages.map((p) => p.path))
    const missing = (await bundledRoutes()).filter((route) => !built.has(route))
    expect(missing).toEqual([])
  }, 60_000)

  it('shows no double-encoded entities, no tags as text and no [&hellip;]', () => {
    const found: string[] = []
    for (const page of pages) {
      for (const [pattern, what] of MANGLED) {
        const match = pattern.exec(page.html)
        if (match)
          found.push(`${page.path}: ${what}: …${page.html.slice(Math.max(0, match.index - 60), match.index + 40)}…`)
      }
    }
    expect(found).toEqual([])
  })

  it('links only to pages the site has (private content excepted: editors open it live)', async () => {
    const privateItems = await wp.rest
      .get<JsonObject[]>('/wp/v2/search?per_page=100&type=post&subtype=any&status=private')
      .catch(() => [])
    const editorsOnly = new Set(privateItems.map((i) => new URL(String(i.url)).pathname))
    for (const base of ['articles', 'posts', 'pages']) {
      const items = await wp.rest.get<JsonObject[]>(`/wp/v2/${base}?status=private&per_page=100&_fields=link`)
      for (const item of items) editorsOnly.add(new URL(String(item.link)).pathname)
    }
    const sources = redirectSources(client)
    const dead = new Set<string>()
    for (const page of pages) {
      for (const target of internalLinks(page.html)) {
        if (target.startsWith('/wp-content/') || target.startsWith('/api/') || editorsOnly.has(target)) continue
        if (!servedByBuild(client, sources, target)) dead.add(`${page.path} → ${target}`)
      }
    }
    expect([...dead]).toEqual([])
  })

  it('resolves or reports links to WordPress URLs the site does not serve', () => {
    const wordpressOnly = pages.flatMap((p) =>
      [...p.html.matchAll(/href="([^"]*(?:[?&]p=\d+|attachment_id=)[^"]*)"/g)].map((m) => `${p.path} → ${m[1] ?? ''}`),
    )
    expect(wordpressOnly).toEqual([])
    const links = byPath(`/${REALITY.linksSlug}/`)?.html ?? ''
    expect(links).toContain('href="/kennisbank/droes-symptomen-behandeling-en-quarantaine/"')
  })

  it("301s a renamed article's old links straight to its newest path (WordPress' _wp_old_slug), and reports them", () => {
    const [first, second, newest] = REALITY.renamed.slugs
    expect(byPath(`/${newest}/`)?.html ?? '', 'the newest path is built').toContain('Ontwormen in het voorjaar')
    expect(byPath(`/${first}/`), 'no page at an old path').toBeUndefined()
    const rules = readFileSync(path.join(client, '_redirects'), 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/).join(' '))
    for (const old of [first, second]) expect(rules, `${old} → ${newest}`).toContain(`/${old}/ /${newest}/ 301!`)
    const report = JSON.parse(readFileSync(dirs.report, 'utf8')) as { moved?: { from: string; to: string }[] }
    const moved = (report.moved ?? []).filter((m) => m.to === `/${newest}/`).map((m) => m.from)
    expect(moved.sort()).toEqual([`/${second}/`, `/${first}/`].sort())
  })

  it('reports a featured image anonymous visitors cannot see, naming the post and the media id', () => {
    const report = readFileSync(dirs.report, 'utf8')
    expect(report).toContain(REALITY.hiddenImageSlug)
    expect(report).toContain(String(wp.seeded.hiddenMediaId))
  })

  it('links uploads (images and the PDF) that WordPress serves', async () => {
    const uploads = new Set(
      pages.flatMap((p) =>
        [...p.html.matchAll(/(?:href|src)="(\/wp-content\/uploads\/[^"?#]+)"/g)].map((m) => m[1] ?? ''),
      ),
    )
    expect([...uploads].some((u) => u.endsWith('.pdf'))).toBe(true)
    const missing: string[] = []
    for (const upload of uploads) {
      const response = await fetch(`${WP.origin}${upload}`, { method: 'HEAD' })
      if (!response.ok) missing.push(`${upload}: ${response.status}`)
    }
    expect(missing).toEqual([])
  }, 60_000)

  it('publishes no password-protected, private or draft content', () => {
    const files = [
      ...pages.map((p) => ({ path: p.path, text: p.html })),
      { path: 'sitemap', text: readFileSync(path.join(client, 'sitemap.xml'), 'utf8') },
    ]
    const leaks = files.flatMap((f) =>
      [SECRET, REALITY.protectedSlug, REALITY.draftSlug, REALITY.privateSlug]
        .filter((s) => f.text.includes(s))
        .map((s) => `${f.path}: ${s}`),
    )
    expect(leaks).toEqual([])
  })

  it('renders what editors typed: HTML in titles, entities, escaped names, a child category, >100 posts', () => {
    const h1 = (p: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(byPath(p)?.html ?? '')?.[1] ?? `(no h1 at ${p})`
    const title = (p: string) => textOf(byPath(p)?.html ?? '', /<title>([\s\S]*?)<\/title>/) ?? `(no title at ${p})`
    expect(h1(`/${REALITY.emTitle.slug}/`)).toContain('Wat is <em>strangles</em> (droes)?')
    expect(title(`/${REALITY.emTitle.slug}/`)).toContain('Wat is strangles (droes)?')
    expect(textOf(h1(`/${REALITY.entityTitle.slug}/`), /^([\s\S]*)$/)).toBe(
      'Voer & water: “winterklaar” in 5 stappen – de checklist',
    )
    const authorPath = `/auteurs/${REALITY.user.slug}/`
    expect(textOf(h1(authorPath), /^([\s\S]*)$/)).toBe(REALITY.user.name)
    expect(/<strong>hoefverzorging<\/strong>/.test(byPath(authorPath)?.html ?? ''), 'the bio is rendered as HTML').toBe(
      true,
    )
    expect(pages.some((p) => p.path.startsWith('/categorie/') && p.path.includes(REALITY.childCategory.slug))).toBe(
      true,
    )
    expect(pages.filter((p) => p.path.startsWith('/stalmededeling-')).length).toBe(BULK_POSTS)
  })

  it('answers every menu location with its items, nested and in order, as the content set has them', async () => {
    type Item = { title: string; child_items?: Item[] }
    const tree = (items: Item[]): unknown[] => items.map((i) => [unescapeHtml(i.title), tree(i.child_items ?? [])])
    const outline = (menus: Record<string, { items: Item[] }>) =>
      Object.fromEntries(Object.entries(menus).map(([l, m]) => [l, tree(m.items)]))
    const served = await fetch(`${WP.api}/menus/v1/locations`).then(
      (r) => r.json() as Promise<Record<string, { items: Item[] }>>,
    )
    expect(outline(served)).toEqual(outline(site('menus') as Record<string, { items: Item[] }>))
  })

  it('serves the contract routes an editor session uses: token, Bearer, draft by id', async () => {
    const token = await fetch(`${WP.api}/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: WP.admin.user, password: WP.admin.password }),
    }).then((r) => r.json() as Promise<{ token?: string }>)
    expect(token.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const [draft] = await wp.rest.get<JsonObject[]>(`/wp/v2/posts?status=draft&slug=${REALITY.draftSlug}`)
    const url = `${WP.api}/wp/v2/get-draft-entity-by-id?id=${String(draft?.id)}`
    expect((await fetch(url)).status).toBe(401)
    const asEditor = await fetch(url, { headers: { authorization: `Bearer ${token.token ?? ''}` } })
    expect(((await asEditor.json()) as JsonObject).slug).toBe(REALITY.draftSlug)
    expect((await fetch(`${WP.api}/wp/v2/articles`, { headers: { authorization: 'Bearer not.a.token' } })).status).toBe(
      403,
    )
    expect(probe('preview', Number(draft?.id)).preview).toBe(`${WP.siteUrl}/?p=${String(draft?.id)}&preview=true`)
  })

  it('stores the contract fields (in ACF with SCF active, else its own store): schema-validated, editors only', async () => {
    const [article] = await wp.rest.get<JsonObject[]>('/wp/v2/articles?per_page=1&_fields=id')
    const route = `/wp/v2/articles/${String(article?.id)}`
    const extra = {
      reading_time: 7,
      show_author: true,
      authors: [{ type: 'guest_author', id: 2601 }],
      banner: {},
      sponsor: false,
    }
    await wp.rest.post(route, { extra_fields: extra })
    const saved = await fetch(`${WP.api}${route}?_fields=extra_fields`).then(
      (r) => r.json() as Promise<{ extra_fields: unknown }>,
    )
    // Its own store keeps the document as written; ACF keeps every field of the form: an empty banner takes the
    // contract's defaults (shown, the default template), as a banner group left untouched in the form does.
    if (scfActive)
      expect(saved.extra_fields).toMatchObject({ ...extra, banner: { show_banner: true, template: 'default' } })
    else expect(saved.extra_fields).toEqual(extra)
    await expect(wp.rest.post(route, { extra_fields: { reading_time: 'lang' } })).rejects.toThrow(
      /400.*rest_invalid_param/,
    )
    const anonymous = await fetch(`${WP.api}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extra_fields: {} }),
    })
    expect(anonymous.status).toBe(401)
  })

  it('calls the build hook with its secret when published content changes', async () => {
    const hook = await hookReceiver()
    try {
      await wp.rest.post('/wp/v2/settings', { hoefslag_build_hook_url: hook.url })
      const [post] = await wp.rest.get<JsonObject[]>(`/wp/v2/posts?slug=${REALITY.entityTitle.slug}`)
      await wp.rest.post(`/wp/v2/posts/${String(post?.id)}`, {
        excerpt: 'Drinkwater in de winter: zo voorkom je problemen.',
      })
      const calls = async (n: number) => {
        const until = Date.now() + 5000
        while (hook.calls.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
        return hook.calls.length
      }
      expect(await calls(1)).toBe(1)
      expect(hook.calls[0]?.secret).toBe(WP.hookSecret)
      const [bulk] = await wp.rest.get<JsonObject[]>('/wp/v2/posts?slug=stalmededeling-1')
      await wp.rest.request('DELETE', `/wp/v2/posts/${String(bulk?.id)}`)
      expect(await calls(2), 'trashing a published post asks for a build too').toBe(2)
      expect(JSON.parse(hook.calls[1]?.body ?? '{}')).toMatchObject({
        trigger_title: expect.stringContaining('WordPress:'),
      })
      // Netlify's build hooks take the deploy title from the query, not the body.
      expect(new URL(hook.calls[1]?.url ?? '', 'http://x').searchParams.get('trigger_title')).toMatch(/^WordPress: /)
    } finally {
      await hook.close()
    }
  })

  it('logs no PHP warnings or errors from the plugin', () => {
    expect(phpProblems().filter((line) => line.includes('hoefslag-headless') || /Fatal|Parse/.test(line))).toEqual([])
  })
})
