// The right menu (menus.main_right) beside the main menu; it hides after scrolling down more than 68 px (spec §4).
import type { MenuItem } from '#lib/model/types.ts'
import { RIGHT_MENU_HIDE_AFTER_PX } from '#ui/browser/constants.ts'
import { useScrolledPast } from '../useScrolledPast.ts'
import { MenuLink } from './MenuLink.tsx'
import styles from './RightMenu.module.css'

export function RightMenu({ items, currentPath, label }: { items: MenuItem[]; currentPath: string; label: string }) {
  const hidden = useScrolledPast(RIGHT_MENU_HIDE_AFTER_PX)
  if (!items.length) return null
  return (
    <nav className={styles.nav} aria-label={label} data-hidden={hidden} inert={hidden}>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} currentPath={currentPath} className={styles.link} activeClassName={styles.active} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
