// The modal types (spec §2 "Modal types") and what each one shows.

/** The spec's modal types, plus the layout's own copyright warning. */
export const MODAL_TYPES = [
  'timetable_subject',
  'testimonials',
  'table_of_contents',
  'finder_expertise',
  'finder_filters',
  'finder_services',
  'finder_official_specializations',
  'finder_official_recognitions',
  'copyright_warning',
] as const
export type ModalType = (typeof MODAL_TYPES)[number]

/**
 * The object each modal type receives. The modals whose objects are UI primitives' own are declared here; the rest
 * beside their renderers in the one map of every modal, views/modals.tsx (one interface, completed there, because
 * those objects are shapes of layers above this one). A type nobody declared takes `unknown`.
 */
export interface ModalObjects {
  copyright_warning: { text: string }
}
export type ModalObjectMap = { [K in ModalType]: K extends keyof ModalObjects ? ModalObjects[K] : unknown }

/** An open modal: spec §4 "Modal open/closed with title, type and object". */
export type ModalState<T extends ModalType = ModalType> = { type: T; title: string; object: ModalObjectMap[T] }
