// The modal's chrome: a title bar with a close button around the registered renderer's content.
import type { ReactNode } from 'react'
import { useT } from '../i18n.tsx'
import { Icon } from '../icons/Icon.tsx'
import styles from './Modal.module.css'

type Props = { title: string; titleId: string; onClose: () => void; children: ReactNode | undefined }

export function ModalFrame({ title, titleId, onClose, children }: Props) {
  const t = useT()
  return (
    <div className={styles.frame}>
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  )
}
