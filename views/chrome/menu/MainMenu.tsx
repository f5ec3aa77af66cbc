// The desktop main menu (menus.main): mega-menus on hover or keyboard, a site overlay while one is open, reset 300 ms after leaving.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { MenuItem } from '#lib/model/types.ts'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { SUBMENU_RESET_MS } from '#ui/browser/constants.ts'
import { MegaPanel } from './MegaPanel.tsx'
import { MenuLink } from './MenuLink.tsx'
import { isLinked, isTrailActive } from './menu-links.ts'
import styles from './MainMenu.module.css'

type Props = { items: MenuItem[]; currentPath: string }

const focusablesIn = (el: Element | null) => Array.from(el?.querySelectorAll<HTMLElement>('a[href], button') ?? [])

export function MainMenu({ items, currentPath }: Props) {
  const t = useT()
  // The open mega-menu, tied to the page it was opened on: a new page closes it.
  const [opened, setOpened] = useState<{ id: number; path: string } | null>(null)
  const openId = opened?.path === currentPath ? opened.id : null
  const setOpenId = (id: number | null) => setOpened(id === null ? null : { id, path: currentPath })
  // The mega-menus' content is not in the prerendered HTML (decision 016: ~7 KB of every page, and without JavaScript
  // a panel cannot open anyway): it renders once the visitor reaches the menu by pointer or keyboard, or opens one.
  const [warm, setWarm] = useState(false)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const toggles = useRef(new Map<number, HTMLElement>())
  const panels = useRef(new Map<number, HTMLElement>())

  const cancelReset = () => clearTimeout(resetTimer.current)
  const scheduleReset = () => {
    cancelReset()
    resetTimer.current = setTimeout(() => setOpened(null), SUBMENU_RESET_MS)
  }
  useEffect(() => cancelReset, [])

  const openAndFocusFirst = (id: number) => {
    setOpenId(id)
    requestAnimationFrame(() => focusablesIn(panels.current.get(id) ?? null)[0]?.focus())
  }
  const closeAndReturn = (id: number) => {
    setOpenId(null)
    toggles.current.get(id)?.focus()
  }

  const onItemKeyDown = (item: MenuItem) => (e: KeyboardEvent<HTMLLIElement>) => {
    if (!item.children.length) return
    const inPanel = panels.current.get(item.id)?.contains(e.target instanceof Node ? e.target : null) ?? false
    if (e.key === 'Escape' && openId === item.id) {
      e.preventDefault()
      closeAndReturn(item.id)
    } else if (e.key === 'ArrowDown' && !inPanel) {
      e.preventDefault()
      openAndFocusFirst(item.id)
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && inPanel) {
      e.preventDefault()
      const links = focusablesIn(panels.current.get(item.id) ?? null)
      const at = links.findIndex((l) => l === document.activeElement)
      links[(at + (e.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus()
    }
  }

  return (
    <nav
      className={styles.nav}
      aria-label={t('main_menu')}
      onMouseLeave={scheduleReset}
      onMouseEnter={() => setWarm(true)}
      onFocus={() => setWarm(true)}
    >
      <ul className={styles.menu}>
        {items.map((item) => {
          const hasChildren = item.children.length > 0
          const open = openId === item.id
          const panelId = `megamenu-${item.id}`
          const active = isTrailActive(item, currentPath)
          return (
            <li
              key={item.id}
              className={styles.item}
              onMouseEnter={() => {
                cancelReset()
                setOpenId(hasChildren ? item.id : null)
              }}
              onKeyDown={onItemKeyDown(item)}
              onBlur={(e) => {
                if (open && !(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)))
                  setOpenId(null)
              }}
            >
              {hasChildren && !isLinked(item.url) ? (
                <button
                  type="button"
                  ref={(el) => void (el ? toggles.current.set(item.id, el) : toggles.current.delete(item.id))}
                  className={`${styles.top} ${active ? styles.active : ''}`}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                >
                  {item.title}
                  <Icon name="chevron-down" size={16} className={styles.chevron} />
                </button>
              ) : (
                <MenuLink
                  item={item}
                  currentPath={currentPath}
                  className={styles.top}
                  activeClassName={styles.active}
                />
              )}
              {hasChildren && isLinked(item.url) ? (
                <button
                  type="button"
                  ref={(el) => void (el ? toggles.current.set(item.id, el) : toggles.current.delete(item.id))}
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-controls={panelId}
                  aria-label={t('submenu_open', { title: item.title })}
                  onClick={() => setOpenId(open ? null : item.id)}
                >
                  <Icon name="chevron-down" size={16} className={styles.chevron} />
                </button>
              ) : null}
              {hasChildren ? (
                <div
                  id={panelId}
                  ref={(el) => void (el ? panels.current.set(item.id, el) : panels.current.delete(item.id))}
                  className={styles.panel}
                  data-open={open}
                >
                  {warm || open ? (
                    <MegaPanel item={item} currentPath={currentPath} onNavigate={() => setOpenId(null)} />
                  ) : null}
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <div
        className={styles.overlay}
        data-open={openId !== null}
        aria-hidden="true"
        onMouseEnter={scheduleReset}
        onClick={() => setOpenId(null)}
      />
    </nav>
  )
}
