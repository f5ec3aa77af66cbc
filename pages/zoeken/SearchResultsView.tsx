// The results part of /zoeken/: filter tabs with the group totals, the total, the hits, paging, and the loading, error and
// no-results states.
import { NoResults } from '#views/search/NoResults.tsx'
import { useT } from '#ui/i18n.tsx'
import { openHeaderSearch } from '#views/search/search-open.ts'
import { SEARCH_PAGE_SIZE, type SearchPageQuery } from '#views/search/search-url.ts'
import { SearchHitList } from './SearchHitList.tsx'
import { SearchPager } from './SearchPager.tsx'
import { SearchTabs } from './SearchTabs.tsx'
import type { LatestSearch } from './useLatestSearch.ts'
import styles from './SearchPage.module.css'
import { Spinner } from '#ui/Spinner.tsx'

type Props = { query: SearchPageQuery; results: LatestSearch; groups: LatestSearch; inputId: string }

export function SearchResultsView({ query, results, groups, inputId }: Props) {
  const t = useT()
  const answer =
    results.status === 'done' ? results.answer : results.status === 'loading' ? results.previous : undefined
  const loading = results.status === 'loading'
  const lookFurther = () => {
    if (openHeaderSearch(query.q)) return
    const input = document.getElementById(inputId)
    if (input instanceof HTMLInputElement) {
      input.focus()
      input.select()
    }
  }
  const count = answer
    ? answer.total === 1
      ? t('search_result_count_one')
      : t('search_result_count', { count: answer.total })
    : ''

  return (
    <div>
      {/* Counts only for this query: another query's counts would mislead while the new ones load. */}
      <SearchTabs query={query} groups={groups.status === 'done' ? groups.answer.groups : undefined} />
      <p className={styles.status} role="status">
        {loading ? (
          <>
            <Spinner />
            {t('searching')}
          </>
        ) : results.status === 'done' && answer?.total ? (
          count
        ) : null}
      </p>
      {results.status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>{t('search_error')}</p>
          <button type="button" className={styles.retry} onClick={results.retry}>
            {t('search_retry')}
          </button>
        </div>
      ) : results.status === 'done' && results.answer.total === 0 ? (
        <NoResults query={query.q} onLookFurther={lookFurther} />
      ) : answer ? (
        <div className={loading ? styles.stale : undefined} aria-busy={loading}>
          <SearchHitList hits={answer.results} start={(query.page - 1) * SEARCH_PAGE_SIZE + 1} query={query.q} />
          <SearchPager query={query} total={answer.total} />
        </div>
      ) : null}
    </div>
  )
}
