// The header search panel (spec §2 "Header search"): the intro (recent searches or the 'most searched for' words, and the
// explainer box), the grouped suggestions with 'view all' links and 'view all search results', or no results. The options
// are links with role="option" inside one listbox: the input points at the active one (aria-activedescendant).
import type { MouseEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '#ui/i18n.tsx'
import { Spinner } from '#ui/Spinner.tsx'
import { NoResults } from './NoResults.tsx'
import type { PanelModel } from './panel-model.ts'
import { SearchExplainer } from './SearchExplainer.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import type { PanelOption } from './suggestion-view.ts'
import type { SearchBox } from './useSearchBox.ts'
import styles from './SuggestionPanel.module.css'

type Props = { box: SearchBox; onLookFurther: () => void; variant: 'desktop' | 'mobile' }

export function SuggestionPanel({ box, onLookFurther, variant }: Props) {
  const t = useT()
  const { model } = box
  return (
    // On wide screens the panel scrolls itself: focusable, so that keyboard users can scroll it too.
    <div
      className={`${styles.panel} ${styles[variant]}`}
      {...(variant === 'desktop' ? { role: 'region', 'aria-label': t('search_suggestions'), tabIndex: 0 } : {})}
    >
      <Body box={box} model={model} onLookFurther={onLookFurther} />
      <p className="sr-only" role="status">
        {model.kind === 'loading' || (model.kind === 'suggestions' && model.loading)
          ? t('searching')
          : model.kind === 'suggestions'
            ? t('search_suggestions_count', { count: model.view.groups.reduce((n, g) => n + g.hits.length, 0) })
            : model.kind === 'no-results'
              ? t('no_results', { query: model.query })
              : ''}
      </p>
    </div>
  )
}

function Body({ box, model, onLookFurther }: { box: SearchBox; model: PanelModel; onLookFurther: () => void }) {
  const t = useT()
  const explainer = usePageContext().globalContext.layout.search.explainer
  const optionProps = (option: PanelOption, className: string | undefined) => ({
    id: box.optionId(option.index),
    href: option.href,
    role: 'option' as const,
    'aria-selected': box.active === option.index,
    tabIndex: -1,
    className: `${className ?? ''} ${box.active === option.index ? styles.active : ''}`,
    // Keep the focus in the input (the combobox): the click still follows the link.
    onMouseDown: (e: MouseEvent) => e.preventDefault(),
    onClick: (e: MouseEvent<HTMLAnchorElement>) => box.onOptionClick(option, e),
  })

  switch (model.kind) {
    case 'intro': {
      const recent = model.intro.kind === 'recent'
      const titleId = `${box.popupId}-intro`
      return (
        <div className={styles.intro}>
          {model.options.length ? (
            <section className={styles.words} aria-labelledby={titleId}>
              <h2 id={titleId} className={styles.sectionTitle}>
                {recent ? t('recent_searches') : t('most_searched_for')}
              </h2>
              <div role="listbox" aria-labelledby={titleId} className={styles.chips}>
                {model.options.map((option) => (
                  <a key={option.href} {...optionProps(option, styles.chip)}>
                    <Icon name={recent ? 'clock' : 'trending'} size={16} />
                    {option.label}
                  </a>
                ))}
              </div>
              {recent ? (
                <button
                  type="button"
                  className={styles.textButton}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={box.clearRecent}
                >
                  {t('recent_searches_clear')}
                </button>
              ) : null}
            </section>
          ) : null}
          <SearchExplainer explainer={explainer} headingId={`${box.popupId}-explainer`} />
        </div>
      )
    }
    case 'loading':
      return (
        <p className={styles.loading} aria-hidden="true">
          <Spinner size={18} />
          {t('searching')}
        </p>
      )
    case 'no-results':
      return <NoResults query={model.query} onLookFurther={onLookFurther} compact />
    case 'error': {
      const option = model.options[0]
      return (
        <div className={styles.error}>
          <p>{t('search_error')}</p>
          {option ? (
            <div role="listbox" aria-label={t('search_suggestions')}>
              <a {...optionProps(option, styles.viewAllResults)}>
                {option.label}
                <Icon name="arrow-right" size={18} />
              </a>
            </div>
          ) : null}
        </div>
      )
    }
    case 'suggestions': {
      const { view } = model
      return (
        <div
          role="listbox"
          aria-label={t('search_suggestions')}
          aria-busy={model.loading}
          className={`${styles.suggestions} ${model.loading ? styles.stale : ''}`}
        >
          <div className={styles.groups}>
            {view.groups.map((group) => {
              const groupTitleId = `${box.popupId}-group-${group.key}`
              return (
                <div key={group.key} role="group" aria-labelledby={groupTitleId} className={styles.group}>
                  <div role="presentation" id={groupTitleId} className={styles.groupTitle}>
                    {group.title}
                  </div>
                  {group.hits.map((hit) => (
                    <a key={hit.href} {...optionProps(hit, styles.hit)}>
                      {hit.meta || hit.date ? (
                        <span className={styles.hitMeta}>
                          {hit.meta}
                          {hit.meta && hit.date ? ' · ' : null}
                          {hit.date ? <span className={styles.hitDate}>{hit.date}</span> : null}
                        </span>
                      ) : null}
                      <span className={styles.hitTitle}>{hit.label}</span>
                    </a>
                  ))}
                  <a
                    {...optionProps(group.viewAll, styles.viewAll)}
                    aria-label={t('search_view_all_group', { group: group.title })}
                  >
                    {group.viewAll.label}
                    <Icon name="arrow-right" size={16} />
                  </a>
                </div>
              )
            })}
          </div>
          <a {...optionProps(view.viewAllResults, styles.viewAllResults)}>
            {view.viewAllResults.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </div>
      )
    }
  }
}
