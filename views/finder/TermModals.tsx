// The clinic and vet pages' finder modals (spec §2 "Modal types"): finder_expertise, finder_services,
// finder_official_specializations and finder_official_recognitions. Each lists its items sorted by name with their
// introductions (the specialisations and recognitions under the general settings' finder_overlay_settings text),
// each linking to the finder with that term selected. Loaded by the modal map (views/modals.tsx) when one first opens.
import { useEffect, useId } from 'react'
import type { FinderTermItem } from '#content/finder-terms.ts'
import { useT } from '#ui/i18n.tsx'
import type { ModalRenderer } from '#ui/modal/registry.ts'
import styles from './TermModals.module.css'

export type FinderTermModal =
  'finder_expertise' | 'finder_services' | 'finder_official_specializations' | 'finder_official_recognitions'
export type TermModalObject = { intro: string; items: FinderTermItem[]; focusId?: number | undefined }

function TermList({ intro, items, focusId }: TermModalObject) {
  const t = useT()
  const id = useId()
  // Opened from one item: bring that one into view.
  useEffect(() => {
    if (focusId !== undefined) document.getElementById(`${id}-${focusId}`)?.scrollIntoView({ block: 'nearest' })
  }, [focusId, id])
  return (
    <div className={styles.list}>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.id} id={`${id}-${item.id}`} className={item.id === focusId ? styles.current : undefined}>
            {item.iconUrl ? (
              <img src={item.iconUrl} alt="" width={48} height={48} loading="lazy" className={styles.icon} />
            ) : null}
            <div>
              <h3 className={styles.name}>{item.name}</h3>
              {item.introduction ? <p>{item.introduction}</p> : null}
              <a href={item.link} className={styles.link} aria-label={`${t('finder_find_with_term')}: ${item.name}`}>
                {t('finder_find_with_term')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The four term modals show the same list. */
export const termModal: ModalRenderer<FinderTermModal> = ({ object }) => <TermList {...object} />
