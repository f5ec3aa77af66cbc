// A video's poster: the CMS image, else YouTube's thumbnail, else a plain dark frame; with a play mark on top.
// Phrasing content only (spans, img), so it can sit inside the play button or link.
import type { Image } from '#lib/model/types.ts'
import { Img } from '#ui/Img.tsx'
import styles from './VideoParts.module.css'

type Props = { image?: Image | undefined; thumbnail?: string | undefined; sizes?: string }

export function VideoPoster({ image, thumbnail, sizes = '(min-width: 1024px) 760px, 100vw' }: Props) {
  return (
    <span className={styles.poster}>
      {image ? (
        <Img image={image} sizes={sizes} decorative className={styles.posterImage} />
      ) : thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className={styles.posterImage}
        />
      ) : null}
      <PlayMark />
    </span>
  )
}

export function PlayMark() {
  return (
    <span className={styles.play} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      </svg>
    </span>
  )
}
