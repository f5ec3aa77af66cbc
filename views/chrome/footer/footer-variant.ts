// What of the footer differs from page to page: only its menu links' active state (MenuLink, by the page's path). The
// footer is otherwise the same on every page of a build, so the prerender renders it once per variant (decision 050).
import type { Menu } from '#lib/model/types.ts'
import { isTrailActive } from '../menu/menu-links.ts'
import { FOOTER_MENU_KEYS } from './FooterMenus.tsx'

/** The footer's variant on `currentPath`: '' where none of its links is active (most pages), else the path itself. */
export function footerVariant(menus: Record<string, Menu>, currentPath: string): string {
  const menusShown = [...FOOTER_MENU_KEYS, 'disclaimer'].map((key) => menus[key]?.items ?? [])
  return menusShown.some((items) => items.some((item) => isTrailActive(item, currentPath))) ? currentPath : ''
}
