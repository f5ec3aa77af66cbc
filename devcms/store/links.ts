// The HAL `_links` WordPress adds to every REST object; `embeddable` links are what `_embed` follows.
import type { StoredPost, StoredTerm } from './store.ts'

const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }]

export function postLinks(api: string, post: StoredPost) {
  const id = Number(post.data.id)
  const base = post.collection.restBase
  const author = Number(post.data.author ?? 0)
  const media = Number(post.data.featured_media ?? 0)
  return {
    self: [{ href: `${api}/wp/v2/${base}/${id}` }],
    collection: [{ href: `${api}/wp/v2/${base}` }],
    about: [{ href: `${api}/wp/v2/types/${post.collection.type}` }],
    ...(author ? { author: [{ embeddable: true, href: `${api}/wp/v2/users/${author}` }] } : {}),
    ...(media ? { 'wp:featuredmedia': [{ embeddable: true, href: `${api}/wp/v2/media/${media}` }] } : {}),
    'wp:attachment': [{ href: `${api}/wp/v2/media?parent=${id}` }],
    ...(post.collection.taxonomies.length
      ? {
          'wp:term': post.collection.taxonomies.map((t) => ({
            taxonomy: t,
            embeddable: true,
            href: `${api}/wp/v2/${t}?post=${id}`,
          })),
        }
      : {}),
    curies: CURIES,
  }
}

export function termLinks(api: string, term: StoredTerm) {
  const id = Number(term.data.id)
  const base = term.collection.restBase
  return {
    self: [{ href: `${api}/wp/v2/${base}/${id}` }],
    collection: [{ href: `${api}/wp/v2/${base}` }],
    about: [{ href: `${api}/wp/v2/taxonomies/${term.collection.taxonomy}` }],
    curies: CURIES,
  }
}

export function userLinks(api: string, id: number) {
  return { self: [{ href: `${api}/wp/v2/users/${id}` }], collection: [{ href: `${api}/wp/v2/users` }] }
}

export function mediaLinks(api: string, id: number) {
  return {
    self: [{ href: `${api}/wp/v2/media/${id}` }],
    collection: [{ href: `${api}/wp/v2/media` }],
    about: [{ href: `${api}/wp/v2/types/attachment` }],
  }
}
