// The tables read on demand (decisions 018, 046): through explicit calls (no Proxy), the same entities and key order as
// the parsed files, bound to the snapshot they were opened on, kept to a bounded cache, and damage named.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { types } from 'node:util'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { Article } from '#lib/model/types.ts'
import { ENTITY_CACHE } from './entity-file.ts'
import { loadSnapshot, openSnapshot, resetSnapshotCache } from './read.ts'
import { materialize } from './stored.ts'
import { writeSnapshot } from './write.ts'
import { fixtureSnapshot } from './test-fixture.ts'

const parent = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-lazy-'))
const dir = path.join(parent, 'snap')
afterAll(() => rmSync(parent, { recursive: true, force: true }))

/** An article-shaped entity: the reader checks only `id` and `path`; the rest travels as written. */
const article = (id: number, title: string): Article =>
  ({
    id,
    path: `/kennisbank/a-${id}/`,
    title,
    content: `<p>${title} – “quote” \\ \n line</p>`,
    tags: [id % 7],
    nested: { ok: true },
  }) as unknown as Article

function withArticles(count: number, title = 'Titel'): Snapshot {
  const s = fixtureSnapshot()
  const articles: Record<number, Article> = {}
  for (let i = 0; i < count; i++) articles[1000 + i] = article(1000 + i, `${title} ${i}`)
  return { ...s, entities: { ...s.entities, articles } }
}

const articlesFile = path.join(dir, 'entities', 'articles.json')

beforeEach(() => resetSnapshotCache())

describe('entity tables read on demand', () => {
  it('give the entities and key order of the parsed file, through explicit reads', async () => {
    const written = withArticles(40)
    await writeSnapshot(dir, written)
    const table = openSnapshot(dir).tables.articles
    expect(types.isProxy(table)).toBe(false)
    expect(JSON.parse(readFileSync(articlesFile, 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(written.entities.articles)),
    )
    expect(table.get(1005)).toEqual(written.entities.articles[1005])
    expect(table.get('1005')).toEqual(written.entities.articles[1005])
    expect(table.get(999)).toBeUndefined()
    expect(table.has(1005)).toBe(true)
    expect(table.has(999)).toBe(false)
    expect(table.size).toBe(40)
    expect(table.keys()).toEqual(Object.keys(written.entities.articles))
    expect([...table.values()].map((a) => a.title)).toEqual(
      Object.values(written.entities.articles).map((a) => a.title),
    )
    expect(materialize(openSnapshot(dir))).toEqual(written)
    expect(loadSnapshot(dir)).toEqual(written)
  })

  it('give the same object for an entity read again', async () => {
    await writeSnapshot(dir, withArticles(3))
    const table = openSnapshot(dir).tables.articles
    expect(table.get(1001)).toBe(table.get(1001))
  })

  it('read every entity of a table larger than the cache, again and again', async () => {
    const count = ENTITY_CACHE * 2 + 5
    await writeSnapshot(dir, withArticles(count))
    const table = openSnapshot(dir).tables.articles
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < count; i += 1) expect(table.get(1000 + i)?.title).toBe(`Titel ${i}`)
    }
  })

  it('keep reading the snapshot they were opened on when the pipeline swaps in a new one', async () => {
    await writeSnapshot(dir, withArticles(20, 'Oud'))
    const table = openSnapshot(dir).tables.articles
    await writeSnapshot(dir, withArticles(30, 'Nieuw en langer'))
    expect(table.get(1010)?.title).toBe('Oud 10')
    expect(table.keys()).toHaveLength(20)
    resetSnapshotCache()
    expect(openSnapshot(dir).tables.articles.get(1010)?.title).toBe('Nieuw en langer 10')
  })

  it('still read a table an earlier writer put on one line', async () => {
    const written = withArticles(5)
    await writeSnapshot(dir, written)
    writeFileSync(articlesFile, JSON.stringify(written.entities.articles))
    expect(materialize(openSnapshot(dir)).entities.articles).toEqual(written.entities.articles)
  })

  it('name the file and the entity when one is damaged', async () => {
    await writeSnapshot(dir, withArticles(3))
    const lines = readFileSync(articlesFile, 'utf8').split('\n')
    writeFileSync(articlesFile, [lines[0], lines[1], '"1001":{"id":1001,"path"', lines[3], lines[4]].join('\n'))
    expect(() => openSnapshot(dir).tables.articles.get(1001)).toThrow(
      `Snapshot file ${articlesFile}: entity 1001 is not valid JSON`,
    )
    resetSnapshotCache()
    writeFileSync(articlesFile, [lines[0], lines[1], '"1001":{"id":1001},', lines[3], lines[4]].join('\n'))
    expect(() => openSnapshot(dir).tables.articles.get(1001)).toThrow(
      `Snapshot file ${articlesFile} is malformed at 1001`,
    )
    resetSnapshotCache()
    writeFileSync(articlesFile, [lines[0], lines[1], 'kapot', lines[3], lines[4]].join('\n'))
    expect(() => openSnapshot(dir)).toThrow(
      `Snapshot file ${articlesFile} is not valid JSON (line 3 is not "<id>":<entity>)`,
    )
    resetSnapshotCache()
    writeFileSync(articlesFile, [lines[0], lines[1], lines[2]].join('\n'))
    expect(() => openSnapshot(dir)).toThrow(`Snapshot file ${articlesFile} is not valid JSON (no closing brace)`)
    resetSnapshotCache()
    expect(() => loadSnapshot(dir)).toThrow(`Snapshot file ${articlesFile} is not valid JSON`)
  })
})
