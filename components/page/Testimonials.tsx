// Testimonials (spec §3 Testimonial) as a list of quotes with name, subtitle and photo.
import type { Testimonial } from '../../pipeline/model/types.ts'
import { Html } from '../Html.tsx'
import { useT } from '../i18n.tsx'
import { Img } from './Img.tsx'
import styles from './Testimonials.module.css'

export function Testimonials({ items }: { items: Testimonial[] }) {
  const t = useT()
  if (items.length === 0) return null
  return (
    <section className="container" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t('testimonials')}</h2>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                {item.title && <p className={styles.title}>{item.title}</p>}
                <Html html={item.content} />
              </blockquote>
              <figcaption className={styles.caption}>
                {item.image && <Img image={item.image} sizes="56px" decorative className={styles.photo} />}
                <span>
                  <strong>{item.name}</strong>
                  {item.subtitle && <span className={styles.subtitle}>{item.subtitle}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
