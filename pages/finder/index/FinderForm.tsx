// The finder's search form (spec §3 Finder filter, query params): name search, postcode, and the CMS filter
// definitions; a plain GET form to /finder/, so it works before any script runs.
import type { FinderFilter } from '#lib/model/types.ts'
import { useT } from '#ui/i18n.tsx'
import styles from './FinderForm.module.css'

/** Filters with one value (a select); the rest are checkbox groups. */
const SINGLE = new Set(['filter_distance', 'finder_province'])

export function FinderForm({ filters }: { filters: FinderFilter[] }) {
  const t = useT()
  return (
    <form action="/finder/" method="get" className={styles.form} role="search" aria-label={t('finder_title')}>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span>{t('finder_search_placeholder')}</span>
          <input type="search" name="q" autoComplete="off" />
        </label>
        <label className={styles.field}>
          <span>{t('finder_postcode')}</span>
          <input
            type="text"
            name="postcode"
            inputMode="text"
            autoComplete="postal-code"
            placeholder={t('finder_postcode_placeholder')}
          />
        </label>
        {filters
          .filter((f) => SINGLE.has(f.key))
          .map((f) => (
            <label key={f.key} className={styles.field}>
              <span>{f.label}</span>
              <select name={f.key} defaultValue="">
                <option value="">{f.key === 'filter_distance' ? t('finder_distance_all') : '—'}</option>
                {f.options
                  .filter((o) => o.value !== '' && o.value !== 'all')
                  .map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
              </select>
            </label>
          ))}
      </div>
      <details className={styles.filters}>
        <summary>{t('finder_filters')}</summary>
        <div className={styles.groups}>
          {filters
            .filter((f) => !SINGLE.has(f.key))
            .map((f) => (
              <fieldset key={f.key} className={styles.group}>
                <legend>{f.label}</legend>
                {f.options.map((o) => (
                  <label key={o.value} className={styles.option}>
                    <input type="checkbox" name={f.key} value={o.value} /> {o.label}
                  </label>
                ))}
              </fieldset>
            ))}
        </div>
      </details>
      <button type="submit" className={styles.submit}>
        {t('finder_show')}
      </button>
    </form>
  )
}
