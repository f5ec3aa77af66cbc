// Paging of /zoeken/ (12 per page): previous, numbered pages (first, last, two either side), next; links to the same
// search with `page`, so back and forward step through the pages.
import { pageCount, pageWindow } from '#content/paging.ts'
import { useT } from '#ui/i18n.tsx'
import { SEARCH_PAGE_SIZE, searchUrl, type SearchPageQuery } from '#views/search/search-url.ts'
import styles from './SearchPage.module.css'

export function SearchPager({ query, total }: { query: SearchPageQuery; total: number }) {
  const t = useT()
  const pages = pageCount(total, SEARCH_PAGE_SIZE)
  const page = Math.min(query.page, pages)
  if (pages <= 1) return null
  const href = (n: number) => searchUrl(query.q, { postTypes: query.postTypes, page: n })
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      <p className={styles.pageOf}>{t('page_of', { page, total: pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className={styles.step}>
              {t('previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <a href={href(n)} className={styles.number} aria-current={n === page ? 'page' : undefined}>
                <span className="sr-only">{t('page')} </span>
                {n}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next" className={styles.step}>
              {t('next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
