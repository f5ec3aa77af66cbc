// Menu items through the REST API like WordPress ≥ 5.9 (`/wp/v2/menu-items`), with an editor's credentials: list,
// read, create, update (title, url, target, parent, position, menu) and delete (`force=true`; items have no trash).
// The site reads the menus at /menus/v1/locations, which shows every change at once.
import { z } from 'zod'
import { isRecord } from '../store/files.ts'
import type { Obj } from '../store/store.ts'
import type { Ctx } from '../server/context.ts'
import { invalidParam, reply, WpError, type Reply } from '../server/http.ts'
import { route, type Route } from '../server/router.ts'
import { locateAll, readMenus, writeMenus, type Located, type Menu, type MenuItem } from './menu-store.ts'
import { forceParam } from './params.ts'
import { nextPostId } from './text.ts'

const id = z.union([z.number().int().min(0), z.string().regex(/^\d+$/).transform(Number)])
const ItemPatchSchema = {
  title: z.union([z.string(), z.object({ raw: z.string() }).transform((v) => v.raw)]),
  url: z.string().min(1),
  target: z.enum(['', '_blank']),
  parent: id,
  menu_order: id.refine((n) => n >= 1, 'must be 1 or more'),
  menus: id,
  status: z.literal('publish'),
  object_id: id,
}
type ItemPatch = { [K in keyof typeof ItemPatchSchema]?: z.output<(typeof ItemPatchSchema)[K]> }

function parseItemPatch(body: unknown): ItemPatch {
  const input = isRecord(body) ? body : {}
  const patch: ItemPatch = {}
  for (const [name, schema] of Object.entries(ItemPatchSchema)) {
    if (!(name in input)) continue
    const parsed = schema.safeParse(input[name])
    if (!parsed.success)
      throw invalidParam(name, `${name} is not valid: ${parsed.error.issues[0]?.message ?? 'bad value'}.`)
    Object.assign(patch, { [name]: parsed.data })
  }
  return patch
}

function serialize(l: Located): Obj {
  const post = isRecord(l.item.post) ? l.item.post : undefined
  return {
    id: l.item.ID,
    title: { rendered: String(l.item.title ?? '') },
    status: 'publish',
    url: String(l.item.url ?? ''),
    attr_title: '',
    description: '',
    type: post ? 'post_type' : 'custom',
    type_label: post ? String(post.type) : 'Aangepaste link',
    object: post ? String(post.type) : 'custom',
    object_id: post ? Number(post.id) : l.item.ID,
    parent: l.parent,
    menu_order: l.order,
    target: String(l.item.target ?? ''),
    classes: [''],
    xfn: [''],
    invalid: false,
    meta: {},
    menus: l.menu.termId,
  }
}

const need = (ctx: Ctx, code: string, message: string) => {
  if (!ctx.user) throw new WpError(401, code, message)
}
const invalidItem = () => new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.')

function find(menus: Map<number, Menu>, itemId: number): Located | undefined {
  return locateAll(menus).find((l) => l.item.ID === itemId)
}

/** Where the item goes: its menu's top level or under `parent`, at `position` (1-based) or the end. */
function place(
  menus: Map<number, Menu>,
  item: MenuItem,
  menuId: number,
  parent: number,
  position: number | undefined,
): void {
  const menu = menus.get(menuId)
  if (!menu) throw invalidParam('menus', 'Invalid menu ID.', 'rest_invalid_term_id')
  const parentItem = parent ? locateAll(menus).find((l) => l.item.ID === parent && l.menu === menu) : undefined
  if (parent && (!parentItem || parentItem.item === item))
    throw invalidParam('parent', 'Invalid menu item parent ID.', 'rest_invalid_menu_item_parent')
  const list = parentItem ? parentItem.item.child_items : menu.items
  list.splice(position === undefined ? list.length : Math.min(position - 1, list.length), 0, item)
}

function changed(ctx: Ctx, menus: Map<number, Menu>): void {
  writeMenus(ctx.catalog.store, menus)
  ctx.app.changed(['wp_update_nav_menu'])
}

function applyFields(ctx: Ctx, item: MenuItem, patch: ItemPatch): void {
  if (patch.title !== undefined) item.title = patch.title.trim()
  if (patch.url !== undefined) item.url = patch.url
  if (patch.target !== undefined) item.target = patch.target
  if (patch.object_id !== undefined) {
    const post = ctx.catalog.store.posts.get(patch.object_id)
    if (!post) throw invalidParam('object_id', 'Invalid object ID.', 'rest_invalid_param')
    item.post = { id: patch.object_id, type: post.collection.type }
    if (patch.url === undefined) item.url = ctx.catalog.path(post)
  }
}

