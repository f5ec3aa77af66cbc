// reload(): the server re-reads the content folder on demand (and keeps serving the old content if the new one is broken).
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, FIXTURE_CONTENT, startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'devcms-reload-'))
  await cp(FIXTURE_CONTENT, dir, { recursive: true })
  cms = await startFixture({ contentDir: dir })
})
afterAll(() => cms.close())

const file = () => path.join(dir, 'articles', 'ademhaling.json')

describe('reload', () => {
  it('serves edited content after reload(), and via POST /__devcms/reload', async () => {
    const original = await readFile(file(), 'utf8')
    await writeFile(file(), original.replace('Ademhaling bij het paard', 'Ademhaling bij paarden'))
    expect(field((await cms.get('/wp/v2/articles/1003')).json, 'title.rendered')).toBe('Ademhaling bij het paard')
    await cms.server.reload()
    expect(field((await cms.get('/wp/v2/articles/1003')).json, 'title.rendered')).toBe('Ademhaling bij paarden')
    await writeFile(file(), original)
    expect((await cms.send('POST', '/__devcms/reload', {})).status).toBe(200)
    expect(field((await cms.get('/wp/v2/articles/1003')).json, 'title.rendered')).toBe('Ademhaling bij het paard')
  })

  it('keeps the loaded content when the folder no longer loads', async () => {
    const original = await readFile(file(), 'utf8')
    await writeFile(file(), '{ "id": 1003, ')
    await expect(cms.server.reload()).rejects.toThrow(/Invalid JSON/)
    const answer = await cms.send('POST', '/__devcms/reload', {})
    expect(answer.status).toBe(500)
    expect(String(field(answer.json, 'message'))).toContain('ademhaling.json')
    expect((await cms.get('/wp/v2/articles/1003')).status).toBe(200)
    await writeFile(file(), original)
  })
})
