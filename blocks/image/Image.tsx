// image (spec §2 Content blocks): one image with its caption, optionally linked.
import { Img } from '#ui/Img.tsx'
import { useT } from '#ui/i18n.tsx'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './Image.module.css'

export function Image({ block }: BlockProps<'image'>) {
  const t = useT()
  const { image, link } = block
  const picture = <Img image={image} sizes="(max-width: 1200px) 100vw, 1200px" className={styles.image} />
  const newTab = link?.target === '_blank'
  return (
    <figure {...blockAttributes(block, styles.figure)}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      {link?.url ? (
        <a
          href={link.url}
          className={styles.link}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
          // The image's alt describes the picture; the link's title (when set) says where it goes.
          aria-label={link.title ? `${link.title}${newTab ? ` ${t('opens_in_new_tab')}` : ''}` : undefined}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
    </figure>
  )
}
