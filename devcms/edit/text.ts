// What WordPress does to an edit's text and slug before it stores them: paragraphs for plain text (wpautop), a
// sanitized slug that is unique among the type's items, the site-local time of the change.
import { slugify } from '../generate/text.ts'
import type { PostCollection } from '../store/collections.ts'
import { localToGmt, paramToLocal } from '../store/dates.ts'
import type { ContentStore } from '../store/store.ts'

const BLOCK_HTML = /<(p|h[1-6]|ul|ol|div|figure|blockquote|table|pre|section|!--)[\s>]/i
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** HTML as it is; plain text in paragraphs (blank line = new paragraph, newline = `<br />`), like `wpautop`. */
export function autop(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '' || BLOCK_HTML.test(trimmed)) return trimmed === '' ? '' : `${trimmed}\n`
  return trimmed
    .split(/\n\s*\n/)
    .map(
      (para) =>
        `<p>${para
          .split('\n')
          .map((line) => (/[<>]/.test(line) && /<\/?[a-z]/i.test(line) ? line : escapeHtml(line)))
          .join('<br />\n')}</p>\n`,
    )
    .join('\n')
}

/** The local time now and its GMT twin, as WordPress stores `modified` and `modified_gmt`. */
export function nowStamps(nowMs = Date.now()): { local: string; gmt: string } {
  const local = paramToLocal(new Date(nowMs).toISOString()) ?? new Date(nowMs).toISOString().slice(0, 19)
  return { local, gmt: localToGmt(local) ?? new Date(nowMs).toISOString().slice(0, 19) }
}

/** `wp_unique_post_slug`: the sanitized slug, with `-2`, `-3`… when another item of the type (same parent for pages) has it. */
export function uniqueSlug(
  store: ContentStore,
  collection: PostCollection,
  wanted: string,
  selfId: number,
  parent: number,
): string {
  const base = slugify(wanted) || String(selfId)
  const taken = new Set<string>()
  for (const post of store.posts.values()) {
    if (post.collection !== collection || Number(post.data.id) === selfId) continue
    if (collection.type === 'page' && Number(post.data.parent ?? 0) !== parent) continue
    taken.add(String(post.data.slug))
  }
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/** A new post id: above every post, attachment and menu item id (WordPress keeps them in one table). */
export function nextPostId(store: ContentStore, menuItemIds: Iterable<number>): number {
  let max = 0
  for (const id of store.posts.keys()) max = Math.max(max, id)
  for (const id of store.media.keys()) max = Math.max(max, id)
  for (const id of menuItemIds) max = Math.max(max, id)
  return max + 1
}
