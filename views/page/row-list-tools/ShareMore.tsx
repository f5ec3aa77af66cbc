// The share bar's 'meer' menu: the device's own share sheet (Web Share API) where the browser has one, and copying the
// link with a confirmation. A disclosure (button + list): Escape or a click elsewhere closes it.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { useT } from '#ui/i18n.tsx'
import { ShareIcon } from './ShareIcon.tsx'
import styles from '../RowListTools.module.css'

type Props = { url: string; title: string }

const noChange = () => () => {}
/** The server does not know the browser: false there and during hydration. */
const browserCanShare = () => typeof navigator.share === 'function'

export function ShareMore({ url, title }: Props) {
  const t = useT()
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const canShare = useSyncExternalStore(noChange, browserCanShare, () => false)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const share = async () => {
    setOpen(false)
    try {
      await navigator.share({ title, url })
    } catch {
      // Cancelled by the visitor, or refused: nothing to report.
    }
  }
  const copy = async () => {
    setOpen(false)
    try {
      await navigator.clipboard.writeText(url)
      setMessage(t('link_copied'))
    } catch {
      setMessage(t('share_copy_failed'))
    }
  }

  return (
    <div ref={root} className={styles.more}>
      <button
        ref={button}
        type="button"
        className={styles.shareButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setMessage('')
          setOpen((o) => !o)
        }}
      >
        <ShareIcon name="more" />
        <span className={styles.moreText}>{t('share_more')}</span>
      </button>
      <ul id={menuId} className={styles.moreMenu} hidden={!open}>
        {canShare ? (
          <li>
            <button type="button" className={styles.moreAction} onClick={() => void share()}>
              {t('share_native')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className={styles.moreAction} onClick={() => void copy()}>
            {t('copy_link')}
          </button>
        </li>
      </ul>
      <p className={styles.moreMessage} role="status">
        {message}
      </p>
    </div>
  )
}
