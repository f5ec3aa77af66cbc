// The feeds a page advertises (content/feeds.ts): the site feed everywhere, a knowledge-base category's own on its pages.
import type { SharedPageMeta } from '#content/page-meta.ts'
import { feedLinks, RSS_CONTENT_TYPE } from '#content/feeds.ts'
import { SITE_NAME } from './page-head.ts'

const TYPE = RSS_CONTENT_TYPE.split(';')[0]

export function FeedLinks({ meta }: { meta: SharedPageMeta | undefined }) {
  const siteName = meta?.seo.og['og:site_name'] || SITE_NAME
  return feedLinks(siteName, meta).map((link) => (
    <link key={link.href} rel="alternate" type={TYPE} title={link.title} href={link.href} />
  ))
}
