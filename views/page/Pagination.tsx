// Paging links for a list (docs/decisions/002-list-paging.md): previous, numbered pages, next. Also turns a
// `?page=N` query on the canonical URL into the prerendered "pagina/N/" URL (client-side, replacing the entry).
import { useEffect } from 'react'
import { navigate } from 'vike/client/router'
import { pageFromQuery, pagedPath, pageWindow, type Paging } from '#content/paging.ts'
import { useT } from '#ui/i18n.tsx'
import styles from './Pagination.module.css'

/** `followPageQuery` false: the page reads `?page` itself (the finder's load-more state, decision 009). */
export function Pagination({ paging, followPageQuery = true }: { paging: Paging; followPageQuery?: boolean }) {
  const t = useT()
  const { page, pages, base } = paging
  useEffect(() => {
    if (!followPageQuery) return
    const wanted = pageFromQuery(window.location.search)
    if (wanted && wanted !== page && wanted <= pages)
      void navigate(pagedPath(base, wanted), { overwriteLastHistoryEntry: true })
  }, [base, page, pages, followPageQuery])
  if (pages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <p className="sr-only">{t('page_of', { page, total: pages })}</p>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <a href={pagedPath(base, page - 1)} rel="prev" className={styles.step}>
              {t('previous')}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <a href={pagedPath(base, n)} className={styles.number} aria-current={n === page ? 'page' : undefined}>
                <span className="sr-only">{t('page')} </span>
                {n}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={pagedPath(base, page + 1)} rel="next" className={styles.step}>
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
