// The build report page: written next to the JSON and into the deploy, every entry escaped, the render section when
// there is one, and a short summary in the build's output.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publishBuildReport } from './publish.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'build-report-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const entries = [
  {
    level: 'invalid',
    entity: 'articles',
    id: 1007,
    slug: 'koliek',
    url: 'http://cms.test/wp-json/wp/v2/articles?page=1',
    path: 'title',
    message: 'Invalid input: expected object',
  },
  {
    level: 'warning',
    entity: 'pages',
    id: 2310,
    url: 'http://cms.test/wp-json/wp/v2/pages',
    path: '(link)',
    message: 'a link to <script>alert(1)</script> & more',
  },
  {
    level: 'skipped',
    entity: 'posts',
    id: 2017,
    slug: 'verslag',
    url: 'http://cms.test/wp-json/wp/v2/posts',
    path: 'content.protected',
    message: 'password-protected: not public content',
  },
]
const fetch = {
  mode: 'incremental',
  reason: 'changes since the run of 2026-11-25T03:00:00Z',
  changed: 3,
  removed: 1,
  requests: 57,
}
const render = {
  mode: 'incremental',
  reason: 'entities changed',
  rendered: 2,
  unchanged: 180,
  removed: ['/event/hoefsmid-demodag-2026/'],
  routes: [
    { route: '/kennisbank/koliek/', why: 'articles:1007 changed' },
    { route: '/kennisbank/', why: 'list kennisbank changed' },
  ],
  ms: 4200,
}

async function publish(report: unknown) {
  const reportFile = path.join(dir, 'report.json')
  await writeFile(reportFile, JSON.stringify(report))
  const lines: string[] = []
  const result = await publishBuildReport({
    reportFile,
    distDir: path.join(dir, 'dist'),
    log: (l) => lines.push(l),
    now: new Date('2026-11-25T04:00:00Z'),
  })
  return { result, lines, html: await readFile(path.join(dir, 'report.html'), 'utf8').catch(() => '') }
}

