// Two builds open side by side in one process, each as its own site handle (lib/site-handle.ts): every function
// answers from the handle it is given — the search, the post cards, the store, the security headers — whatever the
// other handle loaded before or after. Were any of it held in a module ("the current index"), the second handle's
// data would answer for the first.
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import articles from '#functions/articles.ts'
import search from '#functions/search.ts'
import { openSite, type SiteHandle } from '#lib/site-handle.ts'
import { BUILD_STORE } from '../_lib/editor-store.ts'
import { siteSecurityHeaders } from '../_lib/site-headers.ts'
import { titleOf, writeGeneration } from './generation-fixture.ts'

let root: string
let a: SiteHandle
let b: SiteHandle

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-handle-'))
  a = openSite(await writeGeneration(root, 'A'), 'A')
  b = openSite(await writeGeneration(root, 'B'), 'B')
})
afterAll(() => rm(root, { recursive: true, force: true }))

/** A request's context as the runtime gives it: the client, the after-answer hook and the build. */
const asked = (site: SiteHandle) => ({ ip: '192.0.2.1', waitUntil: () => undefined, siteHandle: site })

type Hits = { results: { id: number; title: string }[] }
type Cards = { value: { id: number; title: string }[] }

const searchTitle = async (site: SiteHandle, q: string) => {
  const body = (await (await search(new Request(`http://localhost/api/search?q=${q}`), asked(site))).json()) as Hits
  return body.results.find((hit) => hit.id === 1001)?.title
}
const cardTitle = async (site: SiteHandle) => {
  const response = await articles(new Request('http://localhost/api/articles?post_type=article&size=100'), {
    siteHandle: site,
  })
  return ((await response.json()) as Cards).value.find((card) => card.id === 1001)?.title
}

describe('site handles side by side', () => {
  it('each search answers from its own handle, in whichever order they load', async () => {
    // A loads first, then B, then A again: a module-level index would answer B's data for A's second question.
    expect(await searchTitle(a, 'koliek')).toBe(titleOf('A'))
    expect(await searchTitle(b, 'koliek')).toBe(titleOf('B'))
    expect(await searchTitle(a, 'koliek')).toBe(titleOf('A'))
    // A word only one build has: found in that build alone.
    expect(await searchTitle(b, 'generatie%20B')).toBe(titleOf('B'))
    expect(await searchTitle(a, 'generatie%20B')).not.toBe(titleOf('B'))
    const [fromA, fromB] = await Promise.all([searchTitle(a, 'koliek'), searchTitle(b, 'koliek')])
    expect([fromA, fromB]).toEqual([titleOf('A'), titleOf('B')])
  })

  it('the post cards, the store and the security headers are each handle’s own', async () => {
    expect(await cardTitle(b)).toBe(titleOf('B'))
    expect(await cardTitle(a)).toBe(titleOf('A'))
    expect(a.get(BUILD_STORE).entity('articles', 1001)?.title).toBe(titleOf('A'))
    expect(b.get(BUILD_STORE).entity('articles', 1001)?.title).toBe(titleOf('B'))
    expect(siteSecurityHeaders(a)).toEqual({ 'X-Generation': 'A' })
    expect(siteSecurityHeaders(b)).toEqual({ 'X-Generation': 'B' })
  })

  it('a query stems with its own build’s lexicon, after another build’s index was loaded (a fresh process)', async () => {
    // Only the first build has a page about grazing: its index ships the lexicon's "graast" → "grazen" form. Were the
    // loaded lexicon the process's, the second build's (without it) would stem the first build's query by Snowball.
    const grazing = await writeGeneration(root, 'grazing', '<p>Een paard moet kunnen grazen in de wei.</p>')
    const plain = await writeGeneration(root, 'plain')
    const child = spawnSync(
      path.join(import.meta.dirname, '../../node_modules/.bin/tsx'),
      [
        path.join(import.meta.dirname, 'two-builds-child.ts'),
        JSON.stringify(grazing),
        JSON.stringify(plain),
        '["graast"]',
      ],
      { encoding: 'utf8', cwd: path.join(import.meta.dirname, '../..') },
    )
    expect(child.stderr).toBe('')
    const answers = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number[]>
    expect(answers.graast).toContain(1001)
  })

  it('a handle loads each part once and keeps it; a failed load is tried again', async () => {
    const loads: string[] = []
    let fail = true
    const part = {
      name: 'test part',
      load: (site: SiteHandle) => {
        loads.push(site.label)
        return fail ? Promise.reject(new Error('not written yet')) : Promise.resolve(site.label)
      },
    }
    await expect(a.get(part)).rejects.toThrow('not written yet')
    fail = false
    expect(await a.get(part)).toBe('A')
    expect(await a.get(part)).toBe('A')
    expect(await b.get(part)).toBe('B')
    expect(loads).toEqual(['A', 'A', 'B'])
  })
})
