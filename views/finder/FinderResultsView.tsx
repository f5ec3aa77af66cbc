// The results (spec §4): the count (a live region), the display switch (list or map), the list — beside the map in map
// view, where it stays the accessible view — and load more, which appends and moves focus to the first new result.
import { useEffect, useId, useRef } from 'react'
import type { FinderResult } from '#lib/model/finder.ts'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { Spinner } from '#ui/Spinner.tsx'
import { FinderResultCard } from './FinderResultCard.tsx'
import type { FinderDisplay } from './finder-query.ts'
import { MapPanel } from './map/MapPanel.tsx'
import type { FinderResults } from './useFinderResults.ts'
import styles from './Finder.module.css'

type Props = {
  state: FinderResults
  display: FinderDisplay
  onDisplay: (display: FinderDisplay) => void
  onLoadMore: () => void
  center?: { lat: number; lng: number } | undefined
  radiusKm?: number | undefined
}

export function FinderResultsView({ state, display, onDisplay, onLoadMore, center, radiusKm }: Props) {
  const t = useT()
  const id = useId()
  const listId = `${id}-list`
  const { results, total, status } = state
  const focusFrom = useRef<number | null>(null)
  const list = useRef<HTMLOListElement>(null)

  // After load more: focus the first result that came in.
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || results.length <= from) return
    focusFrom.current = null
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li a')[from]?.focus()
  }, [results.length])

  const count = total === undefined ? '' : total === 1 ? t('finder_results_one') : t('finder_results', { count: total })
  const more = total !== undefined && results.length < total && status !== 'loading'

  return (
    <section className={styles.results} aria-labelledby={`${id}-title`} aria-busy={status === 'loading'}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('finder_results_title')}
        </h2>
        <p className={styles.count} role="status">
          {status === 'loading' && total === undefined ? (
            <>
              <Spinner /> {t('finder_loading')}
            </>
          ) : (
            count
          )}
        </p>
        <div className={styles.switch} role="group" aria-label={t('finder_display')}>
          {(['list', 'map'] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={display === d}
              onClick={() => onDisplay(d)}
              className={styles.switchButton}
            >
              <Icon name={d} size={18} />
              {d === 'list' ? t('finder_list') : t('finder_map')}
            </button>
          ))}
        </div>
      </div>
      {status === 'error' ? (
        <p className={styles.error} role="alert">
          {t('finder_error')}{' '}
          <button type="button" onClick={state.retry} className={styles.retry}>
            {t('finder_retry')}
          </button>
        </p>
      ) : null}
      {total === 0 ? <p className={styles.empty}>{t('finder_no_results')}</p> : null}
      <div className={display === 'map' ? styles.mapLayout : undefined}>
        {display === 'map' ? <MapPanel results={results} center={center} radiusKm={radiusKm} listId={listId} /> : null}
        <ol
          ref={list}
          id={listId}
          tabIndex={-1}
          className={`${styles.list} ${display === 'map' ? styles.side : ''} ${state.stale ? styles.stale : ''}`}
        >
          {results.map((r: FinderResult) => (
            <li key={`${r.type}:${r.id}`}>
              <FinderResultCard result={r} compact={display === 'map'} />
            </li>
          ))}
        </ol>
      </div>
      {more ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => {
            focusFrom.current = results.length
            onLoadMore()
          }}
        >
          {t('finder_load_more')}
        </button>
      ) : null}
      {status === 'loading' && total !== undefined && results.length < total ? (
        <p className={styles.loadingMore}>
          <Spinner /> {t('finder_loading')}
        </p>
      ) : null}
    </section>
  )
}
