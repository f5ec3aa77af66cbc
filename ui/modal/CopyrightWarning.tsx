// Client only: after a mouse selection of more than 40 words, the copyright warning modal with the CMS text.
import { useEffect } from 'react'
import { useT } from '../i18n.tsx'
import { exceedsCopyrightLimit } from './copyright.ts'
import { useModal } from './ModalProvider.tsx'
import type { ModalRenderer } from './registry.ts'
import styles from './Modal.module.css'

/** The warning's text in the modal (views/modals.tsx). */
export const copyrightWarningModal: ModalRenderer<'copyright_warning'> = ({ object }) => (
  <p className={styles.text}>{object.text}</p>
)

export function CopyrightWarning({ text }: { text: string }) {
  const t = useT()
  const { open, current } = useModal()
  const modalOpen = current !== null
  const title = t('copyright_warning_title')

  useEffect(() => {
    if (!text || modalOpen) return
    const onMouseUp = () => {
      const selection = window.getSelection()
      if (!selection || selection.isCollapsed) return
      // Selections inside a dialog (the warning itself, other modals) do not count.
      const anchor =
        selection.anchorNode instanceof Element ? selection.anchorNode : selection.anchorNode?.parentElement
      if (anchor?.closest('dialog')) return
      if (exceedsCopyrightLimit(selection.toString())) open({ type: 'copyright_warning', title, object: { text } })
    }
    document.addEventListener('mouseup', onMouseUp)
    return () => document.removeEventListener('mouseup', onMouseUp)
  }, [text, title, open, modalOpen])

  return null
}
