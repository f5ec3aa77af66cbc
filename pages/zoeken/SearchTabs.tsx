// The filter tabs of /zoeken/: 'all' and one per group (labels from the search settings), each with its total once known;
// links, so that Vike's router keeps the URL and the history in step. Groups without hits are left out unless chosen.
import { useT } from '#ui/i18n.tsx'
import { useSearchLabels } from '#views/search/labels.ts'
import { activeGroup, searchUrl, type SearchPageQuery } from '#views/search/search-url.ts'
import type { SearchGroup } from '#search/model.ts'
import { GROUPS } from '#search/post-types.ts'
import styles from './SearchPage.module.css'

export function SearchTabs({ query, groups }: { query: SearchPageQuery; groups: SearchGroup[] | undefined }) {
  const t = useT()
  const labels = useSearchLabels()
  const active = activeGroup(query.postTypes)
  const totalOf = (key: string) => groups?.find((g) => g.key === key)?.total
  const all = groups?.reduce((sum, g) => sum + g.total, 0)
  const tabs = [
    { key: 'all', label: t('search_filter_all'), href: searchUrl(query.q), total: all },
    ...GROUPS.map((g) => ({
      key: g.key,
      label: labels.group(g.key),
      href: searchUrl(query.q, { postTypes: [g.key] }),
      total: totalOf(g.key),
    })),
  ].filter((tab) => tab.key === active || tab.key === 'all' || tab.total !== 0)

  return (
    <nav className={styles.tabs} aria-label={t('search_filters')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.href} className={styles.tab} aria-current={tab.key === active ? 'page' : undefined}>
              {tab.label}
              {tab.total !== undefined ? <span className={styles.tabCount}>{tab.total}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
