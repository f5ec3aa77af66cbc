// Menus like the "WP-REST-API V2 Menus" plugin: /menus/v1/locations (location → menu), one location, /menus/v1/menus.
import { isRecord } from '../../store/files.ts'
import type { Obj } from '../../store/store.ts'
import type { Ctx } from '../context.ts'
import { notFound, reply, type Reply } from '../http.ts'
import { route, type Route } from '../router.ts'

function locations(ctx: Ctx): Record<string, Obj> {
  const out: Record<string, Obj> = {}
  for (const [loc, menu] of Object.entries(ctx.catalog.menus())) if (isRecord(menu)) out[loc] = menu
  return out
}

function allLocations(ctx: Ctx): Reply {
  const all = locations(ctx)
  if (Object.keys(all).length === 0) throw notFound('rest_not_found', 'No menus available.')
  return reply(all)
}

function oneLocation(ctx: Ctx): Reply {
  const menu = locations(ctx)[ctx.params.location ?? '']
  if (!menu)
    throw notFound('rest_menu_location_not_found', `No menu is assigned to location "${ctx.params.location ?? ''}".`)
  return reply(menu)
}

function menusBySlug(ctx: Ctx): Map<string, Obj> {
  const bySlug = new Map<string, Obj>()
  for (const menu of Object.values(locations(ctx)))
    if (!bySlug.has(String(menu.slug))) bySlug.set(String(menu.slug), menu)
  return bySlug
}

function allMenus(ctx: Ctx): Reply {
  const menus = [...menusBySlug(ctx).values()].map((m) => ({
    term_id: m.term_id,
    name: m.name,
    slug: m.slug,
    count: Array.isArray(m.items) ? m.items.length : 0,
  }))
  if (menus.length === 0) throw notFound('rest_not_found', 'No menus available.')
  return reply(menus)
}

function oneMenu(ctx: Ctx): Reply {
  const menu = menusBySlug(ctx).get(ctx.params.slug ?? '')
  if (!menu) throw notFound('rest_menu_invalid_slug', `No menu with slug "${ctx.params.slug ?? ''}".`)
  return reply(menu)
}

export function menuRoutes(): Route[] {
  return [
    route('GET', '/menus/v1/locations', allLocations),
    route('GET', '/menus/v1/locations/:location', oneLocation),
    route('GET', '/menus/v1/menus', allMenus),
    route('GET', '/menus/v1/menus/:slug', oneMenu),
  ]
}
