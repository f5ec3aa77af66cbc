// Every modal of the site (spec §2 "Modal types") in one static map: its object type and what renders it. The layout
// hands the map to its <ModalProvider> (pages/+Layout.tsx); openers anywhere call
// `useModal().open({ type, title, object })`, typed by the objects declared here. The renderers of blocks and of the
// finder's term lists load the first time one of their modals opens, so none weighs on a page that never opens one.
import type { ReactNode } from 'react'
import type { Testimonial } from '#lib/model/types.ts'
import type { TimetableSubjectView } from '#blocks/modals.tsx'
import type { TocItem } from '#blocks/toc/TocList.tsx'
import { copyrightWarningModal } from '#ui/modal/CopyrightWarning.tsx'
import type { ModalRenderers } from '#ui/modal/registry.ts'
import type { TermModalObject } from './finder/TermModals.tsx'

declare module '../ui/modal/types.ts' {
  interface ModalObjects {
    timetable_subject: TimetableSubjectView
    testimonials: Testimonial[]
    table_of_contents: { items: TocItem[] }
    finder_filters: FinderFiltersObject
    finder_expertise: TermModalObject
    finder_services: TermModalObject
    finder_official_specializations: TermModalObject
    finder_official_recognitions: TermModalObject
  }
}

/** The finder's filter panel: the finder renders it (its code is the finder page's own), the modal frames it. */
export type FinderFiltersObject = { content: (close: () => void) => ReactNode }

const blockModals = () => import('#blocks/modals.tsx').then((m) => m.BLOCK_MODALS)
const termModal = { load: () => import('./finder/TermModals.tsx').then((m) => m.termModal) }

export const MODALS = {
  copyright_warning: copyrightWarningModal,
  timetable_subject: { load: () => blockModals().then((m) => m.timetable_subject) },
  testimonials: { load: () => blockModals().then((m) => m.testimonials) },
  table_of_contents: { load: () => blockModals().then((m) => m.table_of_contents) },
  finder_filters: ({ object, close }) => object.content(close),
  finder_expertise: termModal,
  finder_services: termModal,
  finder_official_specializations: termModal,
  finder_official_recognitions: termModal,
} satisfies ModalRenderers
