// https://vike.dev/Head (vike-react) — server only: the head of every page: favicon, theme colour and the SEO tags
// from the page's meta.seo; the error page gets noindex. The <title> is set by +title.ts (also on client navigation).
import { usePageContext } from 'vike-react/usePageContext'
import { HeadTags } from './head/HeadTags.tsx'
import { pageHead } from './head/page-head.ts'

export default function Head() {
  return <HeadTags head={pageHead(usePageContext())} />
}
