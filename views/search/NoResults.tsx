// No results (spec §2): the no-results text with the query, the search tips and a 'look further' button that reopens the
// search. Shared by the header search panel and /zoeken/.
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import styles from './NoResults.module.css'

export function NoResults({
  query,
  onLookFurther,
  compact = false,
}: {
  query: string
  onLookFurther: () => void
  compact?: boolean
}) {
  const t = useT()
  // Plain texts, parsed from the CMS's HTML with the layout data (content/search-tips.ts).
  const tips = usePageContext().globalContext.layout.search.tips
  return (
    <div className={`${styles.noResults} ${compact ? styles.compact : ''}`}>
      <p className={styles.title}>{t('no_results', { query })}</p>
      {tips.length ? (
        <>
          <h2 className={styles.tipsTitle}>{t('search_tips_title')}</h2>
          <ul className={styles.tips}>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className={styles.lookFurther} onClick={onLookFurther}>
        <Icon name="search" size={18} />
        {t('look_further')}
      </button>
    </div>
  )
}
