// "Preview changes" and shareable previews against a real WordPress (Debian's packages) with the companion plugin:
// core's autosave route keeps the field data through includes/autosave.php, and a share link opens the
// item with the sharer's autosave for a reader without an account (includes/share-links.php) — the REST answers the
// site's preview functions read. A preview of an item the editor may not edit is a 404 like a missing one, and keeps
// their session. Runs alone, like wordpress.test.ts (never two WordPress tests at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import preview from '#functions/editor-preview.ts'
import { invokeFunction } from '#functions/_runtime/invoke.ts'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { WP } from './config.ts'
import { ensurePackages } from './packages.ts'
import { startWordPress, type RunningWordPress } from './wordpress.ts'

const unavailable = ensurePackages()
if (unavailable && process.env.CI) throw new Error(`WordPress preview test cannot run in CI: ${unavailable}`)

const Fields = z.looseObject({ reading_time: z.number().optional() })
const Item = z.looseObject({
  id: z.number(),
  title: z.looseObject({ rendered: z.string(), raw: z.string().optional() }),
  content: z.looseObject({ raw: z.string().optional() }),
  excerpt: z.looseObject({ raw: z.string().optional() }),
  extra_fields: Fields,
})
const Autosave = z.looseObject({
  id: z.number(),
  parent: z.number(),
  title: z.looseObject({ rendered: z.string() }),
  extra_fields: Fields,
})
const Link = z.object({ key: z.string(), url: z.string(), expires: z.string() })

let wp: RunningWordPress
const log = (line: string) => console.log(`wordpress: ${line}`)

