// https://vike.dev/title (vike-react) — server and client: the page's <title> (and og:title) from its meta.seo, or the
// error page's title; as a config value vike-react also updates document.title on client-side navigation.
import type { PageContext } from 'vike/types'
import { pageHead } from '#views/head/page-head.ts'

export default function title(pageContext: PageContext): string {
  return pageHead(pageContext).title
}