describe('publishBuildReport', () => {
  it('writes the page next to the JSON and into the deploy at /_build/, with its JSON', async () => {
    const { html } = await publish({ entries: entries.filter((e) => e.level !== 'skipped'), fetch })
    expect(await readFile(path.join(dir, 'dist', 'client', '_build', 'report.html'), 'utf8')).toBe(html)
    expect(JSON.parse(await readFile(path.join(dir, 'dist', 'client', '_build', 'report.json'), 'utf8'))).toMatchObject(
      { entries: entries.filter((e) => e.level !== 'skipped'), fetch },
    )
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).not.toMatch(/<script|<link |src=/)
  })

  it('lists every item left out, warning and skipped item, escaped', async () => {
    const { html } = await publish({ entries, fetch })
    expect(html).toContain('Left out (invalid data) (1)')
    expect(html).toContain('<td>articles</td><td>1007</td><td>koliek</td>')
    expect(html).toContain('a link to &lt;script&gt;alert(1)&lt;/script&gt; &amp; more')
    expect(html).toContain('Skipped (not public content) (1)')
    expect(html).toContain('<a href="http://cms.test/wp-json/wp/v2/articles?page=1">')
    expect(html).toContain(
      'Fetch: incremental (changes since the run of 2026-11-25T03:00:00Z): 3 changed, 1 removed, 57 requests.',
    )
  })

  it('counts the items left out on purpose on the site, but names them only in the local copy', async () => {
    const { html } = await publish({ entries, fetch })
    const site = await readFile(path.join(dir, 'dist', 'client', '_build', 'report.html'), 'utf8')
    const siteJson = await readFile(path.join(dir, 'dist', 'client', '_build', 'report.json'), 'utf8')
    expect(html).toContain('verslag')
    expect(site).toContain('Skipped (not public content) (1)')
    for (const published of [site, siteJson]) {
      expect(published).not.toContain('verslag')
      expect(published).not.toContain('2017')
    }
  })

  it('names in the published copy only routes that are public pages: no removed route, no route of a private item', async () => {
    const privateRender = {
      ...render,
      removed: ['/kennisbank/geheim-verslag-2027/'],
      routes: [
        { route: '/kennisbank/koliek/', why: 'articles:1007 changed' },
        { route: '/kennisbank/prive-notitie-2027/', why: 'articles:1099 changed' },
      ],
    }
    await mkdir(path.join(dir, 'dist', 'client', 'kennisbank', 'koliek'), { recursive: true })
    await writeFile(path.join(dir, 'dist', 'client', 'kennisbank', 'koliek', 'index.html'), '<h1>Koliek</h1>')
    const { html } = await publish({ entries, fetch, render: privateRender })
    expect(html).toContain('geheim-verslag-2027')
    expect(html).toContain('prive-notitie-2027')
    const site = await readFile(path.join(dir, 'dist', 'client', '_build', 'report.html'), 'utf8')
    const siteJson = await readFile(path.join(dir, 'dist', 'client', '_build', 'report.json'), 'utf8')
    for (const published of [site, siteJson]) {
      expect(published).not.toContain('geheim-verslag-2027')
      expect(published).not.toContain('prive-notitie-2027')
      expect(published).toContain('/kennisbank/koliek/')
    }
    expect(site).toContain('1 removed')
  })

  it("names in the published copy no link to a private article (a published post's dead link), only in the local copy", async () => {
    const deadLink = {
      level: 'warning',
      entity: 'posts',
      id: 2018,
      slug: 'nieuws-over-koliek',
      url: '/kennisbank/prive-onderzoek-2027/',
      path: 'content',
      message: 'a link to a page the site does not have (a private or draft item, or one removed): visitors get a 404',
      notPublic: true,
    }
    const unflagged = { ...deadLink, id: 2019, url: '/kennisbank/concept-stuk-2027/', notPublic: undefined }
    const { html } = await publish({ entries: [deadLink, unflagged], fetch })
    expect(html).toContain('/kennisbank/prive-onderzoek-2027/')
    const site = await readFile(path.join(dir, 'dist', 'client', '_build', 'report.html'), 'utf8')
    const siteJson = await readFile(path.join(dir, 'dist', 'client', '_build', 'report.json'), 'utf8')
    for (const published of [site, siteJson]) {
      expect(published).not.toContain('prive-onderzoek-2027')
      expect(published).not.toContain('concept-stuk-2027')
      expect(published).toContain('nieuws-over-koliek')
      expect(published).toContain('(not named on the site)')
    }
  })

  it('shows what was rendered and why when the build wrote a render section, and reads a report without one', async () => {
    const withRender = await publish({ entries: [], fetch, render })
    expect(withRender.html).toContain('2 page(s) rendered, 180 unchanged, 1 removed, in 4.2 s')
    expect(withRender.html).toContain('<td><code>/kennisbank/koliek/</code></td><td>articles:1007 changed</td>')
    expect(withRender.html).toContain('<code>/event/hoefsmid-demodag-2026/</code>')
    expect(withRender.html).toContain('Nothing was left out.')
    expect(withRender.html).not.toContain('Phase')
    // A publish in two phases says which phase the build was and what follows (decision 067).
    const phase1 = await publish({
      entries: [],
      render: { ...render, phase: 'direct', waiting: 11_000, preempted: false },
    })
    expect(phase1.html).toContain(
      "Phase 1 (live): the pages this change reaches directly. Phase 2, bijwerken van overige pagina's: 11.000 page(s) follow.",
    )
    const paused = await publish({
      entries: [],
      render: { ...render, phase: 'ripple', waiting: 4_800, preempted: true },
    })
    expect(paused.html).toContain('paused by a new change after 2 page(s); 4.800 to go')
    const without = await publish({ entries: [] })
    expect(without.html).not.toContain('Rendering')
    const broken = await publish({ entries: [], render: { mode: 'sideways' } })
    expect(broken.html).not.toContain('Rendering')
  })

  it('prints a short summary', async () => {
    const { lines } = await publish({ entries, fetch, render })
    expect(lines[0]).toMatch(
      /^build report: 1 item\(s\) left out, 1 warning\(s\), 1 skipped — .*report\.html, on the site \/_build\/report\.html$/,
    )
    expect(lines.slice(1)).toEqual([
      '  fetch: incremental (changes since the run of 2026-11-25T03:00:00Z): 3 changed, 1 removed, 57 requests',
      '  render: incremental (entities changed): 2 rendered, 180 unchanged, 1 removed, 4.2 s',
    ])
  })

  it('says so, and writes nothing, when there is no report', async () => {
    const lines: string[] = []
    expect(
      await publishBuildReport({
        reportFile: path.join(dir, 'missing.json'),
        distDir: path.join(dir, 'dist'),
        log: (l) => lines.push(l),
      }),
    ).toBeUndefined()
    expect(lines).toEqual([`build report: no build report at ${path.join(dir, 'missing.json')}`])
    expect(existsSync(path.join(dir, 'dist'))).toBe(false)
  })
})
