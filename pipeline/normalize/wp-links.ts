// WordPress URLs the site does not serve, resolved from what the pipeline fetched, as a real WordPress writes them into content (docs/cms-contract/real-wordpress.md): a shortlink
// (`/?p=123`, `/?page_id=45`) becomes the post's route; an attachment page (`/?attachment_id=7`, or the attachment's
// own permalink from a [gallery] or a "link to attachment page" image) becomes the file itself.
import type { RawContent } from '../fetch/sources.ts'
import type { UrlContext, WpLinkResolver } from './urls.ts'

type Linked = { id: number; link: string }
const POST_TYPES = [
  'articles',
  'posts',
  'lessons',
  'events',
  'pages',
  'partners',
  'products',
  'clinics',
  'vets',
  'guestAuthors',
] as const
const SHORTLINK_KEYS = ['p', 'page_id', 'post']
const ROOT = /^\/(index\.php\/?)?$/

/** `urls` must be a context without a resolver: it turns the fetched permalinks into site paths. */
export function wpLinkResolver(
  raw: Pick<RawContent, (typeof POST_TYPES)[number] | 'media'>,
  urls: UrlContext,
): WpLinkResolver {
  const postPaths = new Map<number, string>()
  for (const type of POST_TYPES)
    for (const item of raw[type] as Linked[]) postPaths.set(item.id, urls.toSitePath(item.link))
  const known = new Set(postPaths.values())
  const files = new Map<number, string>()
  const attachmentPages = new Map<string, string>()
  for (const m of raw.media) {
    const file = urls.mediaUrl(m.source_url)
    files.set(m.id, file)
    if (m.link) attachmentPages.set(urls.toSitePath(m.link).split(/[?#]/)[0] ?? '', file)
  }
  const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined)

  return (pathname, search) => {
    if (ROOT.test(pathname)) {
      const attachment = idOf(search.get('attachment_id'))
      if (attachment !== undefined) return files.get(attachment) ?? null
      const key = SHORTLINK_KEYS.find((k) => search.has(k))
      if (key) {
        const id = idOf(search.get(key))
        return (id !== undefined && postPaths.get(id)) || null
      }
      return undefined
    }
    const path = pathname.endsWith('/') ? pathname : `${pathname}/`
    return known.has(path) ? undefined : attachmentPages.get(path)
  }
}
