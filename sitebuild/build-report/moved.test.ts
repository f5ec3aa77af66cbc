// The build report's redirects for moved items (decision 030): the pipeline's `moved` in the JSON becomes a
// table on the report page — in the local copy and in the deploy's /_build/ — one row per old path, escaped; none
// when the build added no redirect, and a malformed section is left out rather than failing the build.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publishBuildReport } from './publish.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'build-report-moved-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const moved = [
  { from: '/kennisbank/koliek/', to: '/kennisbank/koliek-bij-paarden/', entity: 'articles', id: 1001 },
  { from: '/over-ons/<team>/', to: '/wie-zijn-wij/team/', entity: 'pages', id: 2303 },
]

async function publish(report: unknown) {
  const reportFile = path.join(dir, 'report.json')
  await writeFile(reportFile, JSON.stringify(report))
  await publishBuildReport({ reportFile, distDir: path.join(dir, 'dist'), log: () => undefined, now: new Date(0) })
  const site = path.join(dir, 'dist', 'client', '_build')
  return {
    local: await readFile(path.join(dir, 'report.html'), 'utf8'),
    site: await readFile(path.join(site, 'report.html'), 'utf8'),
    siteJson: JSON.parse(await readFile(path.join(site, 'report.json'), 'utf8')) as { moved?: unknown },
  }
}

describe('the moved section of the build report', () => {
  it('lists each redirect the build added, old path → path today and the item, on both copies', async () => {
    const { local, site, siteJson } = await publish({ entries: [], moved })
    for (const html of [local, site]) {
      expect(html).toContain('<h2>Redirects for moved items (2)</h2>')
      expect(html).toContain(
        '<tr><td><code>/kennisbank/koliek/</code></td><td><code>/kennisbank/koliek-bij-paarden/</code></td><td>articles 1001</td></tr>',
      )
      expect(html).toContain('<code>/over-ons/&lt;team&gt;/</code>')
      expect(html).not.toContain('<team>')
    }
    expect(siteJson.moved).toEqual(moved)
  })

  it('has no section when the build added no redirect, or the section is malformed', async () => {
    for (const report of [{ entries: [] }, { entries: [], moved: [] }, { entries: [], moved: [{ from: 3 }] }]) {
      const { local } = await publish(report)
      expect(local).toContain('<h1>Build report</h1>')
      expect(local).not.toContain('Redirects for moved items')
    }
  })
})
