// The explainer box of the search intro (spec §2, §3 search_settings.search_explainer): a title and items with a book,
// bell or home icon.
import type { LayoutData } from '#content/layout.ts'
import { Icon } from '#ui/icons/Icon.tsx'
import styles from './SuggestionPanel.module.css'

export function SearchExplainer({
  explainer,
  headingId,
}: {
  explainer: LayoutData['search']['explainer']
  headingId: string
}) {
  if (!explainer.title && !explainer.items.length) return null
  return (
    <section className={styles.explainer} aria-labelledby={explainer.title ? headingId : undefined}>
      {explainer.title ? (
        <h2 id={headingId} className={styles.explainerTitle}>
          {explainer.title}
        </h2>
      ) : null}
      <ul className={styles.explainerList}>
        {explainer.items.map((item) => (
          <li key={`${item.icon}-${item.text}`}>
            <span className={styles.explainerIcon}>
              <Icon name={item.icon} size={20} />
            </span>
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  )
}
