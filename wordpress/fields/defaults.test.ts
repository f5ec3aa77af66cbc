// Every generated field starts at the contract's default: what an editor sees in a new item's form is what the site
// reads when the CMS sends nothing for that field. The contract's default is read here by parsing "nothing"
// (`undefined`) with the field's own schema — so a fallback inside a preprocess (acfBoolean(true)) counts as much as a
// zod `.default()` — and compared with each field's `default_value`, walking the schemas beside the fields.
import type { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { BLOCK_DEFINITIONS } from '#blocks/definitions.ts'
import type { AcfFieldJson } from './acf-format.ts'
import { groupsByName } from './content-set.ts'
import { GROUPS } from './groups.ts'
import { contractDefault, unwrap } from './map.ts'

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; getter?: () => z.ZodType }
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def

/** The object shape a group or a repeater's rows are edited from (through optional, preprocess, lists and lazy). */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {}
  let core = unwrap(schema).core
  for (let i = 0; i < 4; i++) {
    const def = defOf(core)
    if (def.type === 'object') return def.shape ?? {}
    if (def.type === 'array' && def.element) core = unwrap(def.element).core
    else if (def.type === 'lazy' && def.getter) core = unwrap(def.getter()).core
    else return {}
  }
  return {}
}

/** That value as ACF writes the field type's `default_value` (ACF's "empty" when the contract has no default). */
function asAcfDefault(type: string, value: unknown): unknown {
  switch (type) {
    case 'true_false':
      return value === true ? 1 : 0
    case 'select':
      return typeof value === 'string' ? value : false
    case 'number':
      return typeof value === 'number' ? value : ''
    default:
      return typeof value === 'string' ? value : ''
  }
}

type Compared = { path: string; type: string; got: unknown; want: unknown; noSchema?: boolean }

function compare(path: string, fields: AcfFieldJson[], shape: Record<string, z.ZodType>, out: Compared[]): void {
  for (const field of fields) {
    const at = `${path}.${field.name}`
    const schema = shape[field.name]
    if ('default_value' in field)
      out.push({
        path: at,
        type: field.type,
        got: field.default_value,
        want: asAcfDefault(field.type, schema && contractDefault(schema)),
        noSchema: !schema,
      })
    if (field.sub_fields) compare(at, field.sub_fields as AcfFieldJson[], shapeOf(schema), out)
    for (const layout of Object.values(
      (field.layouts as Record<string, { name: string; sub_fields: AcfFieldJson[] }> | undefined) ?? {},
    )) {
      const block = BLOCK_DEFINITIONS.find((d) => d.layout === layout.name)
      compare(`${at}.${layout.name}`, layout.sub_fields, (block?.schema.shape ?? {}) as Record<string, z.ZodType>, out)
    }
  }
}

describe('the generated fields’ defaults', () => {
  const groups = groupsByName()
  const compared: Compared[] = []
  for (const spec of GROUPS) compare(spec.root, groups.get(spec.name)?.fields ?? [], shapeOf(spec.schema), compared)

  it('are the contract’s defaults, for every field that has one', () => {
    const differ = compared
      .filter((c) => c.got !== c.want)
      .map((c) => `${c.path} (${c.type}): default_value ${JSON.stringify(c.got)}, contract ${JSON.stringify(c.want)}`)
    expect(differ).toEqual([])
    // Every block layout in each of the three columns, and the groups: the walk reached the fields.
    expect(compared.length).toBeGreaterThan(500)
    // Only the sub fields the generator adds to edit a list of strings or a record have no schema of their own.
    const schemaless = new Set(compared.filter((c) => c.noSchema).map((c) => c.path.split('.').slice(-2).join('.')))
    expect([...schemaless].sort()).toEqual(['scripts.url', 'styles.url', 'translations.key', 'translations.value'])
  })

  it('start an article with its author and banner shown, as the site shows them when nothing is sent', () => {
    const defaultOf = (path: string) => compared.find((c) => c.path === path)?.got
    expect(defaultOf('article.show_author')).toBe(1)
    expect(defaultOf('article.banner.show_banner')).toBe(1)
    expect(defaultOf('article.banner.template')).toBe('default')
    expect(defaultOf('rows_group.rows.content_blocks_column_1.image_gallery.columns')).toBe(3)
    expect(defaultOf('article.sponsor.show_sponsored')).toBe(0)
  })
})
