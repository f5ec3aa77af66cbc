// Content that disappeared since the previous build, end to end against the bundled local CMS over real HTTP: an
// article whose rows and body are emptied (what a form that did not show them saves) is a warning in the next run's
// build report ("Inhoud verdwenen: …", naming the article and the field); an unchanged run says nothing.
import fs from 'node:fs/promises'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { parsePipelineEnv } from './env.ts'
import { runPipeline } from './run.ts'
import { ROOT } from './e2e-support.ts'

const FILE = 'articles/kreupelheidsonderzoek-stap-voor-stap.json'
let cms: CmsServer
let work: string
let content: string

const run = () =>
  runPipeline(
    parsePipelineEnv({
      CMS_API_URL: cms.url,
      SNAPSHOT_DIR: path.join(work, '.snapshot'),
      BUILD_REPORT: path.join(work, 'report.json'),
    }),
    { now: '2026-03-14T12:00:00' },
  )
const lostIn = async () => {
  const report = JSON.parse(await fs.readFile(path.join(work, 'report.json'), 'utf8')) as {
    entries: { entity: string; id?: number; url: string; path: string; message: string }[]
  }
  return report.entries.filter((e) => e.message.startsWith('Inhoud verdwenen: '))
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-lost-content-e2e-'))
  content = path.join(work, 'content')
  await fs.cp(path.join(ROOT, 'devcms', 'content'), content, { recursive: true })
  cms = await createCmsServer({ contentDir: content, mediaDir: path.join(ROOT, 'devcms', 'media'), port: 0 })
})
afterAll(async () => {
  await cms?.close()
  await fs.rm(work, { recursive: true, force: true })
})

describe('lost content in the build report', () => {
  it('names the published article whose rows and body a save emptied, in the run after that save only', async () => {
    await run()
    expect(await lostIn()).toEqual([])
    const full = path.join(content, FILE)
    const article = JSON.parse(await fs.readFile(full, 'utf8')) as Record<string, unknown>
    await fs.writeFile(
      full,
      JSON.stringify({
        ...article,
        modified: '2027-01-05T10:00:00',
        content: { rendered: '', protected: false },
        content_block_rows: { rows: [] },
      }),
    )
    await cms.reload()
    await run()
    const lost = await lostIn()
    expect(lost.map((e) => [e.entity, e.id, e.url, e.path])).toEqual([
      ['articles', article.id, '/kennisbank/kreupelheidsonderzoek-stap-voor-stap/', 'rows'],
      ['articles', article.id, '/kennisbank/kreupelheidsonderzoek-stap-voor-stap/', 'content'],
    ])
    expect(lost[0]?.message).toMatch(
      /^Inhoud verdwenen: Kreupelheidsonderzoek stap voor stap \(\/kennisbank\/kreupelheidsonderzoek-stap-voor-stap\/\) heeft geen rijen meer \(rows; was \d+ rij(en)? met \d+ blok(ken)?\)$/,
    )
    // The next run compares with the emptied article: nothing more disappeared.
    await run()
    expect(await lostIn()).toEqual([])
  }, 120_000)
})
