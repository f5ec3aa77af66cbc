// How a page's path shows in menus: MenuLink and MainMenu read it only as "is this item active (it or a descendant
// is the page or contains it)" and "is this item the page". The layout parts that show menus are the same on every page
// with the same answers, so the prerender renders them once per answer (decision 050, views/chrome/RenderedOnce.tsx).
import type { MenuItem } from '#lib/model/types.ts'
import { isCurrent, isTrailActive } from './menu-links.ts'

/** One letter per top-level item of each menu: `a` active, `c` active and current, `-` neither. */
export function menuVariant(menus: ReadonlyArray<readonly MenuItem[]>, currentPath: string): string {
  return menus
    .map((items) =>
      items
        .map((item) => (isTrailActive(item, currentPath) ? (isCurrent(item.url, currentPath) ? 'c' : 'a') : '-'))
        .join(''),
    )
    .join('|')
}