function update(ctx: Ctx): Reply {
  need(ctx, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.')
  const menus = readMenus(ctx.catalog.store)
  const found = find(menus, Number(ctx.params.id))
  if (!found) throw invalidItem()
  const patch = parseItemPatch(ctx.body)
  applyFields(ctx, found.item, patch)
  if (patch.parent !== undefined || patch.menu_order !== undefined || patch.menus !== undefined) {
    const menuId = patch.menus ?? found.menu.termId
    found.siblings.splice(found.siblings.indexOf(found.item), 1)
    place(
      menus,
      found.item,
      menuId,
      patch.parent ?? (menuId === found.menu.termId ? found.parent : 0),
      patch.menu_order,
    )
  }
  changed(ctx, menus)
  return reply(serialize(find(menus, found.item.ID) ?? found))
}

function create(ctx: Ctx): Reply {
  need(ctx, 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.')
  const patch = parseItemPatch(ctx.body)
  if (patch.menus === undefined)
    throw invalidParam('menus', 'menus is a required property of the menu item.', 'rest_property_required')
  if (patch.title === undefined && patch.object_id === undefined)
    throw invalidParam('title', 'title is required for a custom link.', 'rest_property_required')
  if (patch.url === undefined && patch.object_id === undefined)
    throw invalidParam('url', 'url is required for a custom link.', 'rest_property_required')
  const menus = readMenus(ctx.catalog.store)
  const item: MenuItem = {
    ID: nextPostId(
      ctx.catalog.store,
      locateAll(menus).map((l) => l.item.ID),
    ),
    title: '',
    url: '#',
    target: '',
    menu_dropdown_type: false,
    icon: false,
    icon_hover: false,
    post: null,
    child_items: [],
  }
  applyFields(ctx, item, patch)
  if (item.title === '' && isRecord(item.post))
    item.title = String(ctx.catalog.store.posts.get(Number(item.post.id))?.data.slug ?? '')
  place(menus, item, patch.menus, patch.parent ?? 0, patch.menu_order)
  changed(ctx, menus)
  const located = find(menus, item.ID)
  return reply(located ? serialize(located) : {}, { Location: `${ctx.catalog.api}/wp/v2/menu-items/${item.ID}` }, 201)
}

function remove(ctx: Ctx): Reply {
  need(ctx, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.')
  const menus = readMenus(ctx.catalog.store)
  const found = find(menus, Number(ctx.params.id))
  if (!found) throw invalidItem()
  if (!forceParam(ctx.query.str('force'), ctx.body)) {
    throw new WpError(
      501,
      'rest_trash_not_supported',
      "Menu items do not support trashing. Set 'force=true' to delete.",
    )
  }
  const previous = serialize(found)
  // Like WordPress, the children move up to the deleted item's place.
  found.siblings.splice(found.siblings.indexOf(found.item), 1, ...found.item.child_items)
  changed(ctx, menus)
  return reply({ deleted: true, previous })
}

function list(ctx: Ctx): Reply {
  need(ctx, 'rest_cannot_view', 'Sorry, you are not allowed to view menu items.')
  const wanted = ctx.query.ints('menus')
  const items = locateAll(readMenus(ctx.catalog.store)).filter((l) => !wanted || wanted.includes(l.menu.termId))
  return reply(items.map(serialize), { 'X-WP-Total': String(items.length), 'X-WP-TotalPages': '1' })
}

function one(ctx: Ctx): Reply {
  need(ctx, 'rest_cannot_view', 'Sorry, you are not allowed to view menu items.')
  const found = find(readMenus(ctx.catalog.store), Number(ctx.params.id))
  if (!found) throw invalidItem()
  return reply(serialize(found))
}

export function menuItemRoutes(): Route[] {
  return [
    route('GET', '/wp/v2/menu-items', list),
    route('GET', '/wp/v2/menu-items/:id', one),
    route('POST', '/wp/v2/menu-items', create),
    ...(['POST', 'PUT', 'PATCH'] as const).map((m) => route(m, '/wp/v2/menu-items/:id', update)),
    route('DELETE', '/wp/v2/menu-items/:id', remove),
  ]
}
