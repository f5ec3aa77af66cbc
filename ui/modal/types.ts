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
 * The object each modal type receives. The owner of a modal's renderer declares its object type by module augmentation:
 *
 *   declare module '../../components/modal/types.ts' {
 *     interface ModalObjects { timetable_subject: TimetableSubject }
 *   }
 *
 * Types nobody declared take `unknown`.
 */
export interface ModalObjects {
  copyright_warning: { text: string }
}
export type ModalObjectMap = { [K in ModalType]: K extends keyof ModalObjects ? ModalObjects[K] : unknown }

/** An open modal: spec §4 "Modal open/closed with title, type and object". */
export type ModalState<T extends ModalType = ModalType> = { type: T; title: string; object: ModalObjectMap[T] }
