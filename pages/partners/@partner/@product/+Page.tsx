// Product page (spec §2 /partners/{partner}/{product}/): the partner (also in the breadcrumbs), image, content and
// the external product link in a new tab.
import { useData } from 'vike-react/useData'
import { Html } from '#ui/Html.tsx'
import { PartnerCard } from '#ui/cards/PartnerCard.tsx'
import { useT } from '#ui/i18n.tsx'
import { ExternalLink } from '#ui/ExternalLink.tsx'
import { FooterPartners } from '#views/page/FooterPartners.tsx'
import { Img } from '#ui/Img.tsx'
import type { Data } from './+data.ts'
import styles from './ProductPage.module.css'
import { InlineHtml } from '#ui/Html.tsx'

export default function Page() {
  const { product } = useData<Data>()
  const t = useT()
  return (
    <>
      <article className={`container ${styles.page}`}>
        <div className={styles.main}>
          <h1>
            <InlineHtml html={product.titleHtml} text={product.title} />
          </h1>
          {product.image && (
            <figure className={styles.figure}>
              <Img image={product.image} eager sizes="(max-width: 1024px) 100vw, 760px" className={styles.image} />
              {product.image.caption && <figcaption>{product.image.caption}</figcaption>}
            </figure>
          )}
          <Html html={product.content} />
          {product.externalLink && (
            <p>
              <ExternalLink href={product.externalLink.url} className={styles.button}>
                {product.externalLink.title || t('product_website')}
              </ExternalLink>
            </p>
          )}
        </div>
        {product.partner && (
          <aside className={styles.partner} aria-label={t('partners')}>
            <PartnerCard card={product.partner} layout="compact" hideShadow heading="h2" />
          </aside>
        )}
      </article>
      <FooterPartners />
    </>
  )
}
