// The bundle cache: one `vike build` per set of bundle inputs, shared by every build of the checkout whose environment
// bakes the same values into the bundles; a changed input bundles again. A stand-in bundler (what `vike build` leaves,
// with the build info naming its dist folder) counts the bundlings.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { vikeBuild } from './vike-build.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-'))
// Inside the project, as every dist folder must be (the server bundle resolves node_modules from there).
const work = path.join(ROOT, 'dist', `.test-vike-build-${process.pid}`)
afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
})

let bundlings: string[] = []
beforeEach(() => {
  bundlings = []
  rmSync(cacheDir, { recursive: true, force: true })
})

/** What `vike build` into `outDir` leaves, in short; the bundle says which environment made it. */
async function standIn(env: NodeJS.ProcessEnv, outDir: string): Promise<void> {
  bundlings.push(outDir)
  await new Promise((resolve) => setTimeout(resolve, 50))
  mkdirSync(path.join(outDir, 'server'), { recursive: true })
  mkdirSync(path.join(outDir, 'client', 'assets'), { recursive: true })
  writeFileSync(
    path.join(outDir, 'server', 'entry.mjs'),
    `const info = { "root": ${JSON.stringify(ROOT)}, "build": { "outDir": ${JSON.stringify(`${outDir}/`)} } }\n`,
  )
  writeFileSync(path.join(outDir, 'client', 'assets', 'app.js'), `tiles(${JSON.stringify(env.VITE_MAP_TILE_URL)})\n`)
  writeFileSync(path.join(outDir, 'assets.json'), '{}\n')
}

const build = (env: NodeJS.ProcessEnv, name: string) =>
  vikeBuild(env, path.join(work, name), { cacheDir, build: standIn, log: () => undefined })
const read = (name: string, file: string) => readFileSync(path.join(work, name, file), 'utf8')

describe('the bundle cache', () => {
  it('bundles once for builds that differ only in what never reaches the bundles; each dist folder is its own', async () => {
    const env = { VITE_MAP_TILE_URL: 'https://a/{z}/{x}/{y}.png', CMS_API_URL: 'http://127.0.0.1:8089/wp-json' }
    expect(await build({ ...env, SITE_URL: 'http://localhost:1', SNAPSHOT_DIR: '/tmp/a' }, 'one')).toBe('built')
    expect(await build({ ...env, SITE_URL: 'http://localhost:2', SNAPSHOT_DIR: '/tmp/b' }, 'two')).toBe('cached')
    expect(bundlings).toHaveLength(1)
    for (const name of ['one', 'two']) {
      expect(read(name, 'client/assets/app.js')).toBe(read('one', 'client/assets/app.js'))
      // The build info names the folder the bundles are in, as `vike build` into it writes it.
      expect(read(name, 'server/entry.mjs')).toContain(`"outDir": ${JSON.stringify(`${path.join(work, name)}/`)}`)
    }
  })

  // A source file changes the key as it changes the bundle-inputs hash (the same function: ./bundle-inputs.test.ts
  // edits a file in the project); this file writes none there, so as not to change the inputs of builds beside it.
  it('bundles again when an input changes: a VITE_ variable, the local CMS port the newsletter embed names', async () => {
    await build({ VITE_MAP_TILE_URL: 'https://a/{z}/{x}/{y}.png' }, 'one')
    await build({ VITE_MAP_TILE_URL: 'https://b/{z}/{x}/{y}.png' }, 'two')
    expect(read('two', 'client/assets/app.js')).toContain('https://b/')
    await build({ VITE_MAP_TILE_URL: 'https://a/{z}/{x}/{y}.png', CMS_PORT: '8197' }, 'three')
    expect(bundlings).toHaveLength(3)
    // The inputs back as they were: the first build's bundles, without bundling.
    expect(await build({ VITE_MAP_TILE_URL: 'https://a/{z}/{x}/{y}.png' }, 'four')).toBe('cached')
    expect(bundlings).toHaveLength(3)
  })

  it('bundles once when two builds ask for the same bundles at once (two test lanes): the second waits and copies', async () => {
    const env = { VITE_MAP_TILE_URL: 'https://c/{z}/{x}/{y}.png' }
    const made = await Promise.all([build(env, 'one'), build(env, 'two')])
    expect(made.sort()).toEqual(['built', 'cached'])
    expect(bundlings).toHaveLength(1)
    expect(read('two', 'client/assets/app.js')).toBe(read('one', 'client/assets/app.js'))
  })

  it('keeps nothing of a failed bundling: the next build bundles again', async () => {
    const env = { VITE_MAP_TILE_URL: 'https://d/{z}/{x}/{y}.png' }
    const failing = () => Promise.reject(new Error('vike build failed (exit code 1)'))
    await expect(vikeBuild(env, path.join(work, 'one'), { cacheDir, build: failing })).rejects.toThrow(/exit code 1/)
    expect(await build(env, 'one')).toBe('built')
  })
})
