// The redirect history through a whole pipeline run (decision 030): items renamed and moved in the local CMS
// (an article twice, a parent page with its child, a guest author) answer `old_links`; a build from an empty cache
// makes the same 301s as an incremental build on top of the previous one, writes them into `_redirects` (forced, so an
// old page's file left in a deploy cannot shadow them), and lists them in the build report's JSON and HTML.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixture, type Harness } from '#devcms/server/test-helpers.ts'
import { compileRedirects, netlifyRedirectsFile } from '#sitebuild/postbuild/redirects.ts'
import { publishBuildReport } from '#sitebuild/build-report/publish.ts'
import { BuildReportFileSchema } from '#sitebuild/build-report/schema.ts'
import { parsePipelineEnv } from '../env.ts'
import { runPipeline, type RunResult } from '../run.ts'

const NOW = '2026-03-14T12:00:00'
let cms: Harness
let work: string

const dirOf = (name: string) => ({
  SNAPSHOT_DIR: path.join(work, name, '.snapshot'),
  BUILD_REPORT: path.join(work, name, 'report.json'),
})
const run = (name: string): Promise<RunResult> =>
  runPipeline(parsePipelineEnv({ CMS_API_URL: cms.server.url, PIPELINE_FULL_AFTER_HOURS: '0', ...dirOf(name) }), {
    now: NOW,
  })

/** What the renames below must give: every old path straight to the item's path today (no chains). */
const EXPECTED = [
  {
    from: '/auteurs/hanna-kuipers/',
    to: '/auteurs/hanna-kuipers-de-boer/',
    status: 301,
    entity: 'guest-authors',
    id: 2601,
  },
  {
    from: '/kennisbank/hoefbevangenheid-b/',
    to: '/kennisbank/hoefbevangenheid-c/',
    status: 301,
    entity: 'articles',
    id: 1002,
  },
  {
    from: '/kennisbank/hoefbevangenheid/',
    to: '/kennisbank/hoefbevangenheid-c/',
    status: 301,
    entity: 'articles',
    id: 1002,
  },
  { from: '/over-ons/', to: '/wie-zijn-wij/', status: 301, entity: 'pages', id: 2302 },
  { from: '/over-ons/team/', to: '/wie-zijn-wij/team/', status: 301, entity: 'pages', id: 2303 },
]

let incremental: RunResult
let fromEmpty: RunResult

beforeAll(async () => {
  cms = await startFixture({ gzip: false })
  work = await mkdtemp(path.join(os.tmpdir(), 'hoefslag-old-paths-'))
  const before = await run('incremental')
  expect(before.snapshot.site.moved).toBeUndefined()
  // The editor renames in the CMS, as WordPress' editor would: A → B → C, a parent page, a guest author.
  const token = await cms.login()
  const edit = async (route: string, body: unknown) => {
    const res = await cms.send('POST', route, body, { token })
    expect(res.status, route).toBe(200)
  }
  await edit('/wp/v2/articles/1002', { slug: 'hoefbevangenheid-b' })
  await edit('/wp/v2/articles/1002', { slug: 'hoefbevangenheid-c' })
  await edit('/wp/v2/pages/2302', { slug: 'wie-zijn-wij' })
  await edit('/wp/v2/guest-authors/2601', { slug: 'hanna-kuipers-de-boer' })
  incremental = await run('incremental')
  fromEmpty = await run('empty')
}, 60_000)
afterAll(async () => {
  await cms?.close()
  await rm(work, { recursive: true, force: true })
})

describe('redirects for renamed and moved items on a whole build', () => {
  it('makes every old path a 301 to the path today, from an empty cache as on an incremental run', () => {
    expect(fromEmpty.fetch.mode).toBe('full')
    expect(incremental.fetch.mode).toBe('incremental')
    expect(fromEmpty.snapshot.site.moved).toEqual(EXPECTED)
    expect(incremental.snapshot.site.moved).toEqual(EXPECTED)
    // The new paths are the items' pages; the old ones are no page of anything.
    for (const { from, to } of EXPECTED) {
      expect(fromEmpty.snapshot.routes[to], to).toBeDefined()
      expect(fromEmpty.snapshot.routes[from], from).toBeUndefined()
    }
    expect(fromEmpty.report.entries.filter((e) => e.path === 'old_links')).toEqual([])
  })

  it("writes them into _redirects after the editors' own redirects, forced", () => {
    const { rules, warnings } = compileRedirects(fromEmpty.snapshot.site.redirects, fromEmpty.snapshot.site.moved)
    expect(warnings).toEqual([])
    const lines = netlifyRedirectsFile(rules, cms.server.origin).split('\n')
    const line = (from: string, to: string) => lines.findIndex((l) => l.split(/\s+/).join(' ') === `${from} ${to} 301!`)
    for (const { from, to } of EXPECTED) expect(line(from, to), `${from} → ${to}`).toBeGreaterThan(-1)
    const editorial = lines.findIndex((l) => l.startsWith('/oud-artikel'))
    expect(editorial).toBeGreaterThan(-1)
    expect(editorial).toBeLessThan(line('/over-ons/', '/wie-zijn-wij/'))
  })

  it('lists them in the build report: the JSON beside the snapshot, and its HTML page', async () => {
    const file = dirOf('empty').BUILD_REPORT
    const report = BuildReportFileSchema.parse(JSON.parse(await readFile(file, 'utf8')))
    expect(report.moved).toEqual(EXPECTED.map(({ from, to, entity, id }) => ({ from, to, entity, id })))
    const distDir = path.join(work, 'dist')
    await publishBuildReport({ reportFile: file, distDir, log: () => undefined })
    const html = await readFile(path.join(distDir, 'client', '_build', 'report.html'), 'utf8')
    expect(html).toContain('<h2>Redirects for moved items (5)</h2>')
    expect(html).toContain(
      '<tr><td><code>/kennisbank/hoefbevangenheid/</code></td><td><code>/kennisbank/hoefbevangenheid-c/</code></td>',
    )
    expect(html).toContain('<code>/auteurs/hanna-kuipers/</code>')
  })
})
