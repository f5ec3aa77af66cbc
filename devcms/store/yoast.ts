// Computes `yoast_head_json` like Yoast SEO: title, description, robots, canonical, Open Graph, Twitter and the schema graph.
import type { YoastHead } from '#pipeline/schemas/wp/index.ts'
import type { Crumb } from './breadcrumbs.ts'
import { gmtToIsoOffset } from './dates.ts'

export const SITE_NAME = 'Hoefslag'

type GraphNode = NonNullable<YoastHead['schema']>['@graph'][number]

export type YoastInput = {
  /** Plain title of the object (without the site name). */
  title: string
  /** Plain-text description (the excerpt); shortened here. */
  description: string
  /** Permalink path on the site, e.g. `/kennisbank/koliek/`. */
  path: string
  trail: Crumb[]
  /** The public site (canonical URLs). */
  siteUrl: string
  /** The CMS origin: Yoast writes breadcrumb items on the WordPress host. */
  cmsOrigin: string
  image?: { url: string; width: number; height: number; type: string }
  publishedGmt?: string
  modifiedGmt?: string
  ogType: 'article' | 'website' | 'profile'
  pageType: 'WebPage' | 'CollectionPage' | 'ProfilePage'
  indexable: boolean
  /** Adds an Article node (news posts and knowledge-base articles). */
  article?: { author: string }
}

const MAX_DESCRIPTION = 156

function shorten(text: string): string {
  if (text.length <= MAX_DESCRIPTION) return text
  const cut = text.slice(0, MAX_DESCRIPTION)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : MAX_DESCRIPTION).trimEnd()} …`
}

const join = (origin: string, path: string) => origin.replace(/\/+$/, '') + path

export function breadcrumbList(trail: Crumb[], cmsOrigin: string, id: string): GraphNode {
  return {
    '@type': 'BreadcrumbList',
    '@id': id,
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: crumb.name,
      ...(i < trail.length - 1 ? { item: join(cmsOrigin, crumb.path) } : {}),
    })),
  }
}

export function buildYoastHead(input: YoastInput): YoastHead {
  const canonical = join(input.siteUrl, input.path)
  const website = `${join(input.siteUrl, '/')}#website`
  const title = input.path === '/' ? SITE_NAME : `${input.title} - ${SITE_NAME}`
  const description = shorten(input.description)
  const published = input.publishedGmt ? gmtToIsoOffset(input.publishedGmt) : undefined
  const modified = input.modifiedGmt ? gmtToIsoOffset(input.modifiedGmt) : undefined
  const graph: GraphNode[] = [
    {
      '@type': input.pageType,
      '@id': canonical,
      url: canonical,
      name: title,
      isPartOf: { '@id': website },
      ...(published ? { datePublished: published } : {}),
      ...(modified ? { dateModified: modified } : {}),
      ...(description ? { description } : {}),
      ...(input.image ? { thumbnailUrl: input.image.url } : {}),
      breadcrumb: { '@id': `${canonical}#breadcrumb` },
      inLanguage: 'nl-NL',
    },
    breadcrumbList(input.trail, input.cmsOrigin, `${canonical}#breadcrumb`),
    { '@type': 'WebSite', '@id': website, url: join(input.siteUrl, '/'), name: SITE_NAME, inLanguage: 'nl-NL' },
  ]
  if (input.article) {
    graph.push({
      '@type': 'Article',
      '@id': `${canonical}#article`,
      headline: input.title,
      mainEntityOfPage: { '@id': canonical },
      author: { name: input.article.author },
      ...(published ? { datePublished: published } : {}),
      ...(modified ? { dateModified: modified } : {}),
      inLanguage: 'nl-NL',
    })
  }
  return {
    title,
    ...(description ? { description, og_description: description, twitter_description: description } : {}),
    robots: {
      index: input.indexable ? 'index' : 'noindex',
      follow: input.indexable ? 'follow' : 'nofollow',
      'max-snippet': 'max-snippet:-1',
      'max-image-preview': 'max-image-preview:large',
      'max-video-preview': 'max-video-preview:-1',
    },
    canonical,
    og_locale: 'nl_NL',
    og_type: input.ogType,
    og_title: title,
    og_url: canonical,
    og_site_name: SITE_NAME,
    ...(input.image ? { og_image: [input.image], twitter_image: input.image.url } : {}),
    ...(published && input.ogType === 'article' ? { article_published_time: published } : {}),
    ...(modified && input.ogType === 'article' ? { article_modified_time: modified } : {}),
    twitter_card: 'summary_large_image',
    twitter_title: title,
    schema: { '@context': 'https://schema.org', '@graph': graph },
  }
}
