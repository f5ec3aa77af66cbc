// A CMS image (spec §3 Image) with its srcset, intrinsic size and lazy loading below the fold.
import type { Image } from '#lib/model/types.ts'

type Props = {
  image: Image
  /** Above the fold (banner, first card): load eagerly. */
  eager?: boolean
  /** Overrides the CMS `sizes` (which describe the full-size image) for the width this image really gets. */
  sizes?: string
  className?: string
  /** Decorative images (the text beside them says it all) get an empty alt. */
  decorative?: boolean
}

export function Img({ image, eager = false, sizes, className, decorative = false }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.src_set || undefined}
      sizes={image.src_set ? (sizes ?? image.sizes) || undefined : undefined}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      // An eager image is above the fold, usually the largest paint: ahead of the other images in the queue.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
