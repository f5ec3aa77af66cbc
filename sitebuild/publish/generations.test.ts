// Published generations: unchanged files are shared with the previous generation, changed ones copied, and nothing
// the builder does to its own folder afterwards (in-place writes, renames, deletions) reaches a served generation.
import { mkdtemp, readFile, rename, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publishGeneration, removeGenerations, stageGeneration } from './generations.ts'

let tmp: string
let work: string
let root: string
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'publish-gen-'))
  work = path.join(tmp, 'dist')
  root = path.join(tmp, 'dist-live')
  await mkdir(path.join(work, 'client', 'kennisbank', 'a'), { recursive: true })
  await writeFile(path.join(work, 'client', 'index.html'), 'home v1')
  await writeFile(path.join(work, 'client', 'kennisbank', 'a', 'index.html'), 'article a v1')
  await writeFile(path.join(work, 'client', 'gone.html'), 'gone')
  await writeFile(path.join(work, 'redirects.json'), '{}')
})
afterEach(() => rm(tmp, { recursive: true, force: true }))

const read = (dir: string, rel: string) => readFile(path.join(dir, rel), 'utf8')
const inode = async (file: string) => (await stat(file)).ino

describe('publishGeneration', () => {
  it('copies a whole build the first time, then shares what did not change and copies what did', async () => {
    const sources = [{ dir: work, as: '' }]
    const first = await publishGeneration(root, 1, sources, undefined)
    expect(first.stats).toMatchObject({ files: 4, linked: 0, copied: 4 })
    // The builder rewrites one file in place, one by rename, adds one and removes one.
    await writeFile(path.join(work, 'client', 'index.html'), 'home v2')
    await writeFile(path.join(work, 'client', 'kennisbank', 'a', 'index.html.tmp'), 'article a v2')
    await rename(
      path.join(work, 'client', 'kennisbank', 'a', 'index.html.tmp'),
      path.join(work, 'client', 'kennisbank', 'a', 'index.html'),
    )
    await writeFile(path.join(work, 'client', 'new.html'), 'new')
    await rm(path.join(work, 'client', 'gone.html'))
    const second = await publishGeneration(root, 2, sources, first.generation)
    expect(second.stats).toMatchObject({ files: 4, linked: 1, copied: 3 })
    const g1 = first.generation.dir
    const g2 = second.generation.dir
    expect([
      await read(g2, 'client/index.html'),
      await read(g2, 'client/kennisbank/a/index.html'),
      await read(g2, 'client/new.html'),
    ]).toEqual(['home v2', 'article a v2', 'new'])
    await expect(stat(path.join(g2, 'client', 'gone.html'))).rejects.toThrow()
    expect(await inode(path.join(g2, 'redirects.json'))).toBe(await inode(path.join(g1, 'redirects.json')))
    // The served generation 1 is exactly as it was.
    expect([
      await read(g1, 'client/index.html'),
      await read(g1, 'client/kennisbank/a/index.html'),
      await read(g1, 'client/gone.html'),
    ]).toEqual(['home v1', 'article a v1', 'gone'])
  })

  it('never shares an inode with the builder: an in-place write after publishing leaves the generation intact', async () => {
    const { generation } = await publishGeneration(root, 1, [{ dir: work, as: '' }], undefined)
    const again = await publishGeneration(root, 2, [{ dir: work, as: '' }], generation)
    expect(again.stats.linked).toBe(4)
    await writeFile(path.join(work, 'client', 'index.html'), 'half-writ')
    expect(await read(again.generation.dir, 'client/index.html')).toBe('home v1')
    expect(await inode(path.join(again.generation.dir, 'client', 'index.html'))).not.toBe(
      await inode(path.join(work, 'client', 'index.html')),
    )
  })

  it('with a staged mirror of the previous generation, applies only the changes and gives the same tree', async () => {
    const sources = [{ dir: work, as: '' }]
    const first = await publishGeneration(root, 1, sources, undefined)
    const staged = await stageGeneration(root, 2, first.generation)
    await writeFile(path.join(work, 'client', 'index.html'), 'home v2')
    await rm(path.join(work, 'client', 'gone.html'))
    await mkdir(path.join(work, 'client', 'nieuw'))
    await writeFile(path.join(work, 'client', 'nieuw', 'index.html'), 'new')
    const second = await publishGeneration(root, 2, sources, first.generation, staged)
    expect(second.stats).toMatchObject({ files: 4, linked: 2, copied: 2 })
    const g2 = second.generation.dir
    expect(g2).toBe(path.join(root, '2'))
    expect([
      await read(g2, 'client/index.html'),
      await read(g2, 'client/nieuw/index.html'),
      await read(g2, 'client/kennisbank/a/index.html'),
    ]).toEqual(['home v2', 'new', 'article a v1'])
    await expect(stat(path.join(g2, 'client', 'gone.html'))).rejects.toThrow()
    await expect(stat(staged.dir)).rejects.toThrow()
    expect(await read(first.generation.dir, 'client/index.html')).toBe('home v1')
    expect(await inode(path.join(g2, 'redirects.json'))).toBe(
      await inode(path.join(first.generation.dir, 'redirects.json')),
    )
  })

  it('a publish that fails half-way leaves the previous generation as it was, and the next one publishes in full', async () => {
    const sources = [{ dir: work, as: '' }]
    const first = await publishGeneration(root, 1, sources, undefined)
    const staged = await stageGeneration(root, 2, first.generation)
    await writeFile(path.join(work, 'client', 'index.html'), 'home v2')
    await writeFile(path.join(work, 'client', 'kennisbank', 'a', 'index.html'), 'article a v2')
    // Something in the mirror's way of one changed file (a folder where the file goes): its copy fails.
    await rm(path.join(staged.dir, 'client', 'index.html'))
    await mkdir(path.join(staged.dir, 'client', 'index.html', 'x'), { recursive: true })
    await expect(publishGeneration(root, 2, sources, first.generation, staged)).rejects.toThrow()
    await expect(stat(path.join(root, '2'))).rejects.toThrow()
    const g1 = first.generation.dir
    expect([await read(g1, 'client/index.html'), await read(g1, 'client/kennisbank/a/index.html')]).toEqual([
      'home v1',
      'article a v1',
    ])
    const again = await publishGeneration(root, 2, sources, first.generation)
    expect(again.stats).toMatchObject({ files: 4, linked: 2, copied: 2 })
    expect(await read(again.generation.dir, 'client/kennisbank/a/index.html')).toBe('article a v2')
  })

  it('puts a second source under its own folder, and removes the generations not kept', async () => {
    const snap = path.join(tmp, '.snapshot')
    await mkdir(snap)
    await writeFile(path.join(snap, 'manifest.json'), '{"v":1}')
    const { generation } = await publishGeneration(
      root,
      1,
      [
        { dir: work, as: '' },
        { dir: snap, as: 'snapshot' },
      ],
      undefined,
    )
    expect(await read(generation.dir, 'snapshot/manifest.json')).toBe('{"v":1}')
    await publishGeneration(root, 2, [{ dir: work, as: '' }], generation)
    await removeGenerations(root, [2])
    await expect(stat(path.join(root, '1'))).rejects.toThrow()
    expect((await stat(path.join(root, '2'))).isDirectory()).toBe(true)
  })
})
