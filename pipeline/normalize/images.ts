// Images: ACF image objects and WordPress media as the spec's Image, with CMS URLs made site-relative.
import type { WpImage, WpMedia } from '../schemas/wp/index.ts'
import type { Image } from '#lib/model/types.ts'
import type { UrlContext } from './urls.ts'
import { htmlToText } from './html.ts'

const rewriteSrcSet = (srcSet: string, urls: UrlContext) =>
  srcSet
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [url = '', ...rest] = part.split(/\s+/)
      return [urls.mediaUrl(url), ...rest].join(' ')
    })
    .join(', ')

export function normalizeImage(image: WpImage | undefined, urls: UrlContext): Image | undefined {
  if (!image) return undefined
  return {
    src: urls.mediaUrl(image.src),
    src_set: rewriteSrcSet(image.src_set, urls),
    sizes: image.sizes,
    alt: image.alt,
    caption: image.caption,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
  }
}

/** Whether a media object is an image the site can show: a document (a PDF) has no width or height. */
export const isImageMedia = (media: WpMedia): boolean =>
  media.mime_type.startsWith('image/') &&
  media.media_details.width !== undefined &&
  media.media_details.height !== undefined

/** A `/wp/v2/media` object (featured images) as an Image with a srcset of its proportional sizes; none for a document. */
export function mediaToImage(media: WpMedia | undefined, urls: UrlContext): Image | undefined {
  if (!media || !isImageMedia(media)) return undefined
  const { width = 0, height = 0 } = media.media_details
  const ratio = width / height
  const sizes = Object.values(media.media_details.sizes)
    .filter((s) => Math.abs(s.width / s.height - ratio) < 0.02)
    .sort((a, b) => a.width - b.width)
  const set = new Map(sizes.map((s) => [s.width, urls.mediaUrl(s.source_url)]))
  set.set(width, urls.mediaUrl(media.source_url))
  return {
    src: urls.mediaUrl(media.source_url),
    src_set: [...set].map(([w, url]) => `${url} ${w}w`).join(', '),
    sizes: `(max-width: ${width}px) 100vw, ${width}px`,
    alt: media.alt_text,
    caption: htmlToText(media.caption.rendered),
    width,
    height,
  }
}
