// The generic page view (spec §2): banner or a plain h1, rows of blocks, the rendered content, then whatever the
// route adds (`children`: a list, cards), the optional tag index and the footer partners block.
import type { ReactNode } from 'react'
import type { PageView } from '#content/page-view.ts'
import { BlockRefsProvider } from '#blocks/refs-context.tsx'
import { Html } from '#ui/Html.tsx'
import { Banner } from './Banner.tsx'
import { FooterPartners } from './FooterPartners.tsx'
import { Rows } from './Rows.tsx'
import { TagIndex } from './TagIndex.tsx'
import styles from './GenericPageView.module.css'
import { InlineHtml } from '#ui/Html.tsx'

type Props = { view: PageView; categoryLabel?: string; children?: ReactNode }

export function GenericPageView({ view, categoryLabel, children }: Props) {
  return (
    <BlockRefsProvider refs={view.refs}>
      {view.banner ? (
        <Banner banner={view.banner} categoryLabel={categoryLabel} />
      ) : (
        <div className="container">
          <h1 className={styles.title}>
            <InlineHtml html={view.titleHtml} text={view.title} />
          </h1>
        </div>
      )}
      {view.rows && <Rows rows={view.rows} />}
      {view.content && (
        <div className="container">
          <Html html={view.content} className={styles.content} />
        </div>
      )}
      {children}
      {view.tagIndex && <TagIndex groups={view.tagIndex} />}
      <FooterPartners />
    </BlockRefsProvider>
  )
}
