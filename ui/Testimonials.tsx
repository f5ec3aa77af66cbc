// Testimonials (spec §3 Testimonial) on lesson and event pages: the first two quotes with name, subtitle and photo;
// when there are more, a button opens them all in the layout's modal (spec §2 modal type `testimonials`).
import type { Testimonial } from '#lib/model/types.ts'
import { Html } from './Html.tsx'
import { useT } from './i18n.tsx'
import { useModal } from './modal/ModalProvider.tsx'
import { Img } from './Img.tsx'
import styles from './Testimonials.module.css'

/** How many quotes the page shows before the 'all' button. */
export const TESTIMONIALS_INLINE = 2

export function Testimonials({ items }: { items: Testimonial[] }) {
  const t = useT()
  const modal = useModal()
  if (items.length === 0) return null
  const title = t('testimonials')
  return (
    <section className="container" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{title}</h2>
      <TestimonialList items={items.slice(0, TESTIMONIALS_INLINE)} />
      {items.length > TESTIMONIALS_INLINE ? (
        <button
          type="button"
          className={styles.all}
          onClick={() => modal.open({ type: 'testimonials', title, object: items })}
        >
          {t('testimonials_all', { count: items.length })}
        </button>
      ) : null}
    </section>
  )
}

/** The quotes as a list: on the page and in the modal. */
export function TestimonialList({ items }: { items: Testimonial[] }) {
  return (
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
  )
}
