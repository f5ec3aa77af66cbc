// Finder terms on clinic and vet pages: expertises and services as expertise cards, specialisations and recognitions
// as links. Each opens its modal (spec §2: finder_expertise, finder_services, finder_official_specializations,
// finder_official_recognitions) listing the page's items sorted by name with their introductions; without JavaScript
// (or with a modifier key) the link goes to the finder with that term selected.
import type { MouseEvent } from 'react'
import type { FinderTermItem } from '#content/finder-terms.ts'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { ExpertiseCard } from '#ui/cards/ExpertiseCard.tsx'
import type { FinderTermModal } from '../finder/TermModals.tsx'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '#ui/i18n.tsx'
import { useModal } from '#ui/modal/ModalProvider.tsx'
import styles from './FinderTerms.module.css'

/** Without `modal` (the labels): plain links. */
type Props = { title: string; items: FinderTermItem[]; modal?: FinderTermModal; intro?: string }

/** The click handler that opens the modal on `item`, or lets the browser follow the link (new tab and the like). */
function useOpener({ title, items, modal, intro = '' }: Props) {
  const { open } = useModal()
  return (item: FinderTermItem) =>
    modal &&
    ((e: MouseEvent<HTMLAnchorElement>) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      // Vike's router follows any link click that reaches the document, prevented or not: stop it here.
      e.preventDefault()
      e.stopPropagation()
      open({ type: modal, title, object: { intro, items, focusId: item.id } })
    })
}

export function ExpertiseList(props: Props) {
  const opener = useOpener(props)
  if (props.items.length === 0) return null
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{props.title}</h2>
      <CardGrid columns={2}>
        {props.items.map((c) => (
          <ExpertiseCard key={c.id} card={c} onOpen={opener(c)} />
        ))}
      </CardGrid>
    </section>
  )
}

export function TermLinks(props: Props) {
  const opener = useOpener(props)
  if (props.items.length === 0) return null
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{props.title}</h2>
      <ul className={styles.links}>
        {props.items.map((t) => (
          <li key={t.id}>
            <a href={t.link} onClick={opener(t)} aria-haspopup={props.modal ? 'dialog' : undefined}>
              {t.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

type TermSets = {
  expertises: FinderTermItem[]
  services: FinderTermItem[]
  specialisations: FinderTermItem[]
  recognitions: FinderTermItem[]
  labels?: FinderTermItem[]
}

/** A clinic's or vet's finder terms, each kind opening its modal; the introductions of the official ones from settings. */
export function FinderTermLists({ terms }: { terms: TermSets }) {
  const t = useT()
  const overlay = usePageContext().globalContext.layout.finderOverlay
  return (
    <>
      <ExpertiseList title={t('finder_expertises')} items={terms.expertises} modal="finder_expertise" />
      <ExpertiseList title={t('finder_services')} items={terms.services} modal="finder_services" />
      <TermLinks
        title={t('finder_specialisations')}
        items={terms.specialisations}
        modal="finder_official_specializations"
        intro={overlay.specialisationsIntroduction}
      />
      <TermLinks
        title={t('finder_recognitions')}
        items={terms.recognitions}
        modal="finder_official_recognitions"
        intro={overlay.recognitionsIntroduction}
      />
      {terms.labels ? <TermLinks title={t('finder_labels')} items={terms.labels} /> : null}
    </>
  )
}
