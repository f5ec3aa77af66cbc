// Search (spec §2 /zoeken/?q=…): the search form and, until the search function exists, an honest empty state.
import { useSyncExternalStore } from 'react'
import { useT } from '../../components/i18n.tsx'
import styles from './SearchPage.module.css'

const queryFromUrl = () => new URLSearchParams(window.location.search).get('q')?.trim() ?? ''
const noSubscription = () => () => {}

export default function Page() {
  const t = useT()
  const q = useSyncExternalStore(noSubscription, queryFromUrl, () => '')
  return (
    <div className={`container ${styles.page}`}>
      <h1>{q ? t('search_results_for', { query: q }) : t('search_results')}</h1>
      <form action="/zoeken/" method="get" role="search" className={styles.form}>
        <label htmlFor="search-q" className="sr-only">
          {t('search')}
        </label>
        <input key={q} id="search-q" type="search" name="q" defaultValue={q} placeholder={t('search_placeholder')} className={styles.input} />
        <button type="submit" className={styles.button}>
          {t('search_button')}
        </button>
      </form>
      <p className={styles.empty} role="status">
        {q ? t('search_unavailable', { query: q }) : t('search_enter_query')}
      </p>
      {q && (
        <p>
          <a href="/kennisbank/">{t('category_knowledge_base')}</a>
        </p>
      )}
    </div>
  )
}
