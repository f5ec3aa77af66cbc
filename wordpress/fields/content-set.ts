// The bundled content set (devcms/content/) as the objects an editor fills in wp-admin: each object's custom fields
// with the field group that edits them. For the tests that run the content through the generated field groups.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AcfFieldGroupJson } from './acf-format.ts'
import { generateFieldGroups } from './generate.ts'
import { GROUPS } from './groups.ts'
import { acfKey } from './keys.ts'
import { POST_TYPE_NAMES, POST_TYPES } from '#lib/model/post-types.ts'

export const CONTENT_DIR = 'devcms/content'
type Obj = Record<string, unknown>

/** One object's fields for one group: `where` names it in messages. */
export type ContentFields = { where: string; group: string; value: unknown; entity?: Obj }

/** Content folder (the REST base, as devcms/content names them) → post type: the content model's manifest. */
const FOLDER_TYPES: Record<string, string> = Object.fromEntries(
  POST_TYPE_NAMES.map((type) => [POST_TYPES[type].restBase, type]),
)

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))
const list = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : [v as Obj])

export function contentFields(dir = CONTENT_DIR): ContentFields[] {
  const out: ContentFields[] = []
  for (const [folder, type] of Object.entries(FOLDER_TYPES))
    for (const file of readdirSync(join(dir, folder))
      .filter((f) => f.endsWith('.json'))
      .sort())
      for (const entity of list(readJson(join(dir, folder, file)))) {
        const where = `${folder}/${file}#${String(entity.id)}`
        out.push({ where, group: `extra_fields_${type}`, value: entity.extra_fields, entity })
        if (entity.content_block_rows)
          out.push({ where, group: 'content_blocks', value: entity.content_block_rows, entity })
      }
  for (const file of readdirSync(join(dir, 'terms')).sort())
    for (const term of list(readJson(join(dir, 'terms', file))))
      out.push({ where: `terms/${file}#${String(term.id)}`, group: 'term', value: term.extra_fields ?? {} })
  for (const user of list(readJson(join(dir, 'users.json'))))
    out.push({ where: `users.json#${String(user.id)}`, group: 'user', value: user.extra_fields ?? {} })
  out.push({
    where: 'site/general-settings.json',
    group: 'general_settings',
    value: readJson(join(dir, 'site/general-settings.json')),
  })
  const menus = readJson(join(dir, 'site/menus.json')) as Record<string, { items: Obj[] }>
  const items = (nodes: Obj[]): Obj[] => nodes.flatMap((n) => [n, ...items((n.child_items as Obj[] | undefined) ?? [])])
  for (const [location, menu] of Object.entries(menus))
    for (const item of items(menu.items)) {
      const { menu_dropdown_type, icon, icon_hover } = item
      out.push({
        where: `site/menus.json ${location}#${String(item.ID)}`,
        group: 'menu_item',
        value: { menu_dropdown_type, icon, icon_hover },
      })
    }
  return out
}

/** The media library's ids by the URL path of each file and size (devcms/media/manifest.json). */
export function mediaByUrl(manifest = 'devcms/media/manifest.json'): (path: string) => number | undefined {
  type Item = { id: number; file: string; sizes?: Record<string, { file: string }> }
  const byPath = new Map<string, number>()
  for (const item of readJson(manifest) as Item[]) {
    const folder = item.file.slice(0, item.file.lastIndexOf('/') + 1)
    byPath.set(`/wp-content/uploads/${item.file}`, item.id)
    for (const size of Object.values(item.sizes ?? {})) byPath.set(`/wp-content/uploads/${folder}${size.file}`, item.id)
  }
  return (path) => byPath.get(path)
}

/** The generated groups by their name in groups.ts. */
export function groupsByName(): Map<string, AcfFieldGroupJson> {
  const files = generateFieldGroups()
  return new Map(
    GROUPS.map((spec) => {
      const group = files.get(`${acfKey('group', spec.name)}.json`)
      if (!group) throw new Error(`no file for group ${spec.name}`)
      return [spec.name, group]
    }),
  )
}
