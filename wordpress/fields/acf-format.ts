// ACF's local-JSON format (a field group file in acf-json/, as ACF PRO and Secure Custom Fields read it): the settings
// of each field type the generator writes, and the group around them. The generated files are checked against it.
import { z } from 'zod'

const key = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[0-9a-z]+$`), `expected a ${prefix}_… key`)
const flag = z.union([z.literal(0), z.literal(1)])

const base = {
  key: key('field'),
  label: z.string().min(1),
  name: z.string().regex(/^[a-z0-9_]+$/),
  aria_label: z.string(),
  instructions: z.string(),
  required: flag,
  /** 0 (always shown) or alternatives, each a list of rules that must all hold: "field's value == value". */
  conditional_logic: z.union([
    z.literal(0),
    z
      .array(
        z
          .array(z.strictObject({ field: key('field'), operator: z.enum(['==', '!=']), value: z.string().min(1) }))
          .min(1),
      )
      .min(1),
  ]),
  wrapper: z.object({ width: z.string(), class: z.string(), id: z.string() }),
  parent_layout: key('layout').optional(),
  /** The plugin's own setting (includes/acf.php reads it): how a repeater's rows become the contract's value. */
  hoefslag_shape: z.enum(['strings', 'record', 'image_html']).optional(),
}
const postTypes = z.array(z.string().min(1)).min(1)

/** A field: the settings every type has, and its type's own. */
export type AcfFieldJson = z.infer<z.ZodObject<typeof base>> & { type: string } & Record<string, unknown>

export const AcfFieldJsonSchema: z.ZodType<AcfFieldJson> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({
      ...base,
      type: z.literal('text'),
      default_value: z.string(),
      maxlength: z.string(),
      placeholder: z.string(),
      prepend: z.string(),
      append: z.string(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('textarea'),
      default_value: z.string(),
      maxlength: z.string(),
      rows: z.number().int(),
      placeholder: z.string(),
      new_lines: z.enum(['', 'wpautop', 'br']),
    }),
    z.strictObject({
      ...base,
      type: z.literal('wysiwyg'),
      default_value: z.string(),
      tabs: z.enum(['all', 'visual', 'text']),
      toolbar: z.enum(['full', 'basic']),
      media_upload: flag,
      delay: flag,
    }),
    z.strictObject({
      ...base,
      type: z.literal('number'),
      default_value: z.union([z.number(), z.literal('')]),
      min: z.union([z.number(), z.literal('')]),
      max: z.union([z.number(), z.literal('')]),
      step: z.union([z.number(), z.literal('')]),
      placeholder: z.string(),
      prepend: z.string(),
      append: z.string(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('true_false'),
      default_value: flag,
      message: z.string(),
      ui: flag,
      ui_on_text: z.string(),
      ui_off_text: z.string(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('select'),
      choices: z.record(z.string(), z.string()).refine((c) => Object.keys(c).length > 0, 'a select needs choices'),
      default_value: z.union([z.string(), z.literal(false)]),
      return_format: z.literal('value'),
      multiple: z.literal(0),
      allow_null: flag,
      ui: flag,
      ajax: z.literal(0),
      placeholder: z.string(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('image'),
      return_format: z.enum(['id', 'url']),
      library: z.literal('all'),
      preview_size: z.string(),
      min_width: z.string(),
      min_height: z.string(),
      min_size: z.string(),
      max_width: z.string(),
      max_height: z.string(),
      max_size: z.string(),
      mime_types: z.string(),
    }),
    z.strictObject({ ...base, type: z.literal('link'), return_format: z.literal('array') }),
    z.strictObject({
      ...base,
      type: z.literal('post_object'),
      post_type: postTypes,
      post_status: z.array(z.string()),
      taxonomy: z.array(z.string()),
      return_format: z.literal('id'),
      multiple: flag,
      allow_null: flag,
      bidirectional: z.literal(0),
      ui: z.literal(1),
      bidirectional_target: z.array(z.never()),
    }),
    z.strictObject({
      ...base,
      type: z.literal('relationship'),
      post_type: postTypes,
      post_status: z.array(z.string()),
      taxonomy: z.array(z.string()),
      filters: z.array(z.enum(['search', 'post_type', 'taxonomy'])),
      return_format: z.literal('id'),
      min: z.union([z.number(), z.literal('')]),
      max: z.union([z.number(), z.literal('')]),
      elements: z.array(z.string()),
      bidirectional: z.literal(0),
      bidirectional_target: z.array(z.never()),
    }),
    z.strictObject({
      ...base,
      type: z.literal('taxonomy'),
      taxonomy: z.string().min(1),
      field_type: z.enum(['checkbox', 'multi_select', 'select', 'radio']),
      add_term: z.literal(0),
      save_terms: z.literal(0),
      load_terms: z.literal(0),
      return_format: z.literal('id'),
      multiple: flag,
      allow_null: flag,
      bidirectional: z.literal(0),
      bidirectional_target: z.array(z.never()),
    }),
    z.strictObject({
      ...base,
      type: z.literal('user'),
      role: z.string(),
      return_format: z.literal('id'),
      multiple: z.literal(0),
      allow_null: flag,
      bidirectional: z.literal(0),
      bidirectional_target: z.array(z.never()),
    }),
    z.strictObject({
      ...base,
      type: z.literal('date_time_picker'),
      display_format: z.string(),
      return_format: z.literal('Y-m-d H:i:s'),
      first_day: z.number().int(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('time_picker'),
      display_format: z.string(),
      return_format: z.literal('H:i'),
    }),
    z.strictObject({
      ...base,
      type: z.literal('group'),
      layout: z.enum(['block', 'table', 'row']),
      sub_fields: z.array(AcfFieldJsonSchema).min(1),
    }),
    z.strictObject({
      ...base,
      type: z.literal('repeater'),
      layout: z.enum(['block', 'table', 'row']),
      pagination: z.literal(0),
      min: z.number().int(),
      max: z.number().int(),
      collapsed: z.string(),
      button_label: z.string(),
      rows_per_page: z.number().int(),
      sub_fields: z.array(AcfFieldJsonSchema).min(1),
    }),
    z.strictObject({
      ...base,
      type: z.literal('flexible_content'),
      layouts: z
        .record(
          key('layout'),
          z.strictObject({
            key: key('layout'),
            name: z.string().min(1),
            label: z.string().min(1),
            display: z.enum(['block', 'table', 'row']),
            sub_fields: z.array(AcfFieldJsonSchema),
            min: z.string(),
            max: z.string(),
          }),
        )
        .refine((l) => Object.entries(l).every(([k, v]) => k === v.key), 'a layout is filed under its own key'),
      min: z.string(),
      max: z.string(),
      button_label: z.string(),
    }),
  ]),
)

const locationRule = z.strictObject({
  param: z.enum(['post_type', 'taxonomy', 'user_form', 'options_page', 'nav_menu_item']),
  operator: z.enum(['==', '!=']),
  value: z.string().min(1),
})

/** One `acf-json/group_….json` file. */
export const AcfFieldGroupJsonSchema = z.strictObject({
  key: key('group'),
  title: z.string().min(1),
  fields: z.array(AcfFieldJsonSchema).min(1),
  location: z.array(z.array(locationRule).min(1)).min(1),
  menu_order: z.number().int(),
  position: z.enum(['normal', 'side', 'acf_after_title']),
  style: z.enum(['default', 'seamless']),
  label_placement: z.enum(['top', 'left']),
  instruction_placement: z.enum(['label', 'field']),
  hide_on_screen: z.union([z.array(z.string()), z.literal('')]),
  active: z.boolean(),
  description: z.string(),
  show_in_rest: flag,
})
export type AcfFieldGroupJson = z.infer<typeof AcfFieldGroupJsonSchema>
