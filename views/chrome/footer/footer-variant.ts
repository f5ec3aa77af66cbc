// What of the footer differs from page to page: only how the page's path shows in its menus (MenuLink). The footer is
// otherwise the same on every page of a build, so the prerender renders it once per variant (decision 050).
import type { Menu } from '#lib/model/types.ts'
import { menuVariant } from '../menu/menu-variant.ts'
import { FOOTER_MENU_KEYS } from './FooterMenus.tsx'

export const footerVariant = (menus: Record<string, Menu>, currentPath: string): string =>
  menuVariant(
    [...FOOTER_MENU_KEYS, 'disclaimer'].map((key) => menus[key]?.items ?? []),
    currentPath,
  )
