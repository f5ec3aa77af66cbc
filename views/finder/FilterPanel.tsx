// The finder_filters modal's content (spec §2, §4): the CMS filter groups, one expanded at a time, each option with
// what it would give; the button shows the draft's count (dry run, 500 ms after a change; empty when it fails) and
// applying commits the query (page 1), hides the modal and unlocks scroll.
import { useId, useState } from 'react'
import type { FinderFacets } from '#lib/model/finder.ts'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { clearFilters, toggleValue, type FinderListKey, type FinderQuery } from './finder-query.ts'
import type { FilterGroup } from './filter-labels.ts'
import { useFinderCount } from './useFinderCount.ts'
import styles from './FilterPanel.module.css'

export type FilterPanelProps = {
  groups: FilterGroup[]
  query: FinderQuery
  /** The committed query's total and facets, shown until the draft's count comes. */
  total: number | undefined
  facets: FinderFacets
  apply: (draft: FinderQuery) => void
  /** A group the term page fixes (its own term stays chosen). */
  fixed?: { key: FinderListKey; value: string }
}

export function FilterPanel({ groups, query, total, facets, apply, fixed }: FilterPanelProps) {
  const t = useT()
  const id = useId()
  const [draft, setDraft] = useState(query)
  const [openKey, setOpenKey] = useState<FinderListKey | null>(
    () => groups.find((g) => query.lists[g.key].length)?.key ?? groups[0]?.key ?? null,
  )
  const count = useFinderCount(draft, total === undefined ? undefined : { total, facets })
  const label =
    count.total === undefined
      ? t('finder_show')
      : count.total === 1
        ? t('finder_show_results_one')
        : t('finder_show_results', { count: count.total })

  return (
    <form
      className={styles.panel}
      onSubmit={(e) => {
        e.preventDefault()
        apply(draft)
      }}
    >
      <div className={styles.groups}>
        {groups.map((g) => {
          const open = openKey === g.key
          const chosen = draft.lists[g.key].length
          const facet = count.facets[g.key] ?? {}
          return (
            <section key={g.key} className={styles.group}>
              <h3 className={styles.groupTitle}>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={`${id}-${g.key}`}
                  className={styles.toggle}
                  onClick={() => setOpenKey(open ? null : g.key)}
                >
                  <span>{g.label}</span>
                  {chosen ? (
                    <span className={styles.chosen}>{t('finder_filters_chosen', { count: chosen })}</span>
                  ) : null}
                  <Icon name="chevron-down" size={20} className={styles.chevron} />
                </button>
              </h3>
              <fieldset id={`${id}-${g.key}`} className={styles.options} hidden={!open}>
                <legend className="sr-only">{g.label}</legend>
                {g.options.map((o) => {
                  const checked = draft.lists[g.key].includes(o.value)
                  const n = facet[o.value]
                  const locked = fixed?.key === g.key && fixed.value === o.value
                  return (
                    <label key={o.value} className={styles.option}>
                      <input
                        type="checkbox"
                        name={g.key}
                        value={o.value}
                        checked={checked}
                        disabled={locked}
                        onChange={() => setDraft((d) => toggleValue(d, g.key, o.value))}
                      />
                      <span className={styles.optionLabel}>{o.label}</span>
                      {n !== undefined ? <span className={styles.count}>{n}</span> : null}
                    </label>
                  )
                })}
              </fieldset>
            </section>
          )
        })}
      </div>
      <div className={styles.footer}>
        <button type="button" className={styles.clear} onClick={() => setDraft((d) => clearFilters(d, fixed))}>
          {t('finder_reset_filters')}
        </button>
        <button type="submit" className={styles.apply} aria-live="polite">
          {label}
        </button>
      </div>
    </form>
  )
}
