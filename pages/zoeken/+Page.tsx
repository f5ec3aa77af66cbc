// Search results (spec §2 /zoeken/): q (lowercased, URI-encoded) and the optional post_type list from the URL, the total,
// filter tabs per group, 12 results per page with paging links that keep the URL in step (Vike's router: back and forward
// work), and the no-results state. Prerendered as a shell; the results load in the browser from /api/search.
import { useEffect, useState, type FormEvent } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useConsent } from '#ui/consent/useConsent.ts'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { recentSearches } from '#views/search/recent-searches.ts'
import { returnRoute } from '#views/search/return-route.ts'
import {
  SEARCH_PAGE_SIZE,
  SEARCH_PATH,
  parseSearchQuery,
  searchUrl,
  type SearchPageQuery,
} from '#views/search/search-url.ts'
import { useHydrated } from '#views/search/useHydrated.ts'
import { SearchResultsView } from './SearchResultsView.tsx'
import { useLatestSearch } from './useLatestSearch.ts'
import styles from './SearchPage.module.css'

const INPUT_ID = 'search-page-q'

export default function Page() {
  const t = useT()
  const hydrated = useHydrated()
  const pageContext = usePageContext()
  const query: SearchPageQuery | null = hydrated ? parseSearchQuery(pageContext.urlParsed.searchOriginal ?? '') : null
  const q = query?.q ?? ''
  // The page of hits for the URL's query, filter and page; the group totals for the tabs, once per query (size 0: no hits).
  const results = useLatestSearch(
    query?.q
      ? { q, size: SEARCH_PAGE_SIZE, from: (query.page - 1) * SEARCH_PAGE_SIZE, postTypes: query.postTypes }
      : null,
  )
  const groups = useLatestSearch(q ? { q, grouped: true, size: 0 } : null)
  const total = results.status === 'done' ? results.answer.total : undefined
  const functionalConsent = useConsent().functional
  // Read once after hydration: the page the visitor searched from (remembered by the desktop search bar).
  const [back] = useState(() => (typeof window === 'undefined' ? undefined : returnRoute()))

  // Every search that reaches this page is a recent search (once the visitor allows keeping them).
  useEffect(() => {
    if (q) recentSearches.add(q)
  }, [q, functionalConsent])

  // A page past the end (the content changed, or a hand-made URL) moves to the last page.
  const page = query?.page ?? 1
  const postTypes = query?.postTypes
  useEffect(() => {
    if (total === undefined || !postTypes) return
    const last = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
    if (page > last) void navigate(searchUrl(q, { postTypes, page: last }), { overwriteLastHistoryEntry: true })
  }, [total, page, q, postTypes])

  return (
    <div className={`container ${styles.page}`}>
      {hydrated && back ? (
        <a className={styles.back} href={back}>
          <Icon name="chevron-left" size={18} />
          {t('search_return')}
        </a>
      ) : null}
      <h1 className={styles.heading}>{q ? t('search_results_for', { query: q }) : t('search_results')}</h1>
      <SearchPageForm key={q} q={q} />
      <noscript>
        <p className={styles.note}>{t('search_requires_javascript')}</p>
      </noscript>
      {query && q ? <SearchResultsView query={query} results={results} groups={groups} inputId={INPUT_ID} /> : null}
      {hydrated && !q ? <EmptyQuery /> : null}
    </div>
  )
}

function SearchPageForm({ q }: { q: string }) {
  const t = useT()
  const [value, setValue] = useState(q)
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const next = value.trim()
    if (next) void navigate(searchUrl(next))
    else document.getElementById(INPUT_ID)?.focus()
  }
  return (
    <form
      action={SEARCH_PATH}
      method="get"
      role="search"
      aria-label={t('search_refine')}
      className={styles.form}
      onSubmit={onSubmit}
    >
      <label htmlFor={INPUT_ID} className="sr-only">
        {t('search')}
      </label>
      <input
        id={INPUT_ID}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        <Icon name="search" size={20} />
        {t('search_button')}
      </button>
    </form>
  )
}

/** Without a query: what to type, and the words others search for most. */
function EmptyQuery() {
  const t = useT()
  const words = usePageContext().globalContext.layout.search.mostSearchedWords
  return (
    <div className={styles.emptyQuery}>
      <p className={styles.note}>{t('search_enter_query')}</p>
      {words.length ? (
        <section aria-labelledby="most-searched">
          <h2 id="most-searched" className={styles.smallTitle}>
            {t('most_searched_for')}
          </h2>
          <ul className={styles.chips}>
            {words.map((word) => (
              <li key={word}>
                <a href={searchUrl(word)} className={styles.chip}>
                  {word}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
