// Author page (spec §2 /auteurs/{author}/): photo, function, bio and their articles as post cards, paged.
import { useData } from 'vike-react/useData'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { FooterPartners } from '#views/page/FooterPartners.tsx'
import { Img } from '#ui/Img.tsx'
import { PostList } from '#views/page/PostList.tsx'
import type { Data } from './+data.ts'
import styles from './AuthorPage.module.css'

export default function Page() {
  const { author, cards, paging } = useData<Data>()
  const t = useT()
  const line = [author.function, author.company].filter(Boolean).join(', ')
  return (
    <>
      <header className={`container ${styles.header}`}>
        {author.image && <Img image={author.image} eager sizes="160px" className={styles.photo} />}
        <div>
          {author.guest && <p className={styles.guest}>{t('guest_author')}</p>}
          <h1 className={styles.name}>{author.name}</h1>
          {line && <p className={styles.line}>{line}</p>}
          {paging.page === 1 && <Html html={author.description} className={styles.bio} />}
        </div>
      </header>
      <PostList title={t('articles_by_author', { name: author.name })} cards={cards} paging={paging} />
      <FooterPartners />
    </>
  )
}
