// SEO head data and breadcrumbs from Yoast's `yoast_head_json`, with CMS URLs moved onto the site origin.
import type { YoastHead } from '../schemas/wp/index.ts'
import type { Breadcrumb, Image, Seo } from '#lib/model/types.ts'
import type { UrlContext } from './urls.ts'
import { htmlToText, inlineHtml } from './html.ts'

/** What the entity itself offers when Yoast is absent or leaves a field empty. */
export type SeoFallback = { title: string; description: string; path: string; image?: Image }

const ABSOLUTE = /^(https?:)?\/\/[^/?#]*/i

/** A record of the non-empty values only. */
const present = (entries: [string, string | undefined][]): Record<string, string> =>
  Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])))

/** Text fields of the schema graph that may carry a title's HTML (`Wat is <em>droes</em>?`): JSON-LD wants plain text. */
const TEXT_KEYS = new Set(['name', 'headline', 'description', 'caption', 'alternateName'])

/**
 * Deep copy of the schema graph with every URL on the CMS (or site) origin moved onto `origin`, path kept verbatim,
 * and the text fields as plain text.
 */
function rewriteGraph(value: unknown, ctx: UrlContext, origin: string, key = ''): unknown {
  if (typeof value === 'string') {
    if (TEXT_KEYS.has(key) && /[<&]/.test(value)) return htmlToText(value)
    return ABSOLUTE.test(value) && ctx.isInternal(value) ? value.replace(ABSOLUTE, origin) : value
  }
  if (Array.isArray(value)) return value.map((v) => rewriteGraph(v, ctx, origin, key))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteGraph(v, ctx, origin, k)]))
  }
  return value
}

function robotsOf(robots: YoastHead['robots']): string {
  if (!robots) return 'index, follow'
  const { index, follow } = robots
  return [index, follow, robots['max-snippet'], robots['max-image-preview'], robots['max-video-preview']]
    .filter(Boolean)
    .join(', ')
}

export function normalizeSeo(
  yoast: YoastHead | undefined,
  fallback: SeoFallback,
  ctx: UrlContext,
  siteUrl: string,
): Seo {
  const origin = new URL(siteUrl).origin
  /** Site path or CMS URL → absolute URL on the site; external URLs unchanged. */
  const absolute = (url: string) => {
    const path = ctx.toSitePath(url)
    return path.startsWith('/') && !path.startsWith('//') ? origin + path : path
  }
  const title = htmlToText(yoast?.title || fallback.title)
  const description = htmlToText(yoast?.description || fallback.description)
  const canonical = absolute(yoast?.canonical || fallback.path)
  const yoastImage = yoast?.og_image?.[0]
  const image =
    yoastImage ??
    (fallback.image && { url: fallback.image.src, width: fallback.image.width, height: fallback.image.height })
  return {
    title,
    description,
    robots: robotsOf(yoast?.robots),
    canonical,
    og: present([
      ['og:locale', yoast?.og_locale],
      ['og:type', yoast?.og_type],
      ['og:title', htmlToText(yoast?.og_title || title)],
      ['og:description', htmlToText(yoast?.og_description || description)],
      ['og:url', yoast?.og_url ? absolute(yoast.og_url) : canonical],
      ['og:site_name', yoast?.og_site_name],
    ]),
    ...(image ? { ogImage: { url: absolute(image.url), ...dimensions(image) } } : {}),
    twitter: present([
      ['twitter:card', yoast?.twitter_card || 'summary_large_image'],
      ['twitter:title', yoast?.twitter_title && htmlToText(yoast.twitter_title)],
      ['twitter:description', yoast?.twitter_description && htmlToText(yoast.twitter_description)],
      ['twitter:image', yoast?.twitter_image && absolute(yoast.twitter_image)],
    ]),
    ...(yoast?.schema ? { jsonLd: rewriteGraph(yoast.schema, ctx, origin) } : {}),
    ...(yoast?.article_published_time ? { publishedTime: yoast.article_published_time } : {}),
    ...(yoast?.article_modified_time ? { modifiedTime: yoast.article_modified_time } : {}),
  }
}

const dimensions = (image: { width?: number | undefined; height?: number | undefined }) => ({
  ...(image.width ? { width: image.width } : {}),
  ...(image.height ? { height: image.height } : {}),
})

const isBreadcrumbList = (type: string | string[]) =>
  Array.isArray(type) ? type.includes('BreadcrumbList') : type === 'BreadcrumbList'

/**
 * The trail from the BreadcrumbList of Yoast's schema graph, in position order, as site paths. Yoast leaves the
 * current page (the last item) without a URL: it gets `currentPath`, else the canonical's path.
 */
export function breadcrumbsFrom(yoast: YoastHead | undefined, ctx: UrlContext, currentPath?: string): Breadcrumb[] {
  const list = yoast?.schema?.['@graph'].find((node) => isBreadcrumbList(node['@type']))
  const items = [...(list?.itemListElement ?? [])].sort((a, b) => a.position - b.position)
  const ownPath = currentPath ?? (yoast?.canonical ? ctx.toSitePath(yoast.canonical) : '')
  return items.flatMap((item, i) => {
    const path = item.item ? ctx.toSitePath(item.item) : i === items.length - 1 ? ownPath : undefined
    if (path === undefined) return []
    // A crumb's name may be a title with inline HTML; the plain text names it, the inline HTML shows it.
    const html = inlineHtml(item.name)
    return [{ name: htmlToText(item.name), path, ...(/</.test(html) ? { html } : {}) }]
  })
}
