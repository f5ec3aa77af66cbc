// Content that disappeared, against a real WordPress (decision 059): a published article emptied by a save is named in
// the next build's report ("Inhoud verdwenen: …", the article and the field) and in wp-admin's publish status (the REST
// answer the block editor's panel shows), from the build's own local report as `npm start`'s build hook passes it on.
// And the report the site publishes names no private article, even where a published news post links to one.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEditorWarnings } from '#sitebuild/publish/editor-warnings.ts'
import { buildFromWordPress, buildSeeded } from './build.ts'
import { dirs, WP } from './config.ts'
import { ensurePackages } from './packages.ts'
import type { JsonObject } from './rest.ts'
import { startWordPress, type RunningWordPress } from './wordpress.ts'

const unavailable = ensurePackages()
if (unavailable && process.env.CI) throw new Error(`WordPress integration test cannot run in CI: ${unavailable}`)

const log = (line: string) => console.log(`lost-content: ${line}`)
const PRIVATE_SLUG = 'vertrouwelijk-onderzoek-2027'
type Entry = { level: string; entity: string; id?: number; url: string; path: string; message: string }
const localReport = () => (JSON.parse(readFileSync(dirs.report, 'utf8')) as { entries: Entry[] }).entries
const publicReport = () => readFileSync(path.join(dirs.dist, 'client', '_build', 'report.json'), 'utf8')
const lost = (entries: Entry[]) => entries.filter((e) => e.message.startsWith('Inhoud verdwenen: '))

let wp: RunningWordPress
/** The site's build endpoint as the plugin asks it: GET answers `status`. */
let status: Record<string, unknown> = {}
let closeHook = () => {}

describe.skipIf(unavailable !== null)('lost content, with a real WordPress', () => {
  let article: JsonObject
  beforeAll(async () => {
    wp = await startWordPress(log)
    // The site as built from the seeded WordPress (made once per run): the builds below start from it, as the site's
    // builds after its first do (only what changed is fetched and rendered again).
    await buildSeeded()
    const hook = createServer((req, res) => {
      req.resume()
      req.on('end', () => res.writeHead(req.method === 'GET' ? 200 : 202).end(JSON.stringify(status)))
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    closeHook = () => void hook.close()
    await wp.rest.post('/wp/v2/settings', {
      hoefslag_build_hook_url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/build-hook`,
    })
    const articles = await wp.rest.get<JsonObject[]>('/wp/v2/articles?per_page=100&status=publish')
    const rich = articles.find(
      (a) => ((a.content_block_rows as { rows?: unknown[] } | null)?.rows?.length ?? 0) > 0 && a.content,
    )
    if (!rich) throw new Error('no seeded article with rows')
    article = rich
    // A private article, and a published news post that links to it.
    const secret = await wp.rest.post('/wp/v2/articles', {
      title: 'Vertrouwelijk onderzoek',
      status: 'private',
      slug: PRIVATE_SLUG,
      content: '<p>Alleen voor de redactie.</p>',
    })
    const privatePath = new URL(String(secret.link)).pathname
    await wp.rest.post('/wp/v2/posts', {
      title: 'Nieuws met een link naar de redactie',
      status: 'publish',
      content: `<p>Lees ook <a href="${WP.origin}${privatePath}">het onderzoek</a>.</p>`,
    })
    await buildFromWordPress()
  }, 400_000)

  afterAll(async () => {
    closeHook()
    await wp?.stop()
  })

  it("keeps the private article's path out of the published report, and in the local one", () => {
    expect(lost(localReport())).toEqual([])
    expect(JSON.stringify(localReport())).toContain(PRIVATE_SLUG)
    expect(publicReport()).not.toContain(PRIVATE_SLUG)
    expect(readFileSync(path.join(dirs.dist, 'client', '_build', 'report.html'), 'utf8')).not.toContain(PRIVATE_SLUG)
  })

  it('names the emptied article and its fields in the next build report and in the publish status', async () => {
    const id = Number(article.id)
    await wp.rest.post(`/wp/v2/articles/${String(id)}`, { content: '', content_block_rows: { rows: [] } })
    await buildFromWordPress()
    const found = lost(localReport()).filter((e) => e.id === id)
    expect(found.map((e) => [e.entity, e.path])).toEqual([
      ['articles', 'rows'],
      ['articles', 'content'],
    ])
    expect(publicReport()).toContain(found[0]?.message ?? '(none)')

    // The site's build hook passes the build's warnings on with its outcome; the plugin shows the article its own.
    const finishedAt = new Date().toISOString()
    const warnings = await readEditorWarnings(dirs.report)
    status = {
      state: 'idle',
      last: { n: 2, ok: true, finishedAt },
      tickets: [
        {
          build: 2,
          queued: false,
          at: finishedAt,
          reasons: [`${String(article.type)} ${String(id)} changed`],
          outcome: { ok: true, finishedAt, warnings },
        },
      ],
    }
    const answer = await wp.rest.get(`/hoefslag/v1/publish-status?post=${String(id)}`)
    expect(answer).toMatchObject({ state: 'live' })
    expect(answer.warnings).toEqual(found.map((e) => e.message))
    // The site as a whole (the list screens' notice): every warning of the last build, the private link's too.
    const site = await wp.rest.get('/hoefslag/v1/publish-status')
    expect(site.warnings).toEqual(expect.arrayContaining([...found.map((e) => e.message)]))
    expect(JSON.stringify(site.warnings)).toContain(PRIVATE_SLUG)
    // Another item's status shows none of them.
    const other = (await wp.rest.get<JsonObject[]>('/wp/v2/articles?per_page=2&status=publish')).find(
      (a) => a.id !== id,
    )
    expect((await wp.rest.get(`/hoefslag/v1/publish-status?post=${String(other?.id)}`)).warnings).toBeUndefined()
  }, 300_000)
})
