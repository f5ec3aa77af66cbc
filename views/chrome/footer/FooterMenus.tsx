// The footer's menus footer_1 … footer_6, each under its menu name.
import type { Menu } from '#lib/model/types.ts'
import { MenuLink } from '../menu/MenuLink.tsx'
import styles from './Footer.module.css'

export const FOOTER_MENU_KEYS = ['footer_1', 'footer_2', 'footer_3', 'footer_4', 'footer_5', 'footer_6'] as const

export function FooterMenus({ menus, currentPath }: { menus: Record<string, Menu>; currentPath: string }) {
  const present = FOOTER_MENU_KEYS.flatMap((key) => {
    const menu = menus[key]
    return menu?.items.length ? [{ key, menu }] : []
  })
  if (!present.length) return null
  return (
    <div className={styles.menus}>
      {present.map(({ key, menu }) => (
        <nav key={key} className={styles.menu} aria-labelledby={`footer-menu-${key}`}>
          <h2 id={`footer-menu-${key}`} className={styles.menuTitle}>
            {menu.name}
          </h2>
          <ul className={styles.menuList}>
            {menu.items.map((item) => (
              <li key={item.id}>
                <MenuLink
                  item={item}
                  currentPath={currentPath}
                  className={styles.menuLink}
                  activeClassName={styles.menuLinkActive}
                />
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  )
}
