// Turns stored content into WordPress REST objects: permalinks, expanded images, term counts.
import { expandMediaRefs } from './media.ts'
import { permalinkPath, termPath, type ContentStore, type Obj, type StoredPost, type StoredTerm } from './store.ts'
import { termField } from './collections.ts'

/**
 * A permalink of this CMS as the same path on the site, as the companion plugin's `hoefslag_on_site` makes it
 * (includes/view-links.php): for the editor's "View" (the REST answer with `context=edit`). Unchanged when it is not a
 * URL of this CMS.
 */
export function linkOnSite(link: string, origin: string, siteUrl: string): string {
  if (!siteUrl || !link.startsWith(origin)) return link
  const rest = link.slice(origin.length)
  return siteUrl + (rest === '' ? '/' : rest)
}

export function serializePost(store: ContentStore, post: StoredPost, origin: string): Obj {
  const { old_paths: oldPaths, ...expanded } = expandMediaRefs(post.data, store.media, origin, post.file) as Obj
  // The companion plugin's `old_links`: where the item was published before (devcms/edit/old-paths.ts).
  const oldLinks = Array.isArray(oldPaths) ? oldPaths.map((p) => origin + String(p)) : []
  return { ...expanded, link: origin + permalinkPath(store, post), old_links: oldLinks }
}

export function serializeUser(store: ContentStore, user: { file: string; data: Obj }, origin: string): Obj {
  const { old_paths: oldPaths, ...expanded } = expandMediaRefs(user.data, store.media, origin, user.file) as Obj
  // The companion plugin's `old_links` of an author: /auteurs/{slug}/ paths the user had before a rename.
  const oldLinks = Array.isArray(oldPaths) ? oldPaths.map((p) => origin + String(p)) : []
  return { ...expanded, link: `${origin}/auteurs/${String(user.data.slug)}/`, old_links: oldLinks }
}

/** Published posts that carry the term. */
export function termCount(store: ContentStore, term: StoredTerm): number {
  const field = termField(term.collection)
  const id = Number(term.data.id)
  let count = 0
  for (const post of store.posts.values()) {
    const ids = post.data[field]
    if (post.data.status === 'publish' && Array.isArray(ids) && ids.includes(id)) count++
  }
  return count
}

/** `count` may be passed in when the caller has counted every term at once (see catalog.ts). */
export function serializeTerm(
  store: ContentStore,
  term: StoredTerm,
  origin: string,
  count = termCount(store, term),
): Obj {
  const expanded = expandMediaRefs(term.data, store.media, origin, term.file) as Obj
  return { ...expanded, link: origin + termPath(store, term), count }
}

export function serializeSettings(store: ContentStore, origin: string): Obj {
  return expandMediaRefs(store.settings, store.media, origin, 'site/general-settings.json') as Obj
}
