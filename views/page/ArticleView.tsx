// The article view (knowledge-base articles, news posts, lessons): title, meta line (date, authors, reading time),
// sponsor, featured image with caption, content, rows, then the authors and the adjacent items.
import type { ReactNode } from 'react'
import type { ArticleView as View } from '#content/article-view.ts'
import { BlockRefsProvider } from '#blocks/refs-context.tsx'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { PersonCard } from '#ui/cards/PersonCard.tsx'
import { PostCard } from '#ui/cards/PostCard.tsx'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { Banner } from './Banner.tsx'
import { Img } from '#ui/Img.tsx'
import { Rows } from './Rows.tsx'
import { SponsorBlock } from './SponsorBlock.tsx'
import styles from './ArticleView.module.css'
import { InlineHtml } from '#ui/Html.tsx'

type Props = {
  view: View
  /** Shown under the meta line (lesson facts, event details). */ facts?: ReactNode
  /** After the content. */ children?: ReactNode
}

export function ArticleView({ view, facts, children }: Props) {
  const t = useT()
  return (
    <BlockRefsProvider refs={view.refs}>
      <article>
        {view.banner ? (
          <Banner banner={view.banner} categoryLabel={view.category?.name} />
        ) : (
          <header className={`container ${styles.header}`}>
            {view.category && (
              <p className={styles.category}>
                <a href={view.category.path}>{view.category.name}</a>
              </p>
            )}
            <h1 className={styles.title}>
              <InlineHtml html={view.titleHtml} text={view.title} />
            </h1>
          </header>
        )}
        <div className={`container ${styles.body}`}>
          <p className={styles.metaLine}>
            <time dateTime={view.date}>{t('published_on', { date: view.dateFormatted })}</time>
            {view.authors.length > 0 && <span>{view.authors.map((a) => a.name).join(', ')}</span>}
            {view.readingTime && <span>{t('reading_time', { minutes: view.readingTime })}</span>}
          </p>
          {facts}
          {view.sponsor && <SponsorBlock sponsor={view.sponsor} />}
          {view.featuredImage && (
            <figure className={styles.figure}>
              <Img image={view.featuredImage} eager sizes="(max-width: 800px) 100vw, 760px" className={styles.image} />
              {view.featuredImage.caption && <figcaption>{view.featuredImage.caption}</figcaption>}
            </figure>
          )}
          <Html html={view.content} className={styles.content} />
        </div>
        {view.rows && <Rows rows={view.rows} />}
        {children}
        {view.authors.length > 0 && (
          <section className="container" aria-labelledby="article-authors">
            <h2 id="article-authors">{t('written_by')}</h2>
            <CardGrid>
              {view.authors.map((a) => (
                <PersonCard key={a.key} card={a} />
              ))}
            </CardGrid>
          </section>
        )}
      </article>
      {(view.previous || view.next) && (
        <nav className={`container ${styles.adjacent}`} aria-label={`${t('previous_article')} / ${t('next_article')}`}>
          {view.previous && (
            <div>
              <p className={styles.adjacentLabel}>{t('previous_article')}</p>
              <PostCard card={view.previous} layout="compact" />
            </div>
          )}
          {view.next && (
            <div className={styles.nextItem}>
              <p className={styles.adjacentLabel}>{t('next_article')}</p>
              <PostCard card={view.next} layout="compact" />
            </div>
          )}
        </nav>
      )}
    </BlockRefsProvider>
  )
}
