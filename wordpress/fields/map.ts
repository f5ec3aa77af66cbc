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
import type { AcfFieldJson } from './acf-format.ts'
import { hintFor, type Hint } from './hints.ts'
import { acfKey } from './keys.ts'
import { choiceLabel, instructionFor, labelFor, layoutLabel } from './texts.ts'

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

/** Where a field is: its key path (unique: group, columns, layouts) and its name path (for hints and texts). */
export type Place = { group: string; names: string[]; keyPath: string }
const child = (at: Place, name: string, keyPart = name): Place => ({
  group: at.group,
  names: [...at.names, name],
  keyPath: `${at.keyPath}/${keyPart}`,
})

export class UnmappableFieldError extends Error {}
const fail = (at: Place, why: string): never => {
  throw new UnmappableFieldError(`${at.group}: ${at.names.join('.')}: ${why}`)
}

const wrapper = { width: '', class: '', id: '' }
function base(at: Place, type: string, required: boolean): AcfFieldJson {
  const name = at.names[at.names.length - 1] ?? fail(at, 'a field needs a name')
  return {
    key: acfKey('field', at.keyPath),
    label: labelFor(at.names),
    name,
    aria_label: '',
    type,
    instructions: instructionFor(at.names),
    required: required ? 1 : 0,
    conditional_logic: 0,
    wrapper,
  }
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

const postRef = (at: Place, hint: Hint | undefined, multiple: boolean, required: boolean): AcfFieldJson => {
  const common = {
    post_status: ['publish'],
    taxonomy: [],
    return_format: 'id',
    bidirectional: 0,
    bidirectional_target: [],
  }
  if (hint?.type === 'post_object' && !multiple)
    return {
      ...base(at, 'post_object', required),
      post_type: hint.post_type,
      ...common,
      multiple: 0,
      allow_null: required ? 0 : 1,
      ui: 1,
    }
  if (hint?.type === 'relationship' && multiple)
    return {
      ...base(at, 'relationship', required),
      post_type: hint.post_type,
      ...common,
      filters: ['search', 'post_type', 'taxonomy'],
      min: required ? 1 : '',
      max: '',
      elements: ['featured_image'],
    }
  if (hint?.type === 'taxonomy' && hint.multiple === multiple)
    return {
      ...base(at, 'taxonomy', required),
      taxonomy: hint.taxonomy,
      field_type: multiple ? 'multi_select' : 'select',
      add_term: 0,
      save_terms: 0,
      load_terms: 0,
      return_format: 'id',
      multiple: multiple ? 1 : 0,
      allow_null: required ? 0 : 1,
      bidirectional: 0,
      bidirectional_target: [],
    }
  if (hint?.type === 'number' && !multiple)
    return {
      ...base(at, 'number', required),
      default_value: '',
      min: 1,
      max: '',
      step: 1,
      placeholder: '',
      prepend: '',
      append: '',
    }
  return fail(at, `an id${multiple ? ' list' : ''} needs a hint (wordpress/fields/hints.ts) saying what it points at`)
}

const image = (at: Place, required: boolean, returnFormat: 'id' | 'url' = 'id'): AcfFieldJson => ({
  ...base(at, 'image', required),
  return_format: returnFormat,
  library: 'all',
  preview_size: 'medium',
  min_width: '',
  min_height: '',
  min_size: '',
  max_width: '',
  max_height: '',
  max_size: '',
  mime_types: '',
})
const text = (at: Place, dflt: unknown, required: boolean): AcfFieldJson => ({
  ...base(at, 'text', required),
  default_value: typeof dflt === 'string' ? dflt : '',
  maxlength: '',
  placeholder: '',
  prepend: '',
  append: '',
})
const repeater = (at: Place, subFields: AcfFieldJson[], min: number, layout = 'block'): AcfFieldJson => ({
  ...base(at, 'repeater', min > 0),
  layout,
  pagination: 0,
  min,
  max: 0,
  collapsed: subFields[0]?.key ?? '',
  button_label: 'Rij toevoegen',
  rows_per_page: 20,
  sub_fields: subFields,
})
const select = (at: Place, values: string[], dflt: unknown, required: boolean): AcfFieldJson => ({
  ...base(at, 'select', required),
  choices: Object.fromEntries(values.map((v) => [v, choiceLabel(v)])),
  default_value: typeof dflt === 'string' ? dflt : false,
  return_format: 'value',
  multiple: 0,
  // A select with a default shows it chosen; only an optional select without one may be left empty.
  allow_null: required || typeof dflt === 'string' ? 0 : 1,
  ui: 0,
  ajax: 0,
  placeholder: '',
})

/** An author reference `{ type, id }`: a select and a user or guest-author field (includes/acf.php joins them). */
const authorRefFields = (at: Place): AcfFieldJson[] => [
  select(child(at, 'type'), ['user', 'guest_author'], 'user', true),
  {
    ...base(child(at, 'user'), 'user', false),
    role: '',
    return_format: 'id',
    multiple: 0,
    allow_null: 1,
    bidirectional: 0,
    bidirectional_target: [],
  },
  {
    ...base(child(at, 'guest_author'), 'post_object', false),
    post_type: ['guest-author'],
    post_status: ['publish'],
    taxonomy: [],
    return_format: 'id',
    multiple: 0,
    allow_null: 1,
    bidirectional: 0,
    ui: 1,
    bidirectional_target: [],
  },
]

/** A table-of-contents entry list, three levels deep (ACF has no recursive fields; h2 to h4). */
export const TOC_DEPTH = 3
const tocEntries = (at: Place, depth: number, min: number): AcfFieldJson => {
  const entry = [text(child(at, 'title'), '', true), text(child(at, 'anchor'), '', true)]
  if (depth > 1) entry.push(tocEntries(child(at, 'children'), depth - 1, 0))
  return repeater(at, entry, min, 'table')
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

/** The flexible content of a row's column: every block of blocks/definitions.ts a layout. */
function blocksField(at: Place): AcfFieldJson {
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
  return { ...base(at, 'flexible_content', false), layouts, min: '', max: '', button_label: 'Blok toevoegen' }
}

/** One field; undefined when the hints say it is not edited as a field. */
export function mapField(at: Place, schema: z.ZodType): AcfFieldJson | undefined {
  const hint = hintFor(at.names)
  if (hint?.type === 'skip') return undefined
  if (hint?.type === 'blocks') return blocksField(at)
  if (hint?.type === 'image_html') return { ...image(at, false), hoefslag_shape: 'image_html' }
  if (hint?.type === 'link') return { ...base(at, 'link', false), return_format: 'array' }
  const { core, optional, dflt, transformed } = unwrap(schema)
  const required = !optional && dflt === undefined
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
