// What each modal type renders: one static map, `views/modals.tsx` (MODALS), handed to the <ModalProvider> by
// pages/+Layout.tsx. A type's entry is its renderer, or `{ load }`: a loader of its renderer's module, fetched the
// first time such a modal opens (the dialog shows its frame meanwhile) — so no renderer weighs on every page's JS.
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
/** A modal type's renderer, or the loader of its renderer (code fetched on first open). */
export type ModalEntry<T extends ModalType> = ModalRenderer<T> | { load: () => Promise<ModalRenderer<T>> }
/** Every modal type and what renders it: a type without an entry is a type error where the map is written. */
export type ModalRenderers = { [K in ModalType]: ModalEntry<K> }

type ContentProps<T extends ModalType> = { modal: ModalState<T>; titleId: string; close: () => void }
/** Lazy components by loader (a cache of components whose props differ per type: read back as the loader's own). */
const lazyContents = new Map<() => Promise<unknown>, ComponentType<never>>()

/** One lazy component per loader: React loads it once; a failed load (offline) is tried again on the next open. */
function lazyContent<T extends ModalType>(load: () => Promise<ModalRenderer<T>>): ComponentType<ContentProps<T>> {
  const cached = lazyContents.get(load) as ComponentType<ContentProps<T>> | undefined
  if (cached) return cached
  const component = lazy(() =>
    load().then(
      (render) => ({
        default: ({ modal, titleId, close }: ContentProps<T>) =>
          render({ title: modal.title, titleId, object: modal.object, close }),
      }),
      (error: unknown) => {
        lazyContents.delete(load)
        throw error
      },
    ),
  )
  lazyContents.set(load, component)
  return component
}

/** The content for an open modal from the map, or undefined when the map has no entry for its type. */
export function renderModal<T extends ModalType>(
  modal: ModalState<T>,
  renderers: Partial<ModalRenderers>,
  titleId: string,
  close: () => void,
): ReactNode | undefined {
  const entry = renderers[modal.type] as ModalEntry<T> | undefined
  if (!entry) return undefined
  if (typeof entry === 'function') return entry({ title: modal.title, titleId, object: modal.object, close })
  return createElement(Suspense, { fallback: null }, createElement(lazyContent(entry.load), { modal, titleId, close }))
}
