// Every field the site reads (the pipeline's schemas) has exactly one editing field in the generated groups, and no
// editing field edits nothing. The walk over the schemas here is independent of the generator's mapping.
import type { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { WpImageSchema, WpLinkSchema, acfId } from '#pipeline/schemas/wp/common.ts'
import { AuthorRefSchema } from '#blocks/author/schema.ts'
import { TocEntrySchema } from '#blocks/table_of_contents/schema.ts'
import { GfFormSchema } from '#blocks/gravity_form/schema.ts'
import { html } from '#blocks/define.ts'
import { BLOCK_DEFINITIONS } from '#blocks/definitions.ts'
import type { AcfFieldJson } from './acf-format.ts'
import { groupsByName } from './content-set.ts'
import { GROUPS, type GroupSpec } from './groups.ts'
import { unwrap } from './map.ts'
import { hintFor } from './hints.ts'

/** Values the site reads as one thing, edited by one field (whatever sub fields that field has). */
const LEAVES: ReadonlySet<z.ZodType> = new Set<z.ZodType>([
  WpImageSchema,
  WpLinkSchema,
  acfId,
  html,
  AuthorRefSchema,
  TocEntrySchema,
  GfFormSchema,
])
const COLUMNS = ['content_blocks_column_1', 'content_blocks_column_2', 'content_blocks_column_3']

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType }
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def

function schemaPaths(path: string, schema: z.ZodType, out: string[], leaves: Set<string>): void {
  out.push(path)
  const last = path.slice(path.lastIndexOf('.') + 1)
  if (COLUMNS.includes(last)) {
    for (const d of BLOCK_DEFINITIONS)
      for (const [name, s] of Object.entries(d.schema.shape as Record<string, z.ZodType>))
        if (name !== 'acf_fc_layout') schemaPaths(`${path}.${d.layout}.${name}`, s, out, leaves)
    return
  }
  // An object the hints edit as one field (a link of a URL only, a portrait as HTML) is one value.
  const hint = hintFor(path.split('.'))?.type
  if (hint === 'link' || hint === 'image_html' || hint === 'skip') {
    leaves.add(path)
    return
  }
  const { core } = unwrap(schema)
  const def = defOf(core)
  const element = def.type === 'array' && def.element ? unwrap(def.element).core : undefined
  const shape = LEAVES.has(core)
    ? undefined
    : def.type === 'object'
      ? def.shape
      : element && !LEAVES.has(element) && defOf(element).type === 'object'
        ? defOf(element).shape
        : undefined
  if (!shape) {
    leaves.add(path)
    return
  }
  for (const [name, s] of Object.entries(shape)) schemaPaths(`${path}.${name}`, s, out, leaves)
}

function fieldPaths(path: string, fields: AcfFieldJson[], out: string[]): void {
  for (const field of fields) {
    const at = `${path}.${field.name}`
    out.push(at)
    fieldPaths(at, (field.sub_fields as AcfFieldJson[] | undefined) ?? [], out)
    for (const layout of Object.values(
      (field.layouts as Record<string, { name: string; sub_fields: AcfFieldJson[] }>) ?? {},
    ))
      fieldPaths(`${at}.${layout.name}`, layout.sub_fields, out)
  }
}

function specPaths(spec: GroupSpec) {
  const shape = (defOf(unwrap(spec.schema).core).shape ?? {}) as Record<string, z.ZodType>
  const wanted: string[] = []
  const leaves = new Set<string>()
  for (const [name, s] of Object.entries(shape))
    if (!spec.only || spec.only.includes(name)) schemaPaths(`${spec.root}.${name}`, s, wanted, leaves)
  return { wanted, leaves }
}

describe('coverage: every field the site reads has exactly one editing field', () => {
  const groups = groupsByName()
  const wanted: string[] = []
  const leaves = new Set<string>()
  const edited: string[] = []
  for (const spec of GROUPS) {
    const paths = specPaths(spec)
    wanted.push(...paths.wanted)
    paths.leaves.forEach((l) => leaves.add(l))
    fieldPaths(spec.root, groups.get(spec.name)?.fields ?? [], edited)
  }
  const editedSet = new Set(edited)

  it('lists no field the site reads without an editing field, but those the plugin fills itself', () => {
    const misses = wanted.filter((p) => !editedSet.has(p))
    // gravity_form's `form` is the Gravity Forms form the plugin adds from `form_id` (includes/acf.php).
    expect(misses).toEqual(COLUMNS.map((c) => `rows_group.rows.${c}.gravity_form.form`))
    expect(wanted.length).toBeGreaterThan(900)
  })

  it('has no field the site reads edited twice', () => {
    expect(edited.filter((p, i) => edited.indexOf(p) !== i)).toEqual([])
  })

  it('has no editing field for something the site does not read', () => {
    const wantedSet = new Set(wanted)
    const insideLeaf = (p: string) => [...leaves].some((l) => p.startsWith(`${l}.`))
    expect(edited.filter((p) => !wantedSet.has(p) && !insideLeaf(p))).toEqual([])
  })
})
