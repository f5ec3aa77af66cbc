// Atomic snapshot writes: a new write replaces the old one whole; a failed write leaves the old one byte-identical.
import fs from 'node:fs/promises'
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeSnapshot } from './write.ts'
import { fixtureSnapshot } from './test-fixture.ts'

let parent: string
let dir: string
beforeEach(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-snapshot-'))
  dir = path.join(parent, '.snapshot')
})
afterEach(async () => {
  vi.restoreAllMocks()
  await fs.rm(parent, { recursive: true, force: true })
})

/** Every file of the snapshot dir with its bytes. */
function contents(root: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out[path.relative(root, path.join(entry.parentPath, entry.name))] = readFileSync(
        path.join(entry.parentPath, entry.name),
        'utf8',
      )
  }
  return out
}

describe('writeSnapshot', () => {
  it('writes the manifest, site, routes, lists, the card table and one file per entity table', async () => {
    const snapshot = fixtureSnapshot()
    await writeSnapshot(dir, snapshot)
    const files = contents(dir)
    expect(Object.keys(files).sort()).toEqual([
      'cards.json',
      'entities/articles.json',
      'entities/authors.json',
      'entities/clinics.json',
      'entities/events.json',
      'entities/lessons.json',
      'entities/pages.json',
      'entities/partners.json',
      'entities/posts.json',
      'entities/products.json',
      'entities/terms.json',
      'entities/vets.json',
      'lists.json',
      'manifest.json',
      'routes.json',
      'site.json',
    ])
    expect(JSON.parse(files['manifest.json'] ?? '')).toEqual(snapshot.manifest)
    expect(JSON.parse(files['entities/terms.json'] ?? '')).toEqual(snapshot.entities.terms)
    expect(readdirSync(parent)).toEqual(['.snapshot'])
  })

  it('replaces a previous snapshot whole', async () => {
    await writeSnapshot(dir, fixtureSnapshot('Oud'))
    await writeSnapshot(dir, fixtureSnapshot('Nieuw'))
    expect(contents(dir)['entities/terms.json']).toContain('"Nieuw"')
    expect(contents(dir)['entities/terms.json']).not.toContain('"Oud"')
    expect(readdirSync(parent)).toEqual(['.snapshot'])
  })

  it('takes what did not change from the snapshot it replaces, with the bytes of a write from scratch', async () => {
    const fresh = path.join(parent, 'fresh')
    await writeSnapshot(fresh, fixtureSnapshot('Nieuw'))
    await writeSnapshot(dir, fixtureSnapshot('Oud'))
    const ino = (file: string) => statSync(path.join(dir, file)).ino
    const before = { articles: ino('entities/articles.json'), terms: ino('entities/terms.json') }
    await writeSnapshot(dir, fixtureSnapshot('Nieuw'))
    expect(contents(dir)).toEqual(contents(fresh))
    // A table none of whose entities changed is the previous file, linked; the changed one is written anew.
    expect(ino('entities/articles.json')).toBe(before.articles)
    expect(ino('entities/terms.json')).not.toBe(before.terms)
    // A previous snapshot whose manifest cannot be read gives nothing to take: written from scratch, the same bytes.
    await fs.writeFile(path.join(dir, 'manifest.json'), '{')
    await writeSnapshot(dir, fixtureSnapshot('Nieuw'))
    expect(contents(dir)).toEqual(contents(fresh))
    expect(readdirSync(parent).sort()).toEqual(['.snapshot', 'fresh'])
  })

  it.each([
    [
      'a BigInt',
      (s: ReturnType<typeof fixtureSnapshot>) => void Object.assign(s.entities.terms[201] ?? {}, { count: 2n }),
    ],
    [
      'a circular reference',
      (s: ReturnType<typeof fixtureSnapshot>) => {
        const t = s.entities.terms[201] ?? {}
        Object.assign(t, { self: t })
      },
    ],
    // Spoiled after hashing, as no pipeline run does: the entity whose hash changed ("Oud" → "Nieuw") is the one
    // serialized; an entity the manifest says is unchanged is copied from the previous snapshot (write.ts).
  ])('leaves the previous snapshot byte-identical when an entity holds %s', async (_, spoil) => {
    await writeSnapshot(dir, fixtureSnapshot('Oud'))
    const before = contents(dir)
    const bad = fixtureSnapshot('Nieuw')
    spoil(bad)
    await expect(writeSnapshot(dir, bad)).rejects.toThrow(/entities\/terms\.json/)
    expect(contents(dir)).toEqual(before)
    expect(readdirSync(parent)).toEqual(['.snapshot'])
  })

  it('puts the previous snapshot back when moving the new one in fails', async () => {
    await writeSnapshot(dir, fixtureSnapshot('Oud'))
    const before = contents(dir)
    const rename = fs.rename
    vi.spyOn(fs, 'rename').mockImplementation(async (from, to) => {
      if (String(from).includes('.tmp-'))
        throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' })
      return rename(from, to)
    })
    await expect(writeSnapshot(dir, fixtureSnapshot('Nieuw'))).rejects.toThrow('EXDEV')
    expect(contents(dir)).toEqual(before)
    expect(readdirSync(parent)).toEqual(['.snapshot'])
  })

  it('writes a first snapshot into a missing parent directory', async () => {
    const nested = path.join(parent, 'a', 'b', 'snap')
    await writeSnapshot(nested, fixtureSnapshot())
    expect(existsSync(path.join(nested, 'manifest.json'))).toBe(true)
  })

  it('removes temp and old dirs of crashed runs older than an hour, not fresh ones', async () => {
    const stale = path.join(parent, '.snapshot.tmp-999-1')
    const staleOld = path.join(parent, '.snapshot.old-999-1')
    const fresh = path.join(parent, `.snapshot.tmp-998-${Date.now()}`)
    const unrelated = path.join(parent, '.snapshot-report.json.tmp-1')
    for (const d of [stale, staleOld, fresh, unrelated]) mkdirSync(d)
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    for (const d of [stale, staleOld, unrelated]) utimesSync(d, twoHoursAgo, twoHoursAgo)
    await writeSnapshot(dir, fixtureSnapshot())
    expect(readdirSync(parent).sort()).toEqual(
      ['.snapshot', '.snapshot-report.json.tmp-1', path.basename(fresh)].sort(),
    )
  })
})
