// The chosen filters as chips: each removes itself (a new URL, page 1); "clear all" removes every one.
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { clearFilters, FINDER_LIST_KEYS, toggleValue, type FinderListKey, type FinderQuery } from './finder-query.ts'
import styles from './FinderBar.module.css'

type Props = {
  query: FinderQuery
  label: (key: FinderListKey, value: string) => string
  onChange: (update: (q: FinderQuery) => FinderQuery) => void
  /** A term page's own term: not a chip (the page is about it). */
  fixed?: { key: FinderListKey; value: string }
}

/** Filters chosen in a query, in group order, a fixed term left out. */
export const chosenFilters = (query: FinderQuery, fixed?: { key: FinderListKey; value: string }) =>
  FINDER_LIST_KEYS.flatMap((key) =>
    query.lists[key].filter((value) => !(fixed?.key === key && fixed.value === value)).map((value) => ({ key, value })),
  )

export function FilterChips({ query, label, onChange, fixed }: Props) {
  const t = useT()
  const chips = chosenFilters(query, fixed)
  if (!chips.length) return null
  return (
    <div className={styles.chips}>
      <h2 className="sr-only">{t('finder_chosen_filters')}</h2>
      <ul>
        {chips.map(({ key, value }) => {
          const text = label(key, value)
          return (
            <li key={`${key}:${value}`}>
              <button
                type="button"
                className={styles.chip}
                onClick={() => onChange((q) => toggleValue(q, key, value))}
                aria-label={t('finder_remove_filter', { label: text })}
              >
                {text}
                <Icon name="close" size={14} />
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className={styles.clearAll} onClick={() => onChange((q) => clearFilters(q, fixed))}>
        {t('finder_reset_filters')}
      </button>
    </div>
  )
}
