// The notification bar (spec §2, §4): the general notifications, or on finder pages the finder notification (only when
// the settings say to show it). The close button hides it for the rest of the visit (sessionStorage); on later page
// loads a head script hides it before the first paint (CLOSED_NOTIFICATIONS_HEAD_SCRIPT).
import { useState, useSyncExternalStore } from 'react'
import type { Notification } from '#content/layout.ts'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { isInternal, targetProps } from '../menu/menu-links.ts'
import { readSession, writeSession } from '#ui/browser/session-storage.ts'
import { notificationColors, notificationsKey } from './notifications.ts'
import styles from './NotificationBar.module.css'

const noSubscription = () => () => {}

export function NotificationBar({ notifications }: { notifications: Notification[] }) {
  const t = useT()
  const key = notificationsKey(notifications)
  const remembered = useSyncExternalStore(
    noSubscription,
    () => readSession(key) === 'closed',
    () => false,
  )
  const [closedNow, setClosedNow] = useState(false)
  if (!notifications.length || remembered || closedNow) return null

  const close = () => {
    writeSession(key, 'closed')
    setClosedNow(true)
  }
  const first = notifications[0]
  const colors = notificationColors(first?.backgroundColor ?? '')
  return (
    <div
      className={styles.bar}
      data-notification-key={key}
      role="region"
      aria-label={t('notifications')}
      style={{ background: colors.background, color: colors.text }}
    >
      <div className={`container ${styles.inner}`}>
        <ul className={styles.list}>
          {notifications.map((n, i) => (
            <li key={i} className={styles.item}>
              <Icon name={n.icon === 'star' ? 'star' : 'exclamation'} size={20} className={styles.icon} />
              <p className={styles.text}>
                {n.text}
                {n.link ? (
                  <>
                    {' '}
                    <a
                      className={styles.link}
                      href={n.link.url}
                      {...(isInternal(n.link.url) ? {} : targetProps(n.link.target))}
                    >
                      {n.link.title}
                    </a>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.close} onClick={close} aria-label={t('notification_close')}>
          <Icon name="close" size={20} />
        </button>
      </div>
    </div>
  )
}
