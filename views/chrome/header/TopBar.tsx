// The slim bar above the header on wide screens: the top menu (menus.top_bar). Logged-in visitors do not see "Inloggen".
import type { MenuItem } from '#lib/model/types.ts'
import { MenuLink } from '../menu/MenuLink.tsx'
import styles from './Header.module.css'

const LOGIN_PATH = '/login/'

export function TopBar({
  items,
  currentPath,
  loggedIn,
  label,
}: {
  items: MenuItem[]
  currentPath: string
  loggedIn: boolean
  label: string
}) {
  const shown = loggedIn ? items.filter((item) => item.url !== LOGIN_PATH) : items
  if (!shown.length) return null
  return (
    <div className={styles.topBar}>
      <nav className="container" aria-label={label}>
        <ul className={styles.topMenu}>
          {shown.map((item) => (
            <li key={item.id}>
              <MenuLink
                item={item}
                currentPath={currentPath}
                className={styles.topLink}
                activeClassName={styles.topLinkActive}
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
