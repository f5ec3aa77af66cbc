// A small rendition of a CMS image for a small slot (a person's round photo, a card tile): the smallest size of its
// srcset that is at least `minWidth` wide, without the srcset, so the page data carries one URL instead of five.
import type { Image } from '../model/types.ts'

const candidates = (srcSet: string) =>
  srcSet.split(',').flatMap((part) => {
    const [url, w] = part.trim().split(/\s+/)
    const width = Number(w?.replace(/w$/, ''))
    return url && width > 0 ? [{ url, width }] : []
  })

export function thumbnail(image: Image, minWidth: number): Image {
  const sorted = candidates(image.src_set).sort((a, b) => a.width - b.width)
  const pick = sorted.find((c) => c.width >= minWidth) ?? sorted[sorted.length - 1]
  if (!pick) return { ...image, src_set: '', sizes: '', caption: '' }
  const height = image.width && image.height ? Math.round((image.height * pick.width) / image.width) : undefined
  return {
    src: pick.url,
    src_set: '',
    sizes: '',
    alt: image.alt,
    caption: '',
    width: pick.width,
    ...(height ? { height } : {}),
  }
}

/** A card with its `image` swapped for a thumbnail. */
export const withThumbnail = <T extends { image?: Image }>(card: T, minWidth: number): T =>
  card.image ? { ...card, image: thumbnail(card.image, minWidth) } : card
