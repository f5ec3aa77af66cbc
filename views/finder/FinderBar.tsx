// The live finder's search bar (spec §3 "Finder query params"): name search, postcode or place with "use my location",
// distance, and the Filters button that opens the finder_filters modal; the chosen filters as removable chips below.
import { useState, type FormEvent } from 'react'
import type { FinderDistance } from '#lib/model/finder.ts'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { distanceCounts, type FinderQuery } from './finder-query.ts'
import { PlaceField } from './PlaceField.tsx'
import type { FinderUpdate } from './useFinderUrl.ts'
import styles from './FinderBar.module.css'

type Props = {
  query: FinderQuery
  update: FinderUpdate
  distances: { value: FinderDistance; label: string }[]
  onOpenFilters: () => void
  /** How many filters the visitor chose (a term page's own term not counted). */
  chosen: number
}

export function FinderBar({ query, update, distances, onOpenFilters, chosen }: Props) {
  const t = useT()
  const [q, setQ] = useState(query.q)
  const [syncedQ, setSyncedQ] = useState(query.q)
  if (syncedQ !== query.q) {
    setSyncedQ(query.q)
    setQ(query.q)
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    update((c) => ({ ...c, q: q.trim() }))
  }
  const needsPlace = query.distance !== 'all' && !distanceCounts(query)

  return (
    <form
      role="search"
      aria-label={t('finder_title')}
      className={styles.bar}
      onSubmit={onSubmit}
      action="/finder/"
      method="get"
    >
      <div className={styles.field}>
        <label htmlFor="finder-q" className={styles.label}>
          {t('finder_name')}
        </label>
        <div className={styles.combo}>
          <Icon name="search" size={18} className={styles.inputIcon} />
          <input
            id="finder-q"
            name="q"
            type="search"
            placeholder={t('finder_name_placeholder')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.input}
          />
        </div>
      </div>
      <PlaceField
        postcode={query.postcode}
        located={query.lat !== undefined}
        onLocated={(p, replace) => update((c) => ({ ...c, postcode: p.postcode, lat: p.lat, lng: p.lng }), { replace })}
        onUnlocated={(postcode, replace) =>
          update((c) => ({ ...c, postcode, lat: undefined, lng: undefined }), { replace })
        }
        onCleared={() => update((c) => ({ ...c, postcode: '', lat: undefined, lng: undefined, distance: 'all' }))}
      />
      <div className={styles.field}>
        <label htmlFor="finder-distance" className={styles.label}>
          {t('finder_distance')}
        </label>
        <select
          id="finder-distance"
          name="filter_distance"
          value={query.distance}
          onChange={(e) => {
            const distance = distances.find((d) => d.value === e.target.value)?.value ?? 'all'
            update((c) => ({ ...c, distance }))
          }}
          aria-describedby={needsPlace ? 'finder-distance-hint' : undefined}
          className={styles.select}
        >
          {distances.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
        {needsPlace ? (
          <p id="finder-distance-hint" className={styles.hint}>
            {t('finder_distance_needs_place')}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.filters} onClick={onOpenFilters} aria-haspopup="dialog">
          <Icon name="filter" size={18} />
          {t('finder_filters')}
          {chosen ? <span className={styles.badge}>{t('finder_filters_chosen', { count: chosen })}</span> : null}
        </button>
        <button type="submit" className={styles.submit}>
          {t('finder_search_button')}
        </button>
      </div>
    </form>
  )
}
