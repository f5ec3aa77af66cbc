// The Netlify build plugin that keeps the snapshot and dist/ between Netlify builds, with a fake `utils.cache` that
// behaves like @netlify/cache-utils (restore does nothing for what is not cached; save skips what does not exist).
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cachedPaths, onPostBuild, onPreBuild } from './index.js'

let tmp: string
let site: string
let cacheDir: string
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'netlify-cache-'))
  site = path.join(tmp, 'site')
  cacheDir = path.join(tmp, 'cache')
  await mkdir(site)
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(tmp, { recursive: true, force: true })
})

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  )
const fakeUtils = () => ({
  cache: {
    restore: async (p: string) => {
      if (!(await exists(path.join(cacheDir, p))) || (await exists(path.join(site, p)))) return false
      await cp(path.join(cacheDir, p), path.join(site, p), { recursive: true })
      return true
    },
    save: async (p: string) => {
      if (!(await exists(path.join(site, p)))) return false
      await rm(path.join(cacheDir, p), { recursive: true, force: true })
      await cp(path.join(site, p), path.join(cacheDir, p), { recursive: true })
      return true
    },
  },
})

describe('hoefslag-build-cache', () => {
  it('caches the snapshot and dist/ (with the build state) and brings them back into the next build', async () => {
    const utils = fakeUtils()
    await onPreBuild({ utils, inputs: {} })
    expect(console.log).toHaveBeenLastCalledWith(expect.stringContaining('full build'))
    await mkdir(path.join(site, '.snapshot'))
    await mkdir(path.join(site, '.snapshot-cache'))
    await writeFile(path.join(site, '.snapshot-cache', 'meta.json'), '{"version":1}')
    await mkdir(path.join(site, 'dist', 'client'), { recursive: true })
    await writeFile(path.join(site, '.snapshot', 'manifest.json'), '{"contentHash":"a"}')
    await writeFile(path.join(site, 'dist', 'build-state.json'), '{"routes":1}')
    await writeFile(path.join(site, 'dist', 'client', 'index.html'), 'home')
    await onPostBuild({ utils, inputs: {} })
    // The next build starts in a fresh checkout.
    await rm(site, { recursive: true })
    await mkdir(site)
    await onPreBuild({ utils, inputs: {} })
    expect(console.log).toHaveBeenLastCalledWith(expect.stringContaining('restored .snapshot, .snapshot-cache, dist'))
    expect(await readFile(path.join(site, 'dist', 'build-state.json'), 'utf8')).toBe('{"routes":1}')
    expect(await readFile(path.join(site, '.snapshot', 'manifest.json'), 'utf8')).toBe('{"contentHash":"a"}')
    expect(await readFile(path.join(site, '.snapshot-cache', 'meta.json'), 'utf8')).toBe('{"version":1}')
  })

  it('takes its paths from the inputs, falling back to the defaults', () => {
    expect(cachedPaths({ paths: ['.snapshot', 'out'] })).toEqual(['.snapshot', 'out'])
    expect(cachedPaths({ paths: [] })).toEqual(['.snapshot', '.snapshot-cache', 'dist'])
    expect(cachedPaths(undefined)).toEqual(['.snapshot', '.snapshot-cache', 'dist'])
  })
})
