// A zod schema field → an ACF field (local JSON), by what the schema accepts: the shared ACF helpers of
// pipeline/schemas/wp/common.ts are recognised by identity (images, links, ids), the rest by zod's own definition, and
// hints.ts says what the shape cannot (what an id points at, long text, dates). A field it cannot map is an error
// naming the field's path.
import type { z } from 'zod'
import { WpImageSchema, WpLinkSchema, acfId } from '#pipeline/schemas/wp/common.ts'
import { AuthorRefSchema } from '#blocks/author/schema.ts'
import { TocEntrySchema } from '#blocks/table_of_contents/schema.ts'
import { html } from '#blocks/define.ts'
import { BLOCK_DEFINITIONS } from '#blocks/definitions.ts'
import { ROW_COLUMN_COUNTS, ROW_LAYOUTS } from '#lib/model/types.ts'
import type { AcfFieldJson } from './acf-format.ts'
import { hintFor, type Hint } from './hints.ts'
import { acfKey } from './keys.ts'
import { layoutLabel } from './texts.ts'
import {
  TOC_DEPTH,
  authorRefFields,
  base,
  child,
  fail,
  image,
  postRef,
  repeater,
  select,
  text,
  tocEntries,
  type Place,
} from './field-json.ts'

export { UnmappableFieldError, type Place } from './field-json.ts'