/** An anonymous POST, as the site's share-link function makes it. */
const anonymousPost = (route: string, body: unknown) =>
  fetch(`${WP.api}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe.skipIf(unavailable !== null)('previews on a real WordPress', () => {
  beforeAll(async () => {
    wp = await startWordPress(log)
  }, 220_000)
  afterAll(async () => {
    await wp?.stop()
  })

  it('keeps the field data with the autosave of a published article; the article itself is unchanged', async () => {
    const [listed] = z
      .array(z.looseObject({ id: z.number() }))
      .parse(await wp.rest.get('/wp/v2/articles?per_page=1&_fields=id'))
    if (!listed) throw new Error('no published article')
    const before = Item.parse(await wp.rest.get(`/wp/v2/articles/${listed.id}?context=edit`))
    // The block editor sends the whole text, and the fields as the plugin's REST field.
    const saved = Autosave.parse(
      await wp.rest.post(`/wp/v2/articles/${before.id}/autosaves`, {
        title: 'Een bijgewerkte titel in de autosave',
        content: before.content.raw ?? '',
        excerpt: before.excerpt.raw ?? '',
        extra_fields: { ...before.extra_fields, reading_time: 42 },
      }),
    )
    expect(saved.parent).toBe(before.id)
    expect(saved.id).not.toBe(before.id)
    expect(saved.extra_fields.reading_time).toBe(42)
    const autosaves = z.array(Autosave).parse(await wp.rest.get(`/wp/v2/articles/${before.id}/autosaves`))
    expect(autosaves.map((a) => [a.title.rendered, a.extra_fields.reading_time])).toEqual([
      ['Een bijgewerkte titel in de autosave', 42],
    ])
    const after = Item.parse(await wp.rest.get(`/wp/v2/articles/${before.id}?context=edit`))
    expect(after.title.rendered).toBe(before.title.rendered)
    expect(after.extra_fields.reading_time).toBe(before.extra_fields.reading_time)

    // An edit of the fields alone (core: "nothing to save") still makes the autosave the preview reads.
    const fieldsOnly = Autosave.parse(
      await wp.rest.post(`/wp/v2/articles/${before.id}/autosaves`, {
        title: before.title.raw ?? before.title.rendered,
        content: before.content.raw ?? '',
        excerpt: before.excerpt.raw ?? '',
        extra_fields: { ...before.extra_fields, reading_time: 43 },
      }),
    )
    expect(fieldsOnly.extra_fields.reading_time).toBe(43)

    // A share link opens the item with the sharer's autosave, without an account; tampered and revoked links do not.
    const link = Link.parse(await wp.rest.post('/hoefslag/v1/share-links', { post: before.id }))
    expect(Date.parse(link.expires) - Date.now()).toBeGreaterThan(47.9 * 3600_000)
    const token = link.url.split('/').at(-1) ?? ''
    const shared = await anonymousPost('/hoefslag/v1/shared-preview?_embed=1', { token })
    expect(shared.status).toBe(200)
    expect(shared.headers.get('cache-control')).toContain('no-store')
    const body = z
      .object({ post: z.looseObject({ id: z.number() }), autosaves: z.array(Autosave) })
      .parse(await shared.json())
    expect(body.post.id).toBe(before.id)
    expect(body.autosaves[0]?.extra_fields.reading_time).toBe(43)
    const tampered = await anonymousPost('/hoefslag/v1/shared-preview', { token: token.replace(/\.(\d+)\./, '.1$1.') })
    expect(tampered.status).toBe(403)
    expect(await tampered.json()).toMatchObject({ code: 'hoefslag_share_invalid' })
    await wp.rest.request('DELETE', `/hoefslag/v1/share-links/${link.key}`)
    const revoked = await anonymousPost('/hoefslag/v1/shared-preview', { token })
    expect(revoked.status).toBe(410)
    expect(await revoked.json()).toMatchObject({ code: 'hoefslag_share_revoked' })
  })

  it('opens a shared draft for a reader without an account, and refuses an expired link', async () => {
    const draft = Item.parse(
      await wp.rest.post('/wp/v2/articles', {
        title: 'Gedeeld concept',
        status: 'draft',
        extra_fields: { reading_time: 7 },
      }),
    )
    const anonymous = await fetch(`${WP.api}/wp/v2/articles/${draft.id}`)
    expect(anonymous.status).toBe(401)
    const link = Link.parse(await wp.rest.post('/hoefslag/v1/share-links', { post: draft.id, expires_in: 2 }))
    const token = link.url.split('/').at(-1) ?? ''
    const shared = await anonymousPost('/hoefslag/v1/shared-preview', { token })
    expect(shared.status).toBe(200)
    expect(await shared.json()).toMatchObject({ post: { id: draft.id, title: { rendered: 'Gedeeld concept' } } })
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(link.expires) - Date.now()) + 1_000))
    const expired = await anonymousPost('/hoefslag/v1/shared-preview', { token })
    expect(expired.status).toBe(410)
    expect(await expired.json()).toMatchObject({ code: 'hoefslag_share_expired' })
  })

  it("answers a contributor's preview of someone else's draft with a 404, as for a missing id, and keeps the session", async () => {
    const password = 'bijdrager-wachtwoord-2026'
    const contributor = z.looseObject({ id: z.number() }).parse(
      await wp.rest.post('/wp/v2/users', {
        username: 'bijdrager',
        email: 'bijdrager@hoefslag.test',
        password,
        roles: ['contributor'],
      }),
    )
    const others = Item.parse(
      await wp.rest.post('/wp/v2/articles', { title: 'Concept van de redactie', status: 'draft' }),
    )
    const own = Item.parse(
      await wp.rest.post('/wp/v2/articles', { title: 'Eigen concept', status: 'draft', author: contributor.id }),
    )
    const login = await anonymousPost('/jwt-auth/v1/token', { username: 'bijdrager', password })
    expect(login.status).toBe(200)
    const { token } = z.object({ token: z.string() }).parse(await login.json())
    const asContributor = (id: number) =>
      fetch(`${WP.api}/wp/v2/get-draft-entity-by-id/?id=${id}&status[]=draft`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    expect((await asContributor(own.id)).status).toBe(200)
    const withheld = await asContributor(others.id)
    const missing = await asContributor(999_999)
    expect([withheld.status, missing.status]).toEqual([404, 404])
    const codeOf = async (res: Response) => z.object({ code: z.string() }).parse(await res.json()).code
    expect(await codeOf(withheld)).toBe(await codeOf(missing))

    // The site's preview function: the not-found page, the session cookies left alone, no way to the login page.
    process.env.CMS_API_URL = WP.api
    resetRuntimeEnv()
    try {
      const request = new Request(`http://localhost:8888/api/editor/preview/?p=${others.id}`, {
        headers: { Cookie: `hoefslag_token=${token}; hoefslag_session=1` },
      })
      const fn = { name: 'editor-preview', file: 'editor-preview.ts', handler: preview, paths: [], excluded: [] }
      const res = await invokeFunction({ fn: { ...fn, preferStatic: false }, params: { 0: '' } }, request, {
        ip: '127.0.0.1',
      })
      expect(res.status).toBe(404)
      expect(res.headers.getSetCookie()).toEqual([])
      expect(await res.text()).toContain('Concept niet gevonden')
    } finally {
      delete process.env.CMS_API_URL
      resetRuntimeEnv()
    }
    const validate = await fetch(`${WP.api}/jwt-auth/v1/token/validate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(validate.status).toBe(200)
  })
})
