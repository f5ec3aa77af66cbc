// Checks the content folder against the CMS contract (the zod schemas) and that every reference points at something.
// Run: npx tsx devcms/validate.ts [contentDir] [mediaDir]
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import * as wp from '#pipeline/schemas/wp/index.ts'
import { collectBlockRefs } from '#blocks/definitions.ts'
import { fromAcf } from '#pipeline/schemas/wp/block-common.ts'
import { isRecord } from './store/files.ts'
import { loadStore, type ContentStore } from './store/store.ts'
import { serializePost, serializeSettings, serializeTerm, serializeUser } from './store/serialize.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
export const DEFAULT_CONTENT_DIR = path.join(here, 'content')
export const DEFAULT_MEDIA_DIR = path.join(here, 'media')
const ORIGIN = 'http://localhost:8081'

/** Each post type's raw schema (pipeline/schemas/wp/posts.ts, bound to the content model's manifest). */
export const SCHEMA_BY_TYPE: Record<string, z.ZodType> = wp.POST_TYPE_SCHEMAS

const issuesOf = (where: string, error: z.ZodError) =>
  error.issues.map((i) => `${where}: ${i.path.join('.') || '(root)'}: ${i.message}`)

/** Every block anywhere in an object's rows, parsed one by one. */
function checkBlocks(where: string, data: Record<string, unknown>, store: ContentStore, problems: string[]) {
  const rowsField = isRecord(data.content_block_rows) ? data.content_block_rows.rows : undefined
  const rows: unknown[] = Array.isArray(rowsField) ? rowsField : []
  rows.forEach((row, r) => {
    for (const col of ['content_blocks_column_1', 'content_blocks_column_2', 'content_blocks_column_3']) {
      const value = isRecord(row) ? row[col] : undefined
      const blocks: unknown[] = Array.isArray(value) ? value : []
      blocks.forEach((b, i) => {
        const at = `${where}: rows[${r}].${col}[${i}]`
        const parsed = wp.WpBlockSchema.safeParse(b)
        if (!parsed.success) return problems.push(...issuesOf(at, parsed.error))
        for (const ref of blockRefs(parsed.data)) {
          if (ref.kind === 'post' && !store.posts.has(ref.id)) problems.push(`${at}: unknown post id ${ref.id}`)
          if (ref.kind === 'user' && !store.users.has(ref.id)) problems.push(`${at}: unknown user id ${ref.id}`)
        }
      })
    }
  })
}

type Ref = { kind: 'post' | 'user'; id: number }
/** What a block points at (each block's refs hook, blocks/<layout>/schema.ts): partners and guest authors are posts here. */
export function blockRefs(block: wp.WpBlock): Ref[] {
  const refs: Ref[] = []
  collectBlockRefs([fromAcf(block)], {
    post: (id) => refs.push({ kind: 'post', id }),
    partner: (id) => refs.push({ kind: 'post', id }),
    author: (ref) => refs.push({ kind: ref.type === 'user' ? 'user' : 'post', id: ref.id }),
  })
  return refs
}

export async function validateContent(contentDir = DEFAULT_CONTENT_DIR, mediaDir = DEFAULT_MEDIA_DIR) {
  const store = await loadStore(contentDir, mediaDir)
  const problems: string[] = []
  const check = (where: string, schema: z.ZodType, value: unknown) => {
    const r = schema.safeParse(value)
    if (!r.success) problems.push(...issuesOf(where, r.error))
    return r.success
  }
  const guard = (where: string, fn: () => void) => {
    try {
      fn()
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`)
    }
  }
  for (const post of store.posts.values()) {
    const where = path.relative(contentDir, post.file)
    guard(where, () => {
      const schema = SCHEMA_BY_TYPE[post.collection.type]
      const served = serializePost(store, post, ORIGIN)
      if (!schema || !check(where, schema, served)) return
      const d = post.data
      const author = Number(d.author ?? 0)
      if (author && !store.users.has(author)) problems.push(`${where}: unknown author ${author}`)
      const fm = Number(d.featured_media ?? 0)
      if (fm && !store.media.has(fm)) problems.push(`${where}: unknown featured_media ${fm}`)
      for (const t of [
        'categories',
        'tags',
        'knowledge-base-categories',
        'content-types',
        'partner-types',
        'expertises',
        'services',
        'specialisations',
        'recognitions',
        'finder-labels',
      ]) {
        for (const id of (Array.isArray(d[t]) ? d[t] : []) as number[])
          if (!store.terms.has(id)) problems.push(`${where}: ${t} has unknown term ${id}`)
      }
      checkBlocks(where, served, store, problems)
    })
  }
  for (const user of store.users.values())
    guard(
      `users.json#${String(user.data.id)}`,
      () => void check(`users.json#${String(user.data.id)}`, wp.WpUserSchema, serializeUser(store, user, ORIGIN)),
    )
  for (const term of store.terms.values()) {
    const where = `${path.relative(contentDir, term.file)}#${String(term.data.id)}`
    guard(where, () => void check(where, wp.WpTermSchema, serializeTerm(store, term, ORIGIN)))
  }
  guard(
    'site/general-settings.json',
    () => void check('site/general-settings.json', wp.WpGeneralSettingsSchema, serializeSettings(store, ORIGIN)),
  )
  check('site/menus.json', wp.WpMenuLocationsSchema, store.menus)
  check('site/redirects.json', wp.WpRedirectsSchema, store.redirects)
  for (const [key, id] of Object.entries(store.options)) {
    if (key !== 'popular_articles' && !store.posts.has(id as number))
      problems.push(`site/options.json: ${key} points at unknown page ${String(id)}`)
  }
  for (const id of store.options.popular_articles)
    if (!store.posts.has(id)) problems.push(`site/options.json: popular_articles has unknown post ${id}`)
  return { store, problems }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { store, problems } = await validateContent(
    process.argv[2] ?? DEFAULT_CONTENT_DIR,
    process.argv[3] ?? DEFAULT_MEDIA_DIR,
  )
  const counts: Record<string, number> = {}
  for (const p of store.posts.values()) counts[p.collection.type] = (counts[p.collection.type] ?? 0) + 1
  console.log(
    'posts by type:',
    counts,
    '| users:',
    store.users.size,
    '| terms:',
    store.terms.size,
    '| media:',
    store.media.size,
  )
  for (const p of problems) console.log('  ✗', p)
  console.log(problems.length ? `${problems.length} problem(s)` : 'content is valid')
  process.exit(problems.length ? 1 : 0)
}
