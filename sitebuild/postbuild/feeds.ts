// The RSS feeds (content/feeds.ts), from the snapshot, at every build (incremental ones too), so they never lag the
// pages: /feed/ with the newest news posts and knowledge-base articles together, and one feed per knowledge-base
// category (a parent's feed holds its children's articles, like its page). Each is `<path>index.html` holding RSS,
// served as application/rss+xml by a `_headers` rule (Netlify and the Node server serve a folder's index.html for
// "/feed/"); feeds of categories that are gone are removed.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { storedFrom, type StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import type { Article, NewsPost } from '#lib/model/types.ts'
import { FEED_ITEMS, SITE_FEED_PATH, categoryFeedPath, feedTitle } from '#content/feeds.ts'
import { htmlToText } from '#lib/format/text.ts'
import { rssXml, type FeedItem } from './feed-xml.ts'
import { EntityFacts } from './entity-facts.ts'

type Item = Article | NewsPost

function feedItem(s: StoredSnapshot, siteUrl: string, item: Item): FeedItem {
  const termIds = [...item.categoryIds, ...item.tagIds, ...(item.kind === 'article' ? item.kbCategoryIds : [])]
  const names = (ids: number[]) => ids.flatMap((id) => s.tables.terms.get(id)?.name ?? [])
  return {
    id: item.id,
    title: item.title,
    link: siteUrl + item.path,
    date: item.date,
    modified: item.modified,
    description: htmlToText(item.excerpt),
    creators: item.showAuthor ? item.authors.flatMap((a) => s.tables.authors.get(`${a.kind}:${a.id}`)?.name ?? []) : [],
    categories: [...new Set(names(termIds))],
  }
}

/** The items of a list of article and news-post ids (a term's list holds both), newest first, at most FEED_ITEMS.
 *  Chosen by their facts (entity-facts.ts: date, status, path — known by content hash, not read again); only the
 *  chosen ones are read. */
function newest(s: StoredSnapshot, ids: number[], facts: EntityFacts): Item[] {
  const candidates = ids.flatMap((id) => {
    const table = facts.get('articles', id) ? 'articles' : facts.get('posts', id) ? 'posts' : undefined
    const f = table && facts.get(table, id)
    return f && f.status === 'publish' && f.path !== undefined && s.routes[f.path]
      ? [{ id, table, date: f.date ?? '' }]
      : []
  })
  candidates.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id))
  return candidates.slice(0, FEED_ITEMS).flatMap(({ id, table }) => {
    const item = table === 'articles' ? s.tables.articles.get(id) : s.tables.posts.get(id)
    return item ? [item] : []
  })
}

export type FeedFile = { path: string; xml: string }

/** Every feed of the site: the site feed first, then one per knowledge-base category with a page. */
export function siteFeeds(
  snapshot: Snapshot | StoredSnapshot,
  siteUrl: string,
  facts: EntityFacts = new EntityFacts(snapshot),
): FeedFile[] {
  const s = storedFrom(snapshot)
  const origin = siteUrl.replace(/\/+$/, '')
  const home = s.tables.pages.get(s.site.frontpageId)?.seo
  const siteName = home?.og['og:site_name'] || 'Hoefslag'
  const description = home?.description ?? ''
  const site = newest(s, [...s.lists.posts.slice(0, FEED_ITEMS), ...s.lists.articles.slice(0, FEED_ITEMS)], facts)
  const siteItems = site.map((i) => feedItem(s, origin, i))
  const emptyUpdated = siteItems.reduce((max, i) => (i.modified > max ? i.modified : max), '')
  const channel = (title: string, link: string, feedPath: string) => ({
    title,
    link,
    description,
    selfUrl: origin + feedPath,
    siteUrl: origin,
    emptyUpdated,
  })
  const feeds: FeedFile[] = [
    { path: SITE_FEED_PATH, xml: rssXml(channel(feedTitle(siteName), `${origin}/`, SITE_FEED_PATH), siteItems) },
  ]
  const categories = [...s.tables.terms.values()]
    .filter((t) => t.taxonomy === 'knowledge-base-category' && s.routes[t.path]?.kind === 'kb-category')
    .sort((a, b) => (a.path < b.path ? -1 : 1))
  for (const term of categories) {
    const feedPath = categoryFeedPath(term.path)
    const items = newest(s, s.lists.byTerm[term.id] ?? [], facts).map((i) => feedItem(s, origin, i))
    feeds.push({
      path: feedPath,
      xml: rssXml(channel(feedTitle(siteName, term.name), origin + term.path, feedPath), items),
    })
  }
  return feeds
}

const FEED_FILE = 'index.html'

/** Writes the feeds into dist/client and removes the category feeds a previous build wrote that are gone now. */
export async function writeFeeds(clientDir: string, feeds: FeedFile[]): Promise<string[]> {
  for (const feed of feeds) {
    const dir = path.join(clientDir, feed.path)
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, FEED_FILE), feed.xml)
  }
  const wanted = new Set(feeds.map((f) => path.join(clientDir, f.path, FEED_FILE)))
  for (const file of await previousFeeds(path.join(clientDir, 'kennisbank-cat'))) {
    if (!wanted.has(file)) await rm(path.dirname(file), { recursive: true, force: true })
  }
  return feeds.map((f) => f.path)
}

/** `…/feed/index.html` files under `dir` that hold RSS (never a page's own HTML). */
async function previousFeeds(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries.filter((e) => e.isFile() && e.name === FEED_FILE && path.basename(e.parentPath) === 'feed')
  const out: string[] = []
  for (const e of files) {
    const file = path.join(e.parentPath, e.name)
    if ((await readFile(file, 'utf8')).startsWith('<?xml')) out.push(file)
  }
  return out
}
