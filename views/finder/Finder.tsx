// The live finder (spec §2 /finder/ and /finder/{term}/, §3, §4): the state in the URL, the search bar, the filter
// modal, the chosen filters, the results as a list or on a map. Before hydration (and without JavaScript) the page's
// own form and prerendered list show instead: `fallback`.
import { useMemo, type ReactNode } from 'react'
import { FINDER_TERM_SIZE } from '#lib/model/finder.ts'
import type { FinderFilter } from '#lib/model/types.ts'
import { useT } from '#ui/i18n.tsx'
import { useModal } from '#ui/modal/ModalProvider.tsx'
import { FilterChips, chosenFilters } from './FilterChips.tsx'
import { FilterPanel } from './FilterPanel.tsx'
import { FinderBar } from './FinderBar.tsx'
import { FinderResultCard } from './FinderResultCard.tsx'
import { FinderResultsView } from './FinderResultsView.tsx'
import { distanceCounts, isEmptyQuery, pageSize, type FinderTermSelection } from './finder-query.ts'
import { distanceOptions, filterGroups, optionLabel } from './filter-labels.ts'
import { useFinderResults } from './useFinderResults.ts'
import { useFinderUrl } from './useFinderUrl.ts'
import { useMostViewed } from './useMostViewed.ts'
import styles from './Finder.module.css'

/** The curated list shows one row of three on a wide screen, two rows at most (decision 009). */
const MOST_VIEWED_SHOWN = 6

type Props = {
  filters: FinderFilter[]
  /** On /finder/{term}/: the term the page selects, with its name. */
  term?: (FinderTermSelection & { label: string }) | undefined
  fallback: ReactNode
}

export function Finder({ filters, term, fallback }: Props) {
  const t = useT()
  const modal = useModal()
  const { query, update } = useFinderUrl(term)
  const groups = useMemo(() => filterGroups(filters), [filters])
  const distances = distanceOptions(filters, (km) => t('finder_distance_km', { km }), t('finder_distance_all'))
  const perPage = term ? FINDER_TERM_SIZE : pageSize(query?.display ?? 'list')
  const state = useFinderResults(query, perPage * (query?.page ?? 1))
  const mostViewed = useMostViewed(query !== null && !term && isEmptyQuery(query))

  if (!query) return <>{fallback}</>
  const fixed = term && { key: term.key, value: term.value }
  const label = (key: Parameters<typeof optionLabel>[1], value: string) =>
    optionLabel(groups, key, value, term && { key: term.key, value: term.value, label: term.label })
  const located = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined

  const openFilters = () =>
    modal.open({
      type: 'finder_filters',
      title: t('finder_filters'),
      // Applying commits the query and closes the modal (spec §4: hides the modal and unlocks scroll).
      object: {
        content: (close) => (
          <FilterPanel
            groups={groups}
            query={query}
            total={state.total}
            facets={state.facets}
            {...(fixed ? { fixed } : {})}
            apply={(draft) => {
              close()
              update(() => draft)
            }}
          />
        ),
      },
    })

  return (
    <div className={styles.finder}>
      <FinderBar
        query={query}
        update={update}
        distances={distances}
        onOpenFilters={openFilters}
        chosen={chosenFilters(query, fixed).length}
      />
      <FilterChips query={query} label={label} onChange={(change) => update(change)} fixed={fixed} />
      {mostViewed.length ? (
        <section className={styles.mostViewed} aria-labelledby="finder-most-viewed">
          <h2 id="finder-most-viewed" className={styles.title}>
            {t('finder_most_viewed')}
          </h2>
          <ul className={styles.mostViewedList}>
            {mostViewed.slice(0, MOST_VIEWED_SHOWN).map((r) => (
              <li key={`${r.type}:${r.id}`}>
                <FinderResultCard result={r} compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <FinderResultsView
        state={state}
        display={query.display}
        onDisplay={(display) => update((c) => ({ ...c, display }), { keepPage: true })}
        onLoadMore={() => update((c) => ({ ...c, page: c.page + 1 }), { keepPage: true })}
        center={located}
        radiusKm={distanceCounts(query) ? Number(query.distance) : undefined}
      />
    </div>
  )
}
