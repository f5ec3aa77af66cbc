// The mobile menu (spec §2, §4): a drawer with nested submenus from main-menu, main-menu-right and top-menu; each
// submenu has a back button, a close button and a "Bekijk alles" link to its parent.
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Menu } from '#lib/model/types.ts'
import { Dialog } from '#ui/modal/Dialog.tsx'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { isActive, isCurrent, targetProps } from '../menu/menu-links.ts'
import { buildMobileMenu, resolveTrail } from './mobile-menu-tree.ts'
import styles from './MobileMenu.module.css'

type Props = { menus: Record<string, Menu>; currentPath: string; open: boolean; onClose: () => void }

/** Loaded when the visitor first reaches for the hamburger (views/chrome/header/Header.tsx). */
export function MobileMenu({ menus, currentPath, open, onClose }: Props) {
  const t = useT()
  const tree = useMemo(() => buildMobileMenu(menus), [menus])
  const [keys, setKeys] = useState<string[]>([])
  // Closed any way (a link, Escape, or a route change such as the back button): it opens again at the top level.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (!open) setKeys([])
  }
  const list = useRef<HTMLUListElement>(null)
  const trail = resolveTrail(tree, keys)
  const parent = trail.at(-1)
  const nodes = parent ? parent.children : tree

  // Keyboard users land on the first entry of the level they opened or went back to.
  useEffect(() => {
    if (open && keys.length) list.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [open, keys])

  const close = () => {
    setKeys([])
    onClose()
  }
  const linkProps = (url: string, target: string) => ({
    href: url,
    className: `${styles.link} ${isActive(url, currentPath) ? styles.active : ''}`,
    'aria-current': isCurrent(url, currentPath) ? ('page' as const) : undefined,
    onClick: close,
    ...targetProps(target),
  })

  return (
    <Dialog open={open} onClose={close} label={t('menu')} className={styles.drawer}>
      <div className={styles.inner}>
        <div className={styles.bar}>
          {parent ? (
            <button type="button" className={styles.back} onClick={() => setKeys(keys.slice(0, -1))}>
              <Icon name="chevron-left" size={20} />
              {t('menu_back')}
            </button>
          ) : (
            <span className={styles.heading}>{t('menu')}</span>
          )}
          <button type="button" className={styles.close} onClick={close} aria-label={t('menu_close')}>
            <Icon name="close" size={22} />
          </button>
        </div>
        {parent ? <p className={styles.levelTitle}>{parent.title}</p> : null}
        <ul ref={list} className={styles.list}>
          {parent?.linked ? (
            <li>
              <a {...linkProps(parent.url, parent.target)} className={styles.viewAll}>
                {t('view_all')}
              </a>
            </li>
          ) : null}
          {nodes.map((node, i) => (
            <li
              key={node.key}
              className={[
                node.source === 'main' ? '' : styles.secondary,
                i > 0 && nodes[i - 1]?.source !== node.source ? styles.groupStart : '',
              ].join(' ')}
            >
              {node.children.length ? (
                <button
                  type="button"
                  className={`${styles.link} ${isActive(node.url, currentPath) ? styles.active : ''}`}
                  onClick={() => setKeys([...keys, node.key])}
                >
                  <span>{node.title}</span>
                  <Icon name="chevron-right" size={20} />
                </button>
              ) : node.linked ? (
                <a {...linkProps(node.url, node.target)}>{node.title}</a>
              ) : (
                <span className={styles.link}>{node.title}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
