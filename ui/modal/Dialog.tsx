// A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (the focus trap), Escape closes it,
// focus returns to where it was, page scroll is locked, and a click on the backdrop closes it.
import { useEffect, useRef, type ReactNode } from 'react'
import { useScrollLock } from './useScrollLock.ts'

type Props = {
  open: boolean
  onClose: () => void
  /** The id of the dialog's visible title (aria-labelledby); else give `label`. */
  labelledBy?: string
  label?: string
  className?: string
  children: ReactNode
}

export function Dialog({ open, onClose, labelledBy, label, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  useScrollLock(open)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
    if (!open && returnFocusTo.current?.isConnected) {
      returnFocusTo.current.focus()
      returnFocusTo.current = null
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={className}
      aria-modal="true"
      aria-labelledby={open ? labelledBy : undefined}
      aria-label={labelledBy ? undefined : label}
      // Escape (cancel) and dialog.close() both end in `close`: keep the state in step.
      onClose={() => {
        if (open) onClose()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      {children}
    </dialog>
  )
}
