// image_gallery (spec §2 Content blocks, §9 Gallery columns): a masonry of images in the block's number of columns,
// at most 2 below 700 px and 1 below 400 px, with a 30 px gutter. CSS multi-column layout: no script to load.
// Items may link.
import { Img } from '#ui/Img.tsx'
import { useT } from '#ui/i18n.tsx'
import type { Image, Link } from '#lib/model/types.ts'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './ImageGallery.module.css'

export function ImageGallery({ block }: BlockProps<'image_gallery'>) {
  const columns = block.columns
  const style = { '--columns': columns, '--columns-narrow': Math.min(columns, 2) }
  return (
    <section {...blockAttributes(block, styles.gallery)}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      <ul className={styles.grid} style={style}>
        {block.items.map((item, i) => (
          <li key={i} className={styles.item}>
            <GalleryItem
              image={item.image}
              link={item.link}
              sizes={`(max-width: 400px) 100vw, (max-width: 700px) 50vw, ${Math.round(1200 / columns)}px`}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function GalleryItem({ image, link, sizes }: { image: Image; link: Link | undefined; sizes: string }) {
  const t = useT()
  const picture = <Img image={image} sizes={sizes} className={styles.image} />
  const newTab = link?.target === '_blank'
  return (
    <figure className={styles.figure}>
      {link?.url ? (
        <a
          href={link.url}
          className={styles.link}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
          aria-label={link.title ? `${link.title}${newTab ? ` ${t('opens_in_new_tab')}` : ''}` : undefined}
        >
          {picture}
          {link.title && (
            <span className={styles.label} aria-hidden="true">
              {link.title}
            </span>
          )}
        </a>
      ) : (
        picture
      )}
      {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
    </figure>
  )
}
