// The video lightbox (loaded only when a visitor with advertising consent presses play): a modal <dialog> with the
// embedded player. Focus stays inside while open, Escape or the close button closes it, and focus returns to the poster.
import { useId } from 'react'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { Dialog } from '#ui/modal/Dialog.tsx'
import styles from './VideoParts.module.css'

type Props = { open: boolean; src: string; title: string; onClose: () => void }

export function VideoLightbox({ open, src, title, onClose }: Props) {
  const t = useT()
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className={styles.lightbox}>
      <div className={styles.lightboxBar}>
        <h2 id={titleId} className={styles.lightboxTitle}>
          {title}
        </h2>
        <button type="button" className={styles.lightboxClose} onClick={onClose} aria-label={t('close')}>
          <Icon name="close" size={22} />
        </button>
      </div>
      {/* Only while open: closing removes the player, which stops the video. */}
      {open ? (
        <div className={styles.lightboxFrame}>
          <iframe
            src={src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : null}
    </Dialog>
  )
}
