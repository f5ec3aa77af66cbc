// The field groups the plugin ships (acf-json/): which schema each edits and where it shows in wp-admin.
import type { z } from 'zod'
import { POST_TYPE_NAMES, POST_TYPES } from '#lib/model/post-types.ts'
import { POST_TYPE_SCHEMAS } from '#pipeline/schemas/wp/posts.ts'
import { WpContentBlockRowsSchema } from '#pipeline/schemas/wp/blocks.ts'
import { WpGeneralSettingsSchema, WpMenuItemSchema } from '#pipeline/schemas/wp/site.ts'
import { WpTermSchema, WpUserSchema } from '#pipeline/schemas/wp/terms.ts'

/** The options page the general settings live on (includes/acf-fields.php registers it under this slug). */
export const OPTIONS_PAGE_SLUG = 'hoefslag-site'

type Rule = {
  param: 'post_type' | 'taxonomy' | 'user_form' | 'options_page' | 'nav_menu_item'
  operator: '=='
  value: string
}
export type GroupSpec = {
  /** The group's name: its file is acf-json/group_<hash of name>.json, its path root for keys. */
  name: string
  title: string
  /** The first name of every field's hint and text path (`article`, `term`, `settings`…). */
  root: string
  /** The object schema whose fields the group edits. */
  schema: z.ZodType
  /** Only these fields of the schema (the rest is WordPress's own: title, slug, menu order…). */
  only?: string[]
  location: Rule[][]
  menu_order: number
  position?: 'normal' | 'acf_after_title'
}

const postType = (value: string): Rule[] => [{ param: 'post_type', operator: '==', value }]
const extra = (schema: z.ZodObject): z.ZodType => schema.shape.extra_fields as z.ZodType

/** The post types, their extra fields and their group's title: the content model's manifest (lib/model/post-types.ts). */
export const POST_TYPE_GROUPS: { type: string; title: string; schema: z.ZodObject }[] = POST_TYPE_NAMES.map((type) => ({
  type,
  title: POST_TYPES[type].acfTitle,
  schema: POST_TYPE_SCHEMAS[type],
}))

export const GROUPS: GroupSpec[] = [
  {
    name: 'content_blocks',
    title: 'Inhoud: rijen en blokken',
    root: 'rows_group',
    schema: WpContentBlockRowsSchema,
    location: POST_TYPE_GROUPS.map((p) => postType(p.type)),
    menu_order: 10,
  },
  ...POST_TYPE_GROUPS.map((p): GroupSpec => ({
    name: `extra_fields_${p.type}`,
    title: p.title,
    root: p.type,
    schema: extra(p.schema),
    location: [postType(p.type)],
    menu_order: 0,
    position: 'acf_after_title',
  })),
  {
    name: 'term',
    title: 'Term: icoon, kleur, introductie en banner',
    root: 'term',
    schema: WpTermSchema.shape.extra_fields,
    location: [[{ param: 'taxonomy', operator: '==', value: 'all' }]],
    menu_order: 0,
  },
  {
    name: 'user',
    title: 'Auteur',
    root: 'user',
    schema: WpUserSchema.shape.extra_fields,
    location: [[{ param: 'user_form', operator: '==', value: 'all' }]],
    menu_order: 0,
  },
  {
    name: 'general_settings',
    title: 'Site-instellingen',
    root: 'settings',
    schema: WpGeneralSettingsSchema,
    location: [[{ param: 'options_page', operator: '==', value: OPTIONS_PAGE_SLUG }]],
    menu_order: 0,
  },
  {
    name: 'menu_item',
    title: 'Menu-item',
    root: 'menu_item',
    schema: WpMenuItemSchema,
    only: ['menu_dropdown_type', 'icon', 'icon_hover'],
    location: [[{ param: 'nav_menu_item', operator: '==', value: 'all' }]],
    menu_order: 0,
  },
]
