// The postbuild's facts of each entity, kept between builds by content hash: with the last build's facts, the sitemap
// and the feeds of an edited snapshot are what reading every entity gives — and only the changed entities are read.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { article, entities, post, site, term } from '#pipeline/derive/test-entities.ts'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { Article } from '#lib/model/types.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'
import { EntityFacts } from './entity-facts.ts'
import { siteFeeds } from './feeds.ts'
import { sitemapEntries } from './sitemap.ts'

const SITE = 'https://www.hoefslag.nl'
const day = (n: number) => `2026-05-${String(n).padStart(2, '0')}T09:00:00`

function snapshot(edit: (articles: Article[]) => void = () => undefined): Snapshot {
  const articles = Array.from({ length: 12 }, (_, i) =>
    article({
      id: 1001 + i,
      path: `/kennisbank/a${i}/`,
      date: day(1 + 2 * i),
      modified: day(1 + 2 * i),
      kbCategoryIds: [402],
    }),
  )
  edit(articles)
  const posts = Array.from({ length: 4 }, (_, i) => post({ id: 2001 + i, path: `/n${i}/`, date: day(2 + 2 * i) }))
  const kb = term(402, 'Hoefziekten', { taxonomy: 'knowledge-base-category', path: '/kennisbank-cat/hoefziekten/' })
  const routes: Snapshot['routes'] = Object.fromEntries(
    [...articles, ...posts].map((i) => [i.path, { kind: i.kind, id: i.id }]),
  )
  const ents = entities({ articles, posts, terms: [kb] })
  const s: Snapshot = {
    ...fixtureSnapshot(),
    site: site(),
    entities: ents,
    routes: { ...routes, '/kennisbank-cat/hoefziekten/': { kind: 'kb-category', id: 402 } },
    lists: {
      ...fixtureSnapshot().lists,
      articles: articles.map((a) => a.id).reverse(),
      posts: posts.map((p) => p.id).reverse(),
      byTerm: { 402: articles.map((a) => a.id).reverse() },
    },
  }
  const { hashes, contentHash } = hashSnapshot(s.entities, s.site)
  return { ...s, manifest: { ...s.manifest, hashes, contentHash } }
}

const outputs = (s: Snapshot, facts: EntityFacts) => ({
  sitemap: sitemapEntries(s, SITE, facts),
  feeds: siteFeeds(s, SITE, facts),
})

let tmp: string | undefined
afterEach(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true })
})

describe('EntityFacts', () => {
  it('gives the sitemap and feeds of a full read after edits, reading only the changed entities', async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'entity-facts-'))
    const before = snapshot()
    const first = EntityFacts.read(tmp, before)
    outputs(before, first)
    expect(first.hits).toBe(0)
    first.write(tmp)

    // The oldest article becomes the newest (the feeds' order and the lists' lastmod change), another is unpublished,
    // a third gets Yoast's exact modified time and a noindex.
    const after = snapshot((articles) => {
      const [oldest, second, third] = articles
      if (oldest) Object.assign(oldest, { date: day(28), modified: day(28) })
      if (second) second.status = 'draft'
      if (third)
        Object.assign(third, {
          seo: { ...third.seo, robots: 'noindex, follow', modifiedTime: '2026-05-30T10:00:00+02:00' },
        })
    })
    const kept = EntityFacts.read(tmp, after)
    const fresh = new EntityFacts(after)
    const [withCache, withoutCache] = [outputs(after, kept), outputs(after, fresh)]
    expect(withCache).toEqual(withoutCache)
    expect(withCache).not.toEqual(outputs(before, new EntityFacts(before)))
    expect(kept.misses).toBe(3)
    expect(kept.hits).toBeGreaterThan(10)
  })

  it('does not trust facts recorded by other code', async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'entity-facts-'))
    const s = snapshot()
    const first = new EntityFacts(s)
    outputs(s, first)
    first.write(tmp)
    const file = path.join(tmp, '.cache', 'entity-facts.json')
    const json = JSON.parse(await readFile(file, 'utf8')) as { code: string }
    // The file carries the stamp of the facts' code (lib/cache/table.ts `entityFacts`); read by the same code, reused.
    expect(json.code).toBe(cacheStamp('entityFacts'))
    expect(EntityFacts.read(tmp, s).get('articles', 1001)).toBeDefined()
    // Read by other code (route-info.ts changed, say): every entity is read again.
    const changed = EntityFacts.read(tmp, s, 'stamp of the facts code after a change')
    outputs(s, changed)
    expect(changed.hits).toBe(0)
    await writeFile(file, JSON.stringify({ ...json, code: 'other' }))
    const facts = EntityFacts.read(tmp, s)
    outputs(s, facts)
    expect(facts.hits).toBe(0)
  })
})
