// Keeping the bundles: only when nothing they are made from changed and they are still there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleInputsHash, bundlesUpToDate, forgetBundleInputs, rememberBundleInputs } from './bundle-inputs.ts'

const dist = mkdtempSync(path.join(os.tmpdir(), 'bundle-inputs-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('bundle inputs', () => {
  it('change with a VITE_ variable, the newsletter embed it defines from the CMS URL, or the dist folder; not with other variables', () => {
    const tiles = { VITE_MAP_TILE_URL: 'https://a/{z}/{x}/{y}.png' }
    const base = bundleInputsHash(tiles, dist)
    expect(bundleInputsHash({ ...tiles, SITE_URL: 'http://x', SNAPSHOT_DIR: '/tmp/s', DIST_DIR: 'x' }, dist)).toBe(base)
    expect(bundleInputsHash({ VITE_MAP_TILE_URL: 'https://b/{z}/{x}/{y}.png' }, dist)).not.toBe(base)
    expect(bundleInputsHash(tiles, `${dist}-other`)).not.toBe(base)
    // vite.config.ts bakes the local CMS's stand-in embed script in, with its port: another port, other bundles…
    expect(bundleInputsHash({ ...tiles, CMS_PORT: '8197' }, dist)).not.toBe(base)
    // …but not a WordPress elsewhere, or a set embed URL, whatever the CMS: no stand-in then.
    const remote = bundleInputsHash({ ...tiles, CMS_API_URL: 'https://cms.example.nl/wp-json' }, dist)
    expect(bundleInputsHash({ ...tiles, CMS_API_URL: 'https://other.example.nl/wp-json' }, dist)).toBe(remote)
  })

  it('do not change with the build output in the project: the dist folder and its published generations', () => {
    // npm start's publisher puts each generation in <dist>-live/<n>/ inside the project (the server bundle needs
    // node_modules): a file there must not count as a source, or every publish would bundle again.
    const inProject = path.join(import.meta.dirname, '..', `dist-bundle-inputs-test-${process.pid}`)
    try {
      const before = bundleInputsHash({}, inProject)
      for (const dir of [path.join(inProject, 'client'), path.join(`${inProject}-live`, '2', 'client')]) {
        mkdirSync(dir, { recursive: true })
        writeFileSync(path.join(dir, 'entry.js'), `export const built = ${Date.now()}\n`)
      }
      expect(bundleInputsHash({}, inProject)).toBe(before)
    } finally {
      for (const dir of [inProject, `${inProject}-live`]) rmSync(dir, { recursive: true, force: true })
    }
  })

  it('do not change with the build report every build writes, wherever BUILD_REPORT puts it; a .env file counts', () => {
    const root = path.join(import.meta.dirname, '..')
    const tag = `bundle-inputs-test-${process.pid}`
    const env = { BUILD_REPORT: `${tag}.json` }
    const written = [path.join(root, `.${tag}.json`), path.join(root, `${tag}.json`), path.join(root, `${tag}.html`)]
    const dotenv = path.join(root, `.env.${tag}`)
    try {
      const before = bundleInputsHash(env, dist)
      // A hidden file (the default report is .snapshot-report.json and .html) and the configured report with its page.
      for (const file of written) writeFileSync(file, `{"at":${Date.now()}}\n`)
      expect(bundleInputsHash(env, dist)).toBe(before)
      writeFileSync(dotenv, 'VITE_MAP_TILE_URL=https://tiles.example/{z}/{x}/{y}.png\n')
      expect(bundleInputsHash(env, dist)).not.toBe(before)
    } finally {
      for (const file of [...written, dotenv]) rmSync(file, { force: true })
    }
  })

  it('count as up to date only when remembered for these inputs and the bundles are there', async () => {
    const inputs = bundleInputsHash({}, dist)
    expect(bundlesUpToDate(dist, inputs)).toBe(false)
    await rememberBundleInputs(dist, inputs)
    expect(bundlesUpToDate(dist, inputs)).toBe(false)
    mkdirSync(path.join(dist, 'server'), { recursive: true })
    mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true })
    writeFileSync(path.join(dist, 'server', 'entry.mjs'), '')
    expect(bundlesUpToDate(dist, inputs)).toBe(true)
    expect(bundlesUpToDate(dist, `${inputs}x`)).toBe(false)
    await forgetBundleInputs(dist)
    expect(bundlesUpToDate(dist, inputs)).toBe(false)
  })
})
