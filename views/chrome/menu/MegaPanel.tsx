// A mega-menu's content by the item's dropdown type: link columns, knowledge-base categories with icons, or social links.
import type { MenuItem } from '#lib/model/types.ts'
import { useT } from '#ui/i18n.tsx'
import { SocialIcon, socialMediumOf } from '#ui/icons/SocialIcon.tsx'
import { MenuLink } from './MenuLink.tsx'
import { isLinked } from './menu-links.ts'
import styles from './MegaPanel.module.css'

type Props = { item: MenuItem; currentPath: string; onNavigate: () => void }

export function MegaPanel({ item, currentPath, onNavigate }: Props) {
  const t = useT()
  const type = item.dropdownType ?? 'dropdown_default'
  return (
    <div className={styles.panel}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.title}>{item.title}</p>
        <ul className={styles[type]}>
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLink
                item={child}
                currentPath={currentPath}
                className={styles.link}
                activeClassName={styles.active}
                onClick={onNavigate}
              >
                {type === 'dropdown_knowledge_base' && child.icon ? (
                  <span className={styles.icon}>
                    <img src={child.icon} alt="" width={40} height={40} loading="lazy" />
                    {child.iconHover && child.iconHover !== child.icon ? (
                      <img
                        className={styles.iconHover}
                        src={child.iconHover}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                      />
                    ) : null}
                  </span>
                ) : null}
                {type === 'dropdown_social_media' ? <SocialIcon medium={socialMediumOf(child.url)} /> : null}
                <span>{child.title}</span>
              </MenuLink>
            </li>
          ))}
        </ul>
        {isLinked(item.url) && type !== 'dropdown_social_media' ? (
          <a className={styles.viewAll} href={item.url} onClick={onNavigate}>
            {t('menu_view_all', { title: item.title.toLowerCase() })}
          </a>
        ) : null}
      </div>
    </div>
  )
}
