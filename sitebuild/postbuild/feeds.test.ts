// The site's feeds from a snapshot: which items, in which order, which categories get one; stale feeds removed.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { article, author, entities, post, site, term } from '#pipeline/derive/test-entities.ts'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { siteFeeds, writeFeeds } from './feeds.ts'

const SITE = 'https://www.hoefslag.nl'
const day = (n: number) => `2026-05-${String(n).padStart(2, '0')}T09:00:00`

function snapshot(): Snapshot {
  const articles = Array.from({ length: 8 }, (_, i) =>
    article({ id: 1001 + i, path: `/kennisbank/a${i}/`, date: day(1 + 2 * i), kbCategoryIds: [402] }),
  )
  const posts = Array.from({ length: 8 }, (_, i) =>
    post({ id: 2001 + i, path: `/n${i}/`, date: day(2 + 2 * i), authors: [{ kind: 'user', id: 2 }] }),
  )
  const hoeven = term(401, 'Hoeven', { taxonomy: 'knowledge-base-category', path: '/kennisbank-cat/hoeven/' })
  const hoefziekten = term(402, 'Hoefziekten', {
    taxonomy: 'knowledge-base-category',
    path: '/kennisbank-cat/hoeven/hoefziekten/',
    parentId: 401,
  })
  const routes: Snapshot['routes'] = Object.fromEntries(
    [...articles, ...posts].map((i) => [i.path, { kind: i.kind, id: i.id }]),
  )
  return {
    ...fixtureSnapshot(),
    site: site(),
    entities: entities({
      articles,
      posts,
      authors: [author('user', 2, 'Anouk de Vries')],
      terms: [hoeven, hoefziekten],
    }),
    routes: {
      ...routes,
      '/kennisbank-cat/hoeven/': { kind: 'kb-category', id: 401 },
      '/kennisbank-cat/hoeven/hoefziekten/': { kind: 'kb-category', id: 402 },
    },
    lists: {
      ...fixtureSnapshot().lists,
      articles: articles.map((a) => a.id).reverse(),
      posts: posts.map((p) => p.id).reverse(),
      byTerm: { 401: articles.map((a) => a.id).reverse(), 402: articles.map((a) => a.id).reverse() },
    },
  }
}

const links = (xml: string) =>
  [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]?.slice(SITE.length))

describe('siteFeeds', () => {
  const feeds = siteFeeds(snapshot(), SITE)

  it('writes /feed/ with the 10 newest news posts and articles together, newest first', () => {
    const site = feeds[0]
    expect(site?.path).toBe('/feed/')
    expect(links(site?.xml ?? '')).toEqual([
      '/n7/',
      '/kennisbank/a7/',
      '/n6/',
      '/kennisbank/a6/',
      '/n5/',
      '/kennisbank/a5/',
      '/n4/',
      '/kennisbank/a4/',
      '/n3/',
      '/kennisbank/a3/',
    ])
    expect(site?.xml).toContain('<dc:creator><![CDATA[Anouk de Vries]]></dc:creator>')
    expect(site?.xml).toContain(`<atom:link href="${SITE}/feed/" rel="self"`)
  })

  it('writes a feed per knowledge-base category at its own path, nested ones included', () => {
    expect(feeds.map((f) => f.path)).toEqual([
      '/feed/',
      '/kennisbank-cat/hoeven/feed/',
      '/kennisbank-cat/hoeven/hoefziekten/feed/',
    ])
    const nested = feeds[2]?.xml ?? ''
    expect(nested).toContain('<title>Hoefslag » Hoefziekten</title>')
    expect(nested).toContain(`<link>${SITE}/kennisbank-cat/hoeven/hoefziekten/</link>`)
    expect(links(nested)).toHaveLength(8)
    expect(links(nested)[0]).toBe('/kennisbank/a7/')
  })
})

describe('writeFeeds', () => {
  let dir: string
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it("writes each feed as its folder's index.html and removes the feeds of categories that are gone, never a page", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'feeds-'))
    const gone = path.join(dir, 'kennisbank-cat', 'oud', 'feed')
    const page = path.join(dir, 'kennisbank-cat', 'feed')
    await mkdir(gone, { recursive: true })
    await writeFile(path.join(gone, 'index.html'), '<?xml version="1.0"?><rss/>')
    await mkdir(page, { recursive: true })
    await writeFile(path.join(page, 'index.html'), '<!DOCTYPE html><html></html>')
    const written = await writeFeeds(dir, siteFeeds(snapshot(), SITE))
    expect(written).toEqual(['/feed/', '/kennisbank-cat/hoeven/feed/', '/kennisbank-cat/hoeven/hoefziekten/feed/'])
    expect(await readFile(path.join(dir, 'feed', 'index.html'), 'utf8')).toMatch(/^<\?xml/)
    expect(existsSync(gone)).toBe(false)
    expect(existsSync(path.join(page, 'index.html'))).toBe(true)
  })
})
