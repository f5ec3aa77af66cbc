// A partner's products as image tiles linking to the product pages.
import { Img } from '#ui/Img.tsx'
import type { Data } from './+data.ts'
import styles from './PartnerPage.module.css'

export function ProductList({ products }: { products: Data['partner']['products'] }) {
  return (
    <ul className={styles.products}>
      {products.map((p) => (
        <li key={p.id}>
          <a href={p.path} className={styles.product}>
            {p.image && (
              <Img image={p.image} sizes="(max-width: 700px) 100vw, 360px" decorative className={styles.productImage} />
            )}
            <span className={styles.productTitle}>{p.title}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
