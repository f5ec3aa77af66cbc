// A publish swaps the server's site handle (lib/site-handle.ts): a request under way when the swap happens answers
// from the build it started on, start to end; the next request answers from the new build — its files and its
// functions' data together. Never a mix of two builds.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteDirs } from '#lib/site-handle.ts'
import { titleOf, writeGeneration } from '#functions/_tests/generation-fixture.ts'
import { createSiteServer, type SiteServer } from './index.ts'
import { HOLD } from './test-fixtures/generation-functions/held.ts'

let root: string
let first: SiteDirs
let second: SiteDirs
let site: SiteServer

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-swap-'))
  first = await writeGeneration(root, 'A')
  second = await writeGeneration(root, 'B')
  site = await createSiteServer({
    ...first,
    functionsDir: path.join(import.meta.dirname, 'test-fixtures', 'generation-functions'),
    cmsOrigin: 'http://127.0.0.1:9',
    port: 0,
    log: () => undefined,
  })
})
afterAll(async () => {
  await site?.close()
  await rm(root, { recursive: true, force: true })
})

const searchTitle = async () => {
  const body = (await (await fetch(`${site.url}/api/search?q=koliek`)).json()) as {
    results: { id: number; title: string }[]
  }
  return body.results.find((hit) => hit.id === 1001)?.title
}
const home = async () => (await fetch(`${site.url}/`)).text()

describe('a publish swaps the site handle', () => {
  it('a request served across a publish answers from one build; the next request from the new one', async () => {
    expect(await searchTitle()).toBe(titleOf('A'))
    let reached = () => undefined as void
    let release = () => undefined as void
    const atHold = new Promise<void>((resolve) => (reached = resolve))
    const holder = globalThis as { [HOLD]?: unknown }
    holder[HOLD] = { reached, release: new Promise<void>((resolve) => (release = resolve)) }
    try {
      const held = fetch(`${site.url}/api/held`).then((r) => r.json() as Promise<{ before: string; after: string }>)
      await atHold
      // The publish happens while the request is under way.
      await site.swap(second)
      expect(await searchTitle()).toBe(titleOf('B'))
      expect(await home()).toContain('Generatie B')
      release()
      expect(await held).toEqual({ before: titleOf('A'), after: titleOf('A') })
    } finally {
      delete holder[HOLD]
    }
    // Back again: nothing of B stays behind in a module.
    await site.swap(first)
    expect(await searchTitle()).toBe(titleOf('A'))
    expect(await home()).toContain('Generatie A')
  })
})
