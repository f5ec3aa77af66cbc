// The alphabetical tag index (spec §2 Generic page view): a letter bar and the tags per first letter.
import type { TagGroup } from '#content/tag-index.ts'
import { useT } from '#ui/i18n.tsx'
import styles from './TagIndex.module.css'

export function TagIndex({ groups }: { groups: TagGroup[] }) {
  const t = useT()
  if (groups.length === 0) return null
  const id = (letter: string) => `onderwerpen-${letter === '#' ? 'overig' : letter.toLowerCase()}`
  return (
    <section className={styles.index} aria-labelledby="tag-index-title">
      <div className="container">
        <h2 id="tag-index-title">{t('tag_index_title')}</h2>
        <nav aria-label={t('tags')}>
          <ul className={styles.letters}>
            {groups.map((g) => (
              <li key={g.letter}>
                <a href={`#${id(g.letter)}`}>{g.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.groups}>
          {groups.map((g) => (
            <section key={g.letter} id={id(g.letter)} className={styles.group} aria-labelledby={`${id(g.letter)}-kop`}>
              <h3 id={`${id(g.letter)}-kop`} className={styles.letter}>
                {g.letter}
              </h3>
              <ul className={styles.tags}>
                {g.tags.map((tag) => (
                  <li key={tag.path}>
                    <a href={tag.path}>{tag.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  )
}
