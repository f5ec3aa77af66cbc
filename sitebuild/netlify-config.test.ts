// netlify.toml: Node on Netlify is a supported LTS, and each function ships exactly the data it reads — derived from
// its imports (sitebuild/netlify-functions.ts) — and nothing else; only the editors' functions carry the snapshot.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { discover } from '#functions/_runtime/load.ts'
import { functionsAndTheirData, importGraph, includedFilesOf, readNetlifyToml } from './netlify-functions.ts'

const toml = readNetlifyToml()
const ROOT = path.resolve(import.meta.dirname, '..')

describe('netlify.toml', () => {
  it('builds on a Node.js LTS that Netlify still supports (22 or 24)', () => {
    expect(['22', '24']).toContain(toml.build.environment.NODE_VERSION)
  })

  it("ships with each function exactly the build files it reads, and the snapshot only with the editors' functions", async () => {
    const needs = await functionsAndTheirData()
    expect(needs.size).toBeGreaterThan(10)
    for (const [name, patterns] of needs) expect([...includedFilesOf(toml, name)].sort(), name).toEqual(patterns)
    const withSnapshot = [...needs.keys()].filter((name) =>
      includedFilesOf(toml, name).some((p) => p.startsWith('.snapshot')),
    )
    expect(withSnapshot.sort()).toEqual(['editor-page', 'editor-preview'])
    expect(needs.get('search')).toEqual(['dist/functions-data/search-index.bin'])
    expect(needs.get('login')).toEqual([])
  })

  it("bundles no build-only module into a function (the caches' code stamps start esbuild, a devDependency)", async () => {
    const functions = await discover(path.join(ROOT, 'functions'))
    expect(functions.size).toBeGreaterThan(10)
    for (const [name, file] of functions) {
      const buildOnly = [...importGraph(file)].filter((module) => module.startsWith('lib/cache/stamp'))
      expect(buildOnly, name).toEqual([])
    }
  })

  it("names only files a build writes (checked in a build when one is here: dist/ or the browser tests' .e2e/dist)", () => {
    const dist = ['dist', '.e2e/dist']
      .map((d) => path.join(ROOT, d))
      .find((d) => existsSync(path.join(d, 'functions-data')))
    const patterns = new Set(
      Object.entries(toml.functions)
        .filter(([, v]) => typeof v === 'object')
        .map(([name]) => name)
        .flatMap((name) => includedFilesOf(toml, name)),
    )
    for (const pattern of patterns) {
      expect(pattern, pattern).toMatch(
        /^(dist\/functions-data\/[\w.-]+\.(bin|json)|dist\/server\/\*\*|\.snapshot\/\*\*)$/,
      )
      if (!dist || pattern.startsWith('.snapshot')) continue
      const inDist = path.join(dist, pattern.replace(/^dist\//, '').replace(/\/\*\*$/, ''))
      expect(existsSync(inDist), inDist).toBe(true)
      if (pattern.endsWith('/**')) expect(readdirSync(inDist).length, inDist).toBeGreaterThan(0)
    }
  })
})
