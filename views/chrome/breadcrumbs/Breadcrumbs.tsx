// Breadcrumbs under the header (hidden on mobile). The current page, when shown, is text with aria-current.
import type { PageMeta } from '#content/page-meta.ts'
import { useT } from '#ui/i18n.tsx'
import { breadcrumbTrail } from './breadcrumbs.ts'
import styles from './Breadcrumbs.module.css'
import { InlineHtml } from '#ui/Html.tsx'

export function Breadcrumbs({ meta }: { meta: Pick<PageMeta, 'breadcrumbs' | 'skipLastBreadcrumb' | 'path'> }) {
  const t = useT()
  const trail = breadcrumbTrail(meta.breadcrumbs, meta.skipLastBreadcrumb)
  // A trail of only "Home" tells nothing.
  if (trail.length < 2) return null
  return (
    <nav className={styles.breadcrumbs} aria-label={t('breadcrumbs')}>
      <ol className={`container ${styles.list}`}>
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1
          const current = last && !meta.skipLastBreadcrumb
          return (
            <li key={`${crumb.path}-${i}`} className={styles.item}>
              {current ? (
                <span aria-current="page">
                  <InlineHtml html={crumb.html} text={crumb.name} />
                </span>
              ) : (
                <a href={crumb.path}>
                  <InlineHtml html={crumb.html} text={crumb.name} />
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
