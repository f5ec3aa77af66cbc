// The renderers per modal type. A feature registers its renderer once (at module load) beside the component that opens it:
//   registerModal('finder_services', ({ title, titleId, object, close }) => <ServicesList … />)
import type { ReactNode } from 'react'
import type { ModalObjectMap, ModalState, ModalType } from './types.ts'

export type ModalRendererProps<T extends ModalType> = {
  title: string
  /** Put this id on the modal's visible heading: the dialog is labelled by it. */
  titleId: string
  object: ModalObjectMap[T]
  close: () => void
}
export type ModalRenderer<T extends ModalType> = (props: ModalRendererProps<T>) => ReactNode

type Renderers = { [K in ModalType]?: ModalRenderer<K> }
const renderers: Renderers = {}

export function registerModal<T extends ModalType>(type: T, render: Renderers[T]): void {
  renderers[type] = render
}

/** The registered content for an open modal, or undefined when no renderer is registered for its type. */
export function renderModal<T extends ModalType>(modal: ModalState<T>, titleId: string, close: () => void): ReactNode | undefined {
  const render: ModalRenderer<T> | undefined = renderers[modal.type]
  return render?.({ title: modal.title, titleId, object: modal.object, close })
}