type Def = {
  type: string
  in?: z.ZodType
  out?: z.ZodType
  innerType?: z.ZodType
  defaultValue?: unknown
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  entries?: Record<string, string>
  options?: z.ZodType[]
  valueType?: z.ZodType
  getter?: () => z.ZodType
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def

/**
 * The value the site reads for a field the CMS leaves out: the schema's answer to "nothing" (`undefined`), so a
 * fallback inside an ACF preprocess (`acfBoolean(true)`) counts as much as a zod `.default()`. Undefined when the
 * schema refuses nothing (a required field) or answers nothing (an optional one).
 */
export function contractDefault(schema: z.ZodType): unknown {
  const parsed = schema.safeParse(undefined)
  return parsed.success ? parsed.data : undefined
}

/** A schema with its wrappers (ACF preprocessing, optional, default) taken off. */
export type Unwrapped = { core: z.ZodType; optional: boolean; dflt: unknown; transformed: boolean }
const KNOWN: ReadonlySet<z.ZodType> = new Set<z.ZodType>([WpImageSchema, WpLinkSchema, acfId, AuthorRefSchema, html])
export function unwrap(schema: z.ZodType): Unwrapped {
  let s = schema
  let optional = false
  let dflt: unknown = undefined
  let transformed = false
  for (;;) {
    if (KNOWN.has(s) && s !== html) break
    if (s === html) {
      dflt = ''
      break
    }
    const d = defOf(s)
    if (d.type === 'pipe' && d.in && d.out && defOf(d.in).type === 'transform') s = d.out
    else if (d.type === 'pipe' && d.in && d.out && defOf(d.out).type === 'transform') {
      transformed = true
      s = d.in
    } else if (d.type === 'pipe' && d.in && d.out) s = d.in
    else if ((d.type === 'optional' || d.type === 'nullable') && d.innerType) {
      optional = true
      s = d.innerType
    } else if ((d.type === 'default' || d.type === 'prefault') && d.innerType) {
      dflt = d.defaultValue
      s = d.innerType
    } else break
  }
  return { core: s, optional, dflt, transformed }
}

const minOf = (s: z.ZodType): number => {
  const v = (s as unknown as { minValue?: number | null; _zod: { bag: { minimum?: number } } })._zod.bag.minimum
  return typeof v === 'number' && Number.isFinite(v) ? v : 0
}
const numberBounds = (s: z.ZodType) => {
  const n = s as unknown as { minValue: number | null; maxValue: number | null; isInt?: boolean }
  const finite = (v: number | null) => (v !== null && Number.isFinite(v) && Math.abs(v) < 1e9 ? v : '')
  return { min: finite(n.minValue), max: finite(n.maxValue), step: n.isInt ? 1 : '' }
}

/** The sub fields of an object schema. */
export function objectFields(at: Place, shape: Record<string, z.ZodType>): AcfFieldJson[] {
  const out: AcfFieldJson[] = []
  for (const [name, schema] of Object.entries(shape)) {
    const field = mapField(child(at, name), schema)
    if (field) out.push(field)
  }
  return out
}

/**
 * When a row's column shows in the form: only when the row's layout (its sibling select `layout`) has that column
 * (lib/model/types.ts ROW_COLUMN_COUNTS), so "1 kolom" hides columns 2 and 3. ACF's rules are alternatives (any one
 * group of rules shows the field). 0, always shown, when every layout has the column.
 */
function columnCondition(at: Place, column: number): AcfFieldJson['conditional_logic'] {
  const layouts = ROW_LAYOUTS.filter((layout) => ROW_COLUMN_COUNTS[layout] >= column)
  if (layouts.length === ROW_LAYOUTS.length) return 0
  const layoutKey = acfKey('field', `${at.keyPath.slice(0, at.keyPath.lastIndexOf('/'))}/layout`)
  return layouts.map((value) => [{ field: layoutKey, operator: '==' as const, value }])
}

/** The flexible content of a row's column: every block of blocks/definitions.ts a layout. */
function blocksField(at: Place, column: number): AcfFieldJson {
  const layouts: Record<string, unknown> = {}
  for (const definition of BLOCK_DEFINITIONS) {
    const layoutAt = child(at, definition.layout)
    const key = acfKey('layout', layoutAt.keyPath)
    const shape = { ...(definition.schema.shape as Record<string, z.ZodType>) }
    delete (shape as Record<string, unknown>).acf_fc_layout
    const subFields = objectFields(layoutAt, shape).map((f) => ({ ...f, parent_layout: key }))
    layouts[key] = {
      key,
      name: definition.layout,
      label: layoutLabel(definition.layout),
      display: 'block',
      sub_fields: subFields,
      min: '',
      max: '',
    }
  }
  return {
    ...base(at, 'flexible_content', false),
    conditional_logic: columnCondition(at, column),
    layouts,
    min: '',
    max: '',
    button_label: 'Blok toevoegen',
  }
}

/** One field; undefined when the hints say it is not edited as a field. */
export function mapField(at: Place, schema: z.ZodType): AcfFieldJson | undefined {
  const hint = hintFor(at.names)
  if (hint?.type === 'skip') return undefined
  if (hint?.type === 'blocks') return blocksField(at, hint.column)
  if (hint?.type === 'image_html') return { ...image(at, false), hoefslag_shape: 'image_html' }
  if (hint?.type === 'link') return { ...base(at, 'link', false), return_format: 'array' }
  const { core, optional, dflt: wrapped, transformed } = unwrap(schema)
  const required = !optional && wrapped === undefined
  // A new item's form starts at what the site reads when nothing is sent (the generator's test compares every field).
  const dflt = contractDefault(schema) ?? wrapped
  if (core === WpImageSchema) return image(at, required)
  if (core === WpLinkSchema) return { ...base(at, 'link', required), return_format: 'array' }
  if (core === acfId) return postRef(at, hint, false, required)
  if (core === AuthorRefSchema) return { ...base(at, 'group', true), layout: 'block', sub_fields: authorRefFields(at) }
  if (core === TocEntrySchema) return fail(at, 'a single table-of-contents entry is not a field')
  if (core === html)
    return { ...base(at, 'wysiwyg', false), default_value: '', tabs: 'all', toolbar: 'full', media_upload: 1, delay: 0 }
  const d = defOf(core)
  if (transformed) {
    if (d.type !== 'string') return fail(at, 'a transformed value that is not a string')
    if (hint?.type === 'date_time_picker')
      return {
        ...base(at, 'date_time_picker', required),
        display_format: 'd-m-Y H:i',
        return_format: 'Y-m-d H:i:s',
        first_day: 1,
      }
    if (hint?.type === 'time_picker')
      return { ...base(at, 'time_picker', required), display_format: 'H:i', return_format: 'H:i' }
    return fail(at, 'a transformed string needs a date or time hint')
  }
  switch (d.type) {
    case 'string':
      if (hint?.type === 'textarea')
        return {
          ...base(at, 'textarea', minOf(core) > 0),
          default_value: typeof dflt === 'string' ? dflt : '',
          maxlength: '',
          rows: 4,
          placeholder: '',
          new_lines: '',
        }
      return text(at, dflt, minOf(core) > 0)
    case 'boolean':
      return {
        ...base(at, 'true_false', false),
        default_value: dflt === true ? 1 : 0,
        message: '',
        ui: 1,
        ui_on_text: 'Ja',
        ui_off_text: 'Nee',
      }
    case 'number': {
      const bounds = numberBounds(core)
      return {
        ...base(at, 'number', required),
        default_value: typeof dflt === 'number' ? dflt : '',
        ...bounds,
        placeholder: '',
        prepend: '',
        append: '',
      }
    }
    case 'enum':
      return select(at, Object.values(d.entries ?? {}), dflt, required)
    case 'object': {
      const subFields = objectFields(at, d.shape ?? {})
      return subFields.length
        ? { ...base(at, 'group', false), layout: 'block', sub_fields: subFields }
        : fail(at, 'an empty group')
    }
    case 'record':
      if (hint?.type !== 'record') return fail(at, 'a record needs the record hint')
      return {
        ...repeater(at, [text(child(at, 'key'), '', true), text(child(at, 'value'), '', false)], 0, 'table'),
        hoefslag_shape: 'record',
      }
    case 'union':
      return unionField(at, d.options ?? [], hint)
    case 'array':
      return arrayField(at, d.element ?? fail(at, 'an array without element'), minOf(core), hint)
    default:
      return fail(at, `no ACF field for a zod ${d.type}`)
  }
}

/** A union: only "a string or false" (menu item images by URL) is one field. */
function unionField(at: Place, options: z.ZodType[], hint: Hint | undefined): AcfFieldJson {
  const types = options.map((o) => defOf(o).type).sort()
  if (hint?.type === 'image_url' && types.join() === 'literal,string') return image(at, false, 'url')
  if (types.join() === 'enum,literal') {
    const values = options.flatMap((o) => Object.values(defOf(o).entries ?? {}))
    return select(at, values, undefined, false)
  }
  return fail(at, `no ACF field for a union of ${types.join(', ')}`)
}

function arrayField(at: Place, element: z.ZodType, min: number, hint: Hint | undefined): AcfFieldJson {
  const item = unwrap(element).core
  if (item === acfId) return postRef(at, hint, true, min > 0)
  if (item === AuthorRefSchema) return repeater(at, authorRefFields(at), min, 'table')
  if (item === TocEntrySchema) return tocEntries(at, TOC_DEPTH, min)
  const d = defOf(item)
  if (d.type === 'object') return repeater(at, objectFields(at, d.shape ?? {}), min)
  if (d.type === 'string' && hint?.type === 'strings')
    return { ...repeater(at, [text(child(at, hint.sub), '', true)], min, 'table'), hoefslag_shape: 'strings' }
  return fail(at, `no ACF field for a list of zod ${d.type}`)
}
