// The renderers per modal type. A feature registers its renderer once (at module load) beside the component that opens it:
//   registerModal('finder_services', ({ title, titleId, object, close }) => <ServicesList … />)
// or, to keep the renderers out of every page's JavaScript, names a module that registers them when it loads:
//   registerModalModule(['testimonials', …], () => import('#blocks/modals.tsx'))
// — it is then loaded the first time one of those modals opens (the dialog shows its frame meanwhile).
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react'
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

type Loader = () => Promise<unknown>
type ContentProps = { modal: ModalState; titleId: string; close: () => void }

const modules: { [K in ModalType]?: Loader } = {}
const lazyContents = new Map<Loader, ComponentType<ContentProps>>()

/** These modal types are registered by a module that is loaded when the first of them opens. */
export function registerModalModule(types: readonly ModalType[], load: Loader): void {
  for (const type of types) modules[type] = load
}

function Content({ modal, titleId, close }: ContentProps) {
  const render = renderers[modal.type] as ModalRenderer<ModalType> | undefined
  return render?.({ title: modal.title, titleId, object: modal.object, close }) ?? null
}

/** One lazy component per module: React loads it once; a failed load (offline) is tried again on the next open. */
function lazyContent(load: Loader): ComponentType<ContentProps> {
  let component = lazyContents.get(load)
  if (!component) {
    component = lazy(() =>
      load().then(
        () => ({ default: Content }),
        (error: unknown) => {
          lazyContents.delete(load)
          throw error
        },
      ),
    )
    lazyContents.set(load, component)
  }
  return component
}

/** The registered content for an open modal, or undefined when no renderer is registered for its type. */
export function renderModal<T extends ModalType>(modal: ModalState<T>, titleId: string, close: () => void): ReactNode | undefined {
  const render: ModalRenderer<T> | undefined = renderers[modal.type]
  if (render) return render({ title: modal.title, titleId, object: modal.object, close })
  const load = modules[modal.type]
  return load ? createElement(Suspense, { fallback: null }, createElement(lazyContent(load), { modal, titleId, close })) : undefined
}
