// The mobile menu's tree (spec §2): main-menu, then main-menu-right, then top-menu, as one nested list. The menus are
// found by theme location (main, main_right, top_bar): WordPress derives a menu's slug from its name, so slugs vary.
import type { Menu, MenuItem } from '#lib/model/types.ts'
import { isLinked } from '../menu/menu-links.ts'

export type MobileMenuNode = {
  key: string
  title: string
  url: string
  target: string
  /** False for '#' items: they only open their submenu. */
  linked: boolean
  /** The menu it comes from: the main menu's entries look bigger than the others. */
  source: (typeof MOBILE_MENU_LOCATIONS)[number]
  children: MobileMenuNode[]
}

/** The locations of main-menu, main-menu-right and top-menu, in the order the mobile menu shows them. */
export const MOBILE_MENU_LOCATIONS = ['main', 'main_right', 'top_bar'] as const

function toNode(item: MenuItem, source: MobileMenuNode['source']): MobileMenuNode {
  return {
    key: `${source}-${item.id}`,
    title: item.title,
    url: item.url,
    target: item.target,
    linked: isLinked(item.url),
    source,
    children: item.children.map((child) => toNode(child, source)),
  }
}

/** The three menus as one tree; a top-level link that an earlier menu already has is left out. */
export function buildMobileMenu(menus: Record<string, Menu>): MobileMenuNode[] {
  const seen = new Set<string>()
  const tree: MobileMenuNode[] = []
  for (const location of MOBILE_MENU_LOCATIONS) {
    for (const item of menus[location]?.items ?? []) {
      if (isLinked(item.url) && seen.has(item.url)) continue
      if (isLinked(item.url)) seen.add(item.url)
      tree.push(toNode(item, location))
    }
  }
  return tree
}

/** The submenu path the visitor opened (keys from the top), resolved to nodes; stops at the first unknown key. */
export function resolveTrail(tree: MobileMenuNode[], keys: string[]): MobileMenuNode[] {
  const trail: MobileMenuNode[] = []
  let level = tree
  for (const key of keys) {
    const node = level.find((n) => n.key === key)
    if (!node) break
    trail.push(node)
    level = node.children
  }
  return trail
}
