// Partner page (spec §2 /partners/{partner}/): logo, company information, content and products.
import { useData } from 'vike-react/useData'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { FooterPartners } from '#views/page/FooterPartners.tsx'
import { Img } from '#ui/Img.tsx'
import type { Data } from './+data.ts'
import { CompanyInfo } from './CompanyInfo.tsx'
import { ProductList } from './ProductList.tsx'
import styles from './PartnerPage.module.css'

export default function Page() {
  const { partner } = useData<Data>()
  const t = useT()
  return (
    <>
      <article className={`container ${styles.page}`}>
        <header className={styles.header}>
          {partner.logo && (
            <div className={styles.logo}>
              <Img image={partner.logo} eager sizes="240px" />
            </div>
          )}
          <h1>{partner.name}</h1>
        </header>
        <div className={styles.body}>
          <Html html={partner.content} />
          <CompanyInfo company={partner.company} />
        </div>
        {partner.products.length > 0 && (
          <section aria-labelledby="partner-products">
            <h2 id="partner-products">{t('partner_products')}</h2>
            <ProductList products={partner.products} />
          </section>
        )}
      </article>
      <FooterPartners />
    </>
  )
}
