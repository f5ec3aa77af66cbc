// https://vike.dev/Head (vike-react) — server only: the head of every page: favicon, theme colour and the SEO tags
// from the page's meta.seo; the error page gets noindex. The <title> is set by +title.ts (also on client navigation).
// The RSS feeds' <link rel="alternate"> tags: views/head/FeedLinks.tsx.
import { usePageContext } from 'vike-react/usePageContext'
import { CONSENT_HEAD_SCRIPT } from '#ui/consent/consent-mode.ts'
import { CLOSED_NOTIFICATIONS_HEAD_SCRIPT } from '#views/chrome/notifications/notifications.ts'
import { HeadTags } from '#views/head/HeadTags.tsx'
import { pageHead } from '#views/head/page-head.ts'
import { FeedLinks } from '#views/head/FeedLinks.tsx'
import { pageMetaOf } from '#views/chrome/page-meta.ts'

export default function Head() {
  const pageContext = usePageContext()
  return (
    <>
      {/* Consent Mode defaults before any other script (its sha256 goes into the CSP at postbuild). */}
      <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: CLOSED_NOTIFICATIONS_HEAD_SCRIPT }} />
      <HeadTags head={pageHead(pageContext)} />
      <FeedLinks meta={pageMetaOf(pageContext.data)} />
      {/* The layout data the client hydrates with (decision 016), fetched alongside the code rather than after it. */}
      <link rel="preload" href={pageContext.globalContext.layoutUrl} as="fetch" crossOrigin="anonymous" />
    </>
  )
}
