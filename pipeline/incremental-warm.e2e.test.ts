// The warm builder's pipeline (a process that keeps what it read and wrote: incremental/cache.ts rememberRawCache)
// against the bundled local CMS over real HTTP: an incremental run takes every unchanged entity from the snapshot it
// wrote last, in memory (incremental/reuse.ts keptSnapshot), reads none back from the snapshot on disk, and writes,
// after each kind of edit, the snapshot a full run of the same content writes, byte for byte, with the same report.
import fs from 'node:fs/promises'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { parsePipelineEnv } from './env.ts'
import { runPipeline, type RunResult } from './run.ts'
import { rememberRawCache } from './incremental/cache.ts'
import { EntityFile } from './snapshot/entity-file.ts'
import { ROOT, editContent, reportOf, snapshotHashes } from './e2e-support.ts'

const NOW = '2026-03-14T12:00:00'
let cms: CmsServer
let work: string
let content: string

const run = (name: string, full = false): Promise<RunResult> =>
  runPipeline(
    parsePipelineEnv({
      CMS_API_URL: cms.url,
      SNAPSHOT_DIR: path.join(work, name, '.snapshot'),
      BUILD_REPORT: path.join(work, name, 'report.json'),
      PIPELINE_FULL_AFTER_HOURS: '0',
    }),
    { now: NOW, full },
  )

/** A one-off full run of the content as it is now (a fresh process would not keep anything). */
async function fullRun(name: string): Promise<RunResult> {
  rememberRawCache(false)
  try {
    return await run(name, true)
  } finally {
    rememberRawCache(true)
  }
}

const snapshotOf = (name: string) => snapshotHashes(path.join(work, name, '.snapshot'))
const edit = (file: string, change: Parameters<typeof editContent>[2]) => editContent(content, file, change)

/** An incremental run, counting the entities it reads back from a snapshot file. */
async function incremental(): Promise<{ result: RunResult; diskReads: number }> {
  const get = vi.spyOn(EntityFile.prototype, 'get')
  try {
    const result = await run('site')
    return { result, diskReads: get.mock.calls.length }
  } finally {
    get.mockRestore()
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-incremental-warm-'))
  content = path.join(work, 'content')
  await fs.cp(path.join(ROOT, 'devcms', 'content'), content, { recursive: true })
  const media = path.join(work, 'media')
  await fs.cp(path.join(ROOT, 'devcms', 'media'), media, { recursive: true })
  cms = await createCmsServer({ contentDir: content, mediaDir: media, port: 0 })
  rememberRawCache(true)
})
afterAll(async () => {
  rememberRawCache(false)
  await cms?.close()
  await fs.rm(work, { recursive: true, force: true })
})

const later = (n: number) => `2027-0${n}-05T10:00:00`
const edits: [string, () => Promise<void>][] = [
  [
    'a title and a body edited',
    () =>
      edit('articles/astma-bij-paarden.json', (a) => ({
        ...a,
        title: { rendered: 'Astma bij paarden: herkennen en behandelen' },
        content: {
          rendered: '<p>Nieuwe tekst over astma, met een <a href="/kennisbank/bestaat-niet/">dode link</a>.</p>',
        },
        modified: later(1),
      })),
  ],
  [
    'an article renamed (another one links to it by its shortlink)',
    () =>
      edit('articles/rhinopneumonie-ehv-1-en-ehv-4.json', (a) => ({
        ...a,
        slug: 'rhinopneumonie-bij-paarden',
        modified: later(2),
      })),
  ],
  [
    'a news post unpublished and an event deleted',
    async () => {
      await edit('posts/droes-uitbraak-op-manege-wat-stalhouders-nu-moeten-doen.json', (p) => ({
        ...p,
        status: 'draft',
        modified: later(3),
      }))
      await edit('events/hoefsmid-demodag-2026.json', () => undefined)
    },
  ],
  [
    'a category renamed',
    async () => {
      const file = path.join(content, 'terms/category.json')
      const terms = JSON.parse(await fs.readFile(file, 'utf8')) as { name: string }[]
      terms[1] = { ...(terms[1] as { name: string }), name: 'Gezondheid & welzijn' }
      await fs.writeFile(file, JSON.stringify(terms, null, 2))
    },
  ],
]

describe('the warm pipeline: normalize only what changed, from the snapshot in memory', () => {
  it('reads no entity back from disk, and writes the snapshot and report of a full run after each kind of edit', async () => {
    await run('site')
    const unchanged = await incremental()
    expect(unchanged.result.fetch.mode).toBe('incremental')
    expect(unchanged.result.normalized.normalized).toBe(0)
    expect(unchanged.diskReads).toBe(0)
    for (const [i, [name, make]] of edits.entries()) {
      await make()
      await cms.reload()
      const { result, diskReads } = await incremental()
      expect(result.fetch.mode, name).toBe('incremental')
      expect(result.normalized.normalized, name).toBeLessThan(result.normalized.reused / 4)
      expect(diskReads, name).toBe(0)
      const full = await fullRun(`full-${i}`)
      expect(reportOf(result), name).toEqual(reportOf(full))
      expect(snapshotOf('site'), name).toEqual(snapshotOf(`full-${i}`))
    }
  })
})
