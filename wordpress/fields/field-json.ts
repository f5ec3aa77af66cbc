// The ACF field JSON of each field type the generator writes (acf-format.ts checks them), with the settings that make
// ACF answer what includes/acf.php shapes into the contract: ids, not objects; link arrays; `Y-m-d H:i:s` dates.
import type { AcfFieldJson } from './acf-format.ts'
import type { Hint } from './hints.ts'
import { acfKey } from './keys.ts'
import { choiceLabel, instructionFor, labelFor } from './texts.ts'

/** Where a field is: its key path (unique: group, columns, layouts) and its name path (for hints and texts). */
export type Place = { group: string; names: string[]; keyPath: string }
export const child = (at: Place, name: string, keyPart = name): Place => ({
  group: at.group,
  names: [...at.names, name],
  keyPath: `${at.keyPath}/${keyPart}`,
})

export class UnmappableFieldError extends Error {}
export const fail = (at: Place, why: string): never => {
  throw new UnmappableFieldError(`${at.group}: ${at.names.join('.')}: ${why}`)
}

const wrapper = { width: '', class: '', id: '' }
export function base(at: Place, type: string, required: boolean): AcfFieldJson {
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

export const postRef = (at: Place, hint: Hint | undefined, multiple: boolean, required: boolean): AcfFieldJson => {
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

export const image = (at: Place, required: boolean, returnFormat: 'id' | 'url' = 'id'): AcfFieldJson => ({
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
export const text = (at: Place, dflt: unknown, required: boolean): AcfFieldJson => ({
  ...base(at, 'text', required),
  default_value: typeof dflt === 'string' ? dflt : '',
  maxlength: '',
  placeholder: '',
  prepend: '',
  append: '',
})
export const repeater = (at: Place, subFields: AcfFieldJson[], min: number, layout = 'block'): AcfFieldJson => ({
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
export const select = (at: Place, values: string[], dflt: unknown, required: boolean): AcfFieldJson => ({
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

/**
 * An author reference `{ type, id }`: a select and a user or guest-author field (includes/acf.php joins them). The form
 * shows only the picker the select chose: ACF makes every field of a required group required (the author of an author
 * block is), so with both shown an Update of a block naming a user failed validation ("Gastauteur value is required")
 * and the editor could not save the item. A hidden field is not posted, so ACF neither checks nor changes it.
 */
export const authorRefFields = (at: Place): AcfFieldJson[] => {
  const type = acfKey('field', child(at, 'type').keyPath)
  const when = (value: string): AcfFieldJson['conditional_logic'] => [[{ field: type, operator: '==', value }]]
  return [
    select(child(at, 'type'), ['user', 'guest_author'], 'user', true),
    {
      ...base(child(at, 'user'), 'user', false),
      conditional_logic: when('user'),
      role: '',
      return_format: 'id',
      multiple: 0,
      allow_null: 1,
      bidirectional: 0,
      bidirectional_target: [],
    },
    {
      ...base(child(at, 'guest_author'), 'post_object', false),
      conditional_logic: when('guest_author'),
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
}

/** A table-of-contents entry list, three levels deep (ACF has no recursive fields; h2 to h4). */
export const TOC_DEPTH = 3
export const tocEntries = (at: Place, depth: number, min: number): AcfFieldJson => {
  const entry = [text(child(at, 'title'), '', true), text(child(at, 'anchor'), '', true)]
  if (depth > 1) entry.push(tocEntries(child(at, 'children'), depth - 1, 0))
  return repeater(at, entry, min, 'table')
}
