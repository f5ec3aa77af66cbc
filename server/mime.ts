// Content types of the files in dist/client: mrmime's table (the one sirv and Vite use), UTF-8 for text, and the two
// types this site sends differently (sitemaps as application/xml, the favicon as image/x-icon).
import { lookup } from 'mrmime'

const OWN: Record<string, string> = { xml: 'application/xml', ico: 'image/x-icon' }
const TEXT = /^text\/|^application\/(json|manifest\+json|xml|javascript)$/

export function contentTypeOf(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase()
  const type = OWN[ext] ?? lookup(ext) ?? 'application/octet-stream'
  return TEXT.test(type) ? `${type}; charset=utf-8` : type
}

/** Text worth compressing (images and fonts are compressed already). */
export const isCompressible = (contentType: string): boolean =>
  /^text\/|^application\/(json|manifest\+json|xml|javascript)|^image\/svg\+xml/.test(contentType)
