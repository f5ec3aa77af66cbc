// The redirect history of the local CMS, as the companion plugin keeps it in WordPress (decision 030): when a published
// item's path changes (its slug, its parent page, a product's partner), the path it had is kept in `old_paths`, for
// it and for every item whose path hangs on it (child pages, a partner's products). The REST answer gives them as
// `old_links` (absolute, like `link`). Moving back to an old path takes that path off the list.
import { isRecord } from '../store/files.ts'
import { permalinkPath, type ContentStore, type Obj, type StoredPost } from '../store/store.ts'

const oldPaths = (data: Obj): string[] =>
  Array.isArray(data.old_paths) ? data.old_paths.filter((p): p is string => typeof p === 'string') : []

/** Items whose permalink is built from this one's: child pages (all the way down) and a partner's products. */
function dependents(store: ContentStore, post: StoredPost): StoredPost[] {
  const id = Number(post.data.id)
  const out: StoredPost[] = []
  for (const other of store.posts.values()) {
    const extra = isRecord(other.data.extra_fields) ? other.data.extra_fields : {}
    const child =
      post.collection.type === 'page' && other.collection === post.collection && Number(other.data.parent) === id
    const product =
      post.collection.type === 'partner' && other.collection.type === 'product' && Number(extra.partner) === id
    if (child && other !== post) out.push(other, ...dependents(store, other))
    else if (product) out.push(other)
  }
  return out
}

function withPath(post: StoredPost, before: string | undefined, now: string): StoredPost {
  const kept = oldPaths(post.data)
  if (before === undefined || before === now) {
    // Renamed back: the path is live again, not old.
    return kept.includes(now) ? { ...post, data: { ...post.data, old_paths: kept.filter((p) => p !== now) } } : post
  }
  return { ...post, data: { ...post.data, old_paths: [...kept.filter((p) => p !== now && p !== before), before] } }
}

/**
 * The item after the edit and the items that moved with it, each with the path it was published at before added to its
 * `old_paths` (only a published item's path was public): the edited item first, then the others that moved. Nothing
 * is stored: the caller stores them.
 */
export function recordMoves(store: ContentStore, post: StoredPost, next: Obj): StoredPost[] {
  const id = Number(post.data.id)
  const group = [post, ...dependents(store, post)]
  const before = new Map(
    group.map((p) => [Number(p.data.id), p.data.status === 'publish' ? permalinkPath(store, p) : undefined]),
  )
  store.posts.set(id, { ...post, data: next })
  try {
    const [self, ...others] = group.map((p) => {
      const current = store.posts.get(Number(p.data.id)) ?? p
      return withPath(current, before.get(Number(p.data.id)), permalinkPath(store, current))
    })
    return [self ?? { ...post, data: next }, ...others.filter((p, i) => p !== group[i + 1])]
  } finally {
    store.posts.set(id, post)
  }
}
