// The layout's one modal (spec §2, §4): `useModal().open({ type, title, object })` / `close()`. It closes on route change.
import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { withTrailingSlash } from '../browser/page-path.ts'
import { Dialog } from './Dialog.tsx'
import { ModalFrame } from './ModalFrame.tsx'
import { renderModal, type ModalRenderers } from './registry.ts'
import type { ModalState, ModalType } from './types.ts'
import styles from './Modal.module.css'

type ModalApi = {
  open: <T extends ModalType>(modal: ModalState<T>) => void
  close: () => void
  /** The open modal's type and title (its object stays with the renderer), or null. */
  current: { type: ModalType; title: string } | null
}

const ModalContext = createContext<ModalApi | null>(null)

type Opened = {
  type: ModalType
  title: string
  path: string
  render: (titleId: string, close: () => void) => ReactNode
}

/** `renderers`: what each modal type shows (views/modals.tsx, MODALS). */
export function ModalProvider({ renderers, children }: { renderers: Partial<ModalRenderers>; children: ReactNode }) {
  const path = withTrailingSlash(usePageContext().urlPathname)
  const titleId = useId()
  const [opened, setOpened] = useState<Opened | null>(null)
  // Tied to the page it was opened on: navigating closes it (spec §2 "A modal closes on route change").
  const modal = opened?.path === path ? opened : null

  const close = useCallback(() => setOpened(null), [])
  const open = useCallback(
    <T extends ModalType>(m: ModalState<T>) =>
      setOpened({
        type: m.type,
        title: m.title,
        path,
        render: (id, onClose) => renderModal(m, renderers, id, onClose),
      }),
    [path, renderers],
  )
  const api = useMemo<ModalApi>(
    () => ({ open, close, current: modal && { type: modal.type, title: modal.title } }),
    [open, close, modal],
  )

  return (
    <ModalContext.Provider value={api}>
      {children}
      <Dialog open={modal !== null} onClose={close} labelledBy={titleId} className={styles.dialog}>
        {modal ? (
          <ModalFrame title={modal.title} titleId={titleId} onClose={close}>
            {modal.render(titleId, close)}
          </ModalFrame>
        ) : null}
      </Dialog>
    </ModalContext.Provider>
  )
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext)
  if (!api) throw new Error('useModal() needs the <ModalProvider> of pages/+Layout.tsx around it')
  return api
}
