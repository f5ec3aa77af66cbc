// Menus by location: each menu of site/menus.json is created once (a menu may serve several locations) with its
// items, nested, linking pages as WordPress objects and everything else as custom links.
import type { Json, JsonObject, Rest } from '../rest.ts'
import { site } from './content.ts'
import type { UploadPaths } from './uploads.ts'

type Item = {
  title: string
  url: string
  target?: string
  menu_dropdown_type?: Json
  icon?: Json
  icon_hover?: Json
  post?: { id: number; type: string } | null
  child_items?: Item[]
}
type Menu = { term_id: number; name: string; items: Item[] }

const text = (v: Json | undefined) => (typeof v === 'string' ? v : '')

/** Depth-first positions, so that items created side by side still get the menu's order. */
function numbered(
  items: Item[],
  next = { n: 0 },
): { item: Item; order: number; children: ReturnType<typeof numbered> }[] {
  return items.map((item) => {
    const order = ++next.n
    return { item, order, children: numbered(item.child_items ?? [], next) }
  })
}

/** Creates siblings side by side (each level after its parent exists). */
async function seedItems(
  rest: Rest,
  menuId: number,
  items: ReturnType<typeof numbered>,
  parent: number,
): Promise<void> {
  await Promise.all(
    items.map(async ({ item, order, children }) => {
      const link: JsonObject = item.post
        ? { type: 'post_type', object: item.post.type, object_id: item.post.id }
        : { type: 'custom', url: item.url }
      const created = await rest.post('/wp/v2/menu-items', {
        ...link,
        title: item.title,
        menus: menuId,
        parent,
        menu_order: order,
        target: item.target ?? '',
        status: 'publish',
        meta: {
          menu_dropdown_type: text(item.menu_dropdown_type),
          icon: text(item.icon),
          icon_hover: text(item.icon_hover),
        },
      })
      await seedItems(rest, menuId, children, Number(created.id))
    }),
  )
}

export async function seedMenus(rest: Rest, uploads: UploadPaths): Promise<number> {
  const byLocation = uploads.rewrite(site('menus') as Record<string, Menu>)
  const locationsOf = new Map<number, { menu: Menu; locations: string[] }>()
  for (const [location, menu] of Object.entries(byLocation)) {
    const entry = locationsOf.get(menu.term_id) ?? { menu, locations: [] }
    entry.locations.push(location)
    locationsOf.set(menu.term_id, entry)
  }
  for (const { menu, locations } of locationsOf.values()) {
    const created = await rest.post('/wp/v2/menus', { name: menu.name, locations })
    await seedItems(rest, Number(created.id), numbered(menu.items), 0)
  }
  return locationsOf.size
}
