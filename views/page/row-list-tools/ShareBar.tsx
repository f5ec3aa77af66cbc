// The social share bar (spec §2 "Social share bar"): bookmark, Facebook, X, LinkedIn, WhatsApp, e-mail and a 'meer' menu.
// No browser lets a page add a bookmark, so the bookmark button says which keys do it (spec §8: Cmd or CTRL plus D).
import { useT } from '#ui/i18n.tsx'
import { shareLinks } from './share-links.ts'
import { ShareIcon } from './ShareIcon.tsx'
import { ShareMore } from './ShareMore.tsx'
import { useShareTarget } from './useShareTarget.ts'
import styles from '../RowListTools.module.css'

export function ShareBar() {
  const t = useT()
  const { url, title } = useShareTarget()
  const bookmark = () => window.alert(t('bookmark_unsupported'))

  return (
    <div className="container">
      <div className={styles.share} role="group" aria-label={t('share')}>
        <span className={styles.shareLabel} aria-hidden="true">
          {t('share')}
        </span>
        <ul className={styles.shareList}>
          <li>
            <button
              type="button"
              className={styles.shareButton}
              onClick={bookmark}
              aria-label={t('bookmark')}
              title={t('bookmark')}
            >
              <ShareIcon name="bookmark" />
            </button>
          </li>
          {shareLinks(url, title).map((link) => {
            const label = t(link.label)
            return (
              <li key={link.network}>
                <a
                  href={link.href}
                  className={styles.shareButton}
                  data-network={link.network}
                  title={label}
                  aria-label={link.newTab ? `${label} ${t('opens_in_new_tab')}` : label}
                  {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <ShareIcon name={link.network} />
                </a>
              </li>
            )
          })}
          <li className={styles.moreItem}>
            <ShareMore url={url} title={title} />
          </li>
        </ul>
      </div>
    </div>
  )
}
