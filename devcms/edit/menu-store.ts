// The menus as the content folder holds them (`site/menus.json`: location → menu with nested `child_items`), seen as
// WordPress' menu items: one item per ID, its menu (term id), parent item and position. A menu assigned to two
// locations is one menu: a change is applied to it once and copied to every location that shows it.
import { isRecord } from '../store/files.ts'
import type { ContentStore, Obj } from '../store/store.ts'

export type MenuItem = Obj & { ID: number; child_items: MenuItem[] }
export type Menu = { termId: number; name: string; items: MenuItem[] }
export type Located = { menu: Menu; item: MenuItem; parent: number; siblings: MenuItem[]; order: number }

const asItems = (v: unknown): MenuItem[] =>
  (Array.isArray(v) ? v : [])
    .filter(isRecord)
    .map((i) => ({ ...i, ID: Number(i.ID), child_items: asItems(i.child_items) }))

/** Every menu once (by term id), with a deep copy of its items to change. */
export function readMenus(store: ContentStore): Map<number, Menu> {
  const menus = new Map<number, Menu>()
  for (const menu of Object.values(store.menus)) {
    if (!isRecord(menu)) continue
    const termId = Number(menu.term_id)
    if (!menus.has(termId)) menus.set(termId, { termId, name: String(menu.name ?? ''), items: asItems(menu.items) })
  }
  return menus
}

/** Writes the menus back to every location that shows them. */
export function writeMenus(store: ContentStore, menus: Map<number, Menu>): void {
  const next: Obj = {}
  for (const [location, menu] of Object.entries(store.menus)) {
    const changed = isRecord(menu) ? menus.get(Number(menu.term_id)) : undefined
    next[location] = changed && isRecord(menu) ? { ...menu, items: structuredClone(changed.items) } : menu
  }
  store.menus = next
}

/** Each item with its menu, parent item, sibling list and WordPress `menu_order` (its place in the whole menu). */
export function locateAll(menus: Map<number, Menu>): Located[] {
  const out: Located[] = []
  for (const menu of menus.values()) {
    let order = 0
    const walk = (items: MenuItem[], parent: number) => {
      for (const item of items) {
        out.push({ menu, item, parent, siblings: items, order: ++order })
        walk(item.child_items, item.ID)
      }
    }
    walk(menu.items, 0)
  }
  return out
}

export function menuItemIds(store: ContentStore): number[] {
  return locateAll(readMenus(store)).map((l) => l.item.ID)
}
