// Every post of every type, as an editor would enter it: raw title, content and excerpt (WordPress renders them),
// taxonomy ids, author, featured image, parent, template, and the extra fields and content rows.
import type { Json, JsonObject, Rest } from '../rest.ts'
import { TAXONOMY_BASES, allPosts } from './content.ts'
import { createInBatches } from './batches.ts'
import type { UploadPaths } from './uploads.ts'

const rendered = (value: Json | undefined): string =>
  value && typeof value === 'object' && !Array.isArray(value) ? String(value.rendered ?? '') : ''

/** The REST body that creates `item` (a content-set object). */
export function postBody(item: JsonObject): JsonObject {
  const body: JsonObject = {
    slug: item.slug ?? '',
    status: item.status ?? 'publish',
    title: rendered(item.title),
    content: rendered(item.content),
    excerpt: rendered(item.excerpt),
    author: item.author ?? 1,
    featured_media: item.featured_media ?? 0,
    menu_order: item.menu_order ?? 0,
  }
  for (const key of ['date', 'extra_fields', 'content_block_rows', 'meta', 'password'] as const) {
    if (item[key] !== undefined) body[key] = item[key]
  }
  if (Number(item.parent ?? 0) > 0) body.parent = item.parent ?? 0
  if (typeof item.template_slug === 'string' && item.template_slug) body.template = `${item.template_slug}.php`
  for (const base of Object.values(TAXONOMY_BASES)) if (Array.isArray(item[base])) body[base] = item[base]
  return body
}

/** Every post through its type's REST route, in id order, up to 25 in one request (batches.ts). */
export async function seedPosts(rest: Rest, uploads: UploadPaths): Promise<number> {
  const posts = allPosts()
  await createInBatches(
    rest,
    'wp_posts',
    posts.map(({ base, item }) => ({
      id: Number(item.id),
      kind: `${base} ${String(item.slug)}`,
      route: `/wp/v2/${base}`,
      body: uploads.rewrite(postBody(item)),
    })),
  )
  return posts.length
}
