// The content model's manifest is the one place a post type is declared: every list of post types elsewhere must be
// its derivation. A post type added to one list but not to the manifest (or the other way round) fails here, naming
// the list; what TypeScript already refuses (a type without its schema or normalizer) is a compile error instead.
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COLLECTIONS } from '#pipeline/fetch/sources.ts'
import { INCREMENTAL_COLLECTIONS } from '#pipeline/incremental/fetch-entries.ts'
import { REUSABLE } from '#pipeline/incremental/reuse.ts'
import { LIVE_REST_BASES } from '#pipeline/live/autosave.ts'
import { LIVE_TYPES } from '#pipeline/live/live-entity.ts'
import { POST_TYPE_NORMALIZERS } from '#pipeline/normalize/post-types.ts'
import { POST_TYPE_SCHEMAS, WpEntitySchema } from '#pipeline/schemas/wp/posts.ts'
import { CARD_TABLES } from '#pipeline/derive/cards.ts'
import { ENTITY_TABLES } from '#pipeline/snapshot/layout.ts'
import { FAMILIES } from '#pipeline/snapshot/route-families.ts'
import { GROUPS, POST_TYPE_GROUPS } from '#wordpress/fields/groups.ts'
import { POST_FOLDERS } from '#wordpress/test/seed/content.ts'
import { POST_COLLECTIONS } from '#devcms/store/collections.ts'
import { SLUG_PRIORITY } from '#devcms/server/routes/lookup.ts'
import { SCHEMA_BY_TYPE } from '#devcms/validate.ts'
import { POST_TYPE_NAMES, POST_TYPES, type PostType } from './post-types.ts'

const facts = (type: PostType) => POST_TYPES[type]
const incremental = POST_TYPE_NAMES.filter((t) => facts(t).fetch === 'incremental')
const sorted = (list: Iterable<string>) => [...list].sort()

describe('the post-type manifest', () => {
  it('is the contract’s ten post types', () => {
    expect(POST_TYPE_NAMES).toEqual([
      'article',
      'post',
      'lesson',
      'event',
      'page',
      'partner',
      'product',
      'clinic',
      'vet',
      'guest-author',
    ])
  })

  it('binds each type to the schema of its own `type` and a normalizer', () => {
    for (const type of POST_TYPE_NAMES) {
      expect(POST_TYPE_SCHEMAS[type].shape.type.value, type).toBe(type)
      expect(typeof POST_TYPE_NORMALIZERS[type], type).toBe('function')
    }
    expect(sorted(Object.keys(POST_TYPE_SCHEMAS))).toEqual(sorted(POST_TYPE_NAMES))
    expect(sorted(Object.keys(POST_TYPE_NORMALIZERS))).toEqual(sorted(POST_TYPE_NAMES))
    expect(sorted(WpEntitySchema.options.map((o) => o.shape.type.value))).toEqual(sorted(POST_TYPE_NAMES))
  })

  it('names a route family whose page renders the type’s kind', () => {
    for (const type of POST_TYPE_NAMES) {
      const family = FAMILIES[facts(type).family as keyof typeof FAMILIES] as { kinds: readonly string[] } | undefined
      expect(family?.kinds, `${type}: family ${facts(type).family}`).toContain(facts(type).kind)
    }
  })

  it('incremental types keep their raw collection under the name of their table', () => {
    for (const type of incremental) expect(facts(type).collection, type).toBe(facts(type).table)
  })
})

describe('every list of post types is the manifest’s derivation', () => {
  it('the pipeline fetches each type’s REST route with its schema', () => {
    const postCollections = Object.entries(COLLECTIONS).filter(([, c]) =>
      (Object.values(POST_TYPE_SCHEMAS) as unknown[]).includes(c.schema),
    )
    expect(postCollections.map(([name]) => name)).toEqual(POST_TYPE_NAMES.map((t) => facts(t).collection))
    for (const type of POST_TYPE_NAMES) {
      const c = COLLECTIONS[facts(type).collection]
      expect(c.path, type).toBe(`/wp/v2/${facts(type).restBase}`)
      expect(c.schema, type).toBe(POST_TYPE_SCHEMAS[type])
    }
  })

  it('the incremental fetch and the normalize reuse cover the incremental types', () => {
    const collections = incremental.map((t) => facts(t).collection)
    expect(INCREMENTAL_COLLECTIONS).toEqual([...collections, 'media'])
    expect(REUSABLE).toEqual(collections)
  })

  it('the snapshot has a table for every type, and cards for the types that make one', () => {
    for (const type of POST_TYPE_NAMES) expect(ENTITY_TABLES, type).toContain(facts(type).table)
    for (const [kind, tables] of Object.entries(CARD_TABLES))
      expect(tables, kind).toEqual(
        POST_TYPE_NAMES.flatMap((t) => ((facts(t) as { card?: string }).card === kind ? [facts(t).table] : [])),
      )
  })

  it('an editor’s preview knows every type, its prefix and its REST base', () => {
    expect(LIVE_TYPES).toEqual(Object.fromEntries(POST_TYPE_NAMES.map((t) => [t, facts(t).previewPrefix])))
    expect(LIVE_REST_BASES).toEqual(Object.fromEntries(POST_TYPE_NAMES.map((t) => [t, facts(t).restBase])))
  })

  it('wp-admin has a field group per type, and the block rows on every type', () => {
    expect(POST_TYPE_GROUPS.map((g) => [g.type, g.title])).toEqual(POST_TYPE_NAMES.map((t) => [t, facts(t).acfTitle]))
    for (const type of POST_TYPE_NAMES)
      expect(GROUPS.find((g) => g.name === `extra_fields_${type}`)?.location, type).toEqual([
        [{ param: 'post_type', operator: '==', value: type }],
      ])
    const rows = GROUPS.find((g) => g.name === 'content_blocks')
    expect(rows?.location.map((rule) => rule[0]?.value)).toEqual(POST_TYPE_NAMES)
  })

  it('the local CMS, its content and the WordPress seeder serve every type at its REST base', () => {
    expect(POST_COLLECTIONS.map((c) => [c.type, c.restBase, c.folder])).toEqual(
      POST_TYPE_NAMES.map((t) => [t, facts(t).restBase, facts(t).restBase]),
    )
    expect(sorted(SLUG_PRIORITY)).toEqual(sorted(POST_TYPE_NAMES))
    expect(SCHEMA_BY_TYPE).toBe(POST_TYPE_SCHEMAS)
    // The seeder creates the folders in an order of its own (ids ascend across folders); the set is the manifest's.
    expect(sorted(Object.entries(POST_FOLDERS).map(([folder, base]) => `${folder}=${base}`))).toEqual(
      sorted(POST_TYPE_NAMES.map((t) => `${facts(t).restBase}=${facts(t).restBase}`)),
    )
    for (const type of POST_TYPE_NAMES) expect(existsSync(`devcms/content/${facts(type).restBase}`), type).toBe(true)
  })
})
