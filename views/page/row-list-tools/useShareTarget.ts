// Server and client: what the share bar shares — the page's canonical URL and title from its meta; a page without a
// canonical URL shares its address in the browser (known after hydration; empty on the server).
import { useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { pageMetaOf } from '../../chrome/page-meta.ts'
import { withTrailingSlash } from '#ui/browser/page-path.ts'

const noChange = () => () => {}
const browserOrigin = () => window.location.origin
const noOrigin = () => ''

export function useShareTarget(): { url: string; title: string } {
  const pageContext = usePageContext()
  const meta = pageMetaOf(pageContext.data)
  const origin = useSyncExternalStore(noChange, browserOrigin, noOrigin)
  const canonical = meta?.seo.canonical ?? ''
  const title = meta?.seo.og['og:title'] || meta?.seo.title || ''
  return { url: canonical || (origin ? origin + withTrailingSlash(pageContext.urlPathname) : ''), title }
}
