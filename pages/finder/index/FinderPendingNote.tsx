// Honest note for a submitted finder form: the static list below is not filtered yet (the live finder is its own
// issue). Shown only when the URL carries finder query parameters (read in the browser, after hydration).
import { useSyncExternalStore } from 'react'
import { useT } from '../../../components/i18n.tsx'
import styles from './FinderPendingNote.module.css'

const FINDER_PARAMS = ['q', 'postcode', 'filter_distance', 'finder_issues', 'finder_expertise', 'finder_service', 'finder_specialisation', 'finder_recognition', 'finder_label', 'finder_province']

const hasFinderQuery = () => {
  const params = new URLSearchParams(window.location.search)
  return FINDER_PARAMS.some((p) => params.getAll(p).some(Boolean))
}
const noSubscription = () => () => {}

export function FinderPendingNote() {
  const t = useT()
  const filtered = useSyncExternalStore(noSubscription, hasFinderQuery, () => false)
  if (!filtered) return null
  return (
    <p className={styles.note} role="status">
      {t('finder_filters_pending')}
    </p>
  )
}
