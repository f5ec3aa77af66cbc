// PageMeta for every +data: from an entity's SEO and breadcrumbs, or made up for routes without an entity.
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { Breadcrumb, Seo } from '#lib/model/types.ts'
import type { PageMeta } from './page-meta.ts'

type WithSeo = { seo: Seo; breadcrumbs: Breadcrumb[]; skipLastBreadcrumb?: boolean }

export function entityMeta(kind: PageMeta['kind'], path: string, entity: WithSeo): PageMeta {
  return {
    kind,
    path,
    seo: entity.seo,
    breadcrumbs: entity.breadcrumbs,
    skipLastBreadcrumb: entity.skipLastBreadcrumb ?? false,
  }
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

/** The site's origin and name, read off the frontpage's SEO (the pipeline made every canonical absolute). */
function siteIdentity(s: SiteStore): { origin: string; name: string } {
  const home = s.entity('pages', s.site('frontpageId'))?.seo
  return { origin: originOf(home?.canonical ?? ''), name: home?.og['og:site_name'] || 'Hoefslag' }
}

type Synthetic = { title: string; description?: string; robots?: string; breadcrumbs?: Breadcrumb[] }

/** Meta for fixed routes without a CMS entity (events, academy, auteurs, zoeken, login, styleguide). */
export function syntheticMeta(s: SiteStore, kind: PageMeta['kind'], path: string, o: Synthetic): PageMeta {
  const { origin, name } = siteIdentity(s)
  const title = `${o.title} - ${name}`
  const canonical = origin + path
  const description = o.description ?? ''
  const seo: Seo = {
    title,
    description,
    robots: o.robots ?? 'index, follow',
    canonical,
    og: {
      'og:locale': 'nl_NL',
      'og:type': 'website',
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:site_name': name,
    },
    twitter: { 'twitter:card': 'summary_large_image' },
  }
  const breadcrumbs = o.breadcrumbs ?? [
    { name: 'Home', path: '/' },
    { name: o.title, path },
  ]
  return { kind, path, seo, breadcrumbs, skipLastBreadcrumb: false }
}

/** Page N ≥ 2 of a list: its own canonical URL and a "Pagina N" title, so search engines see distinct pages. */
export function pagedMeta(meta: PageMeta, page: number, pagedPath: string): PageMeta {
  if (page <= 1) return meta
  const { seo } = meta
  const canonical = seo.canonical.endsWith(meta.path)
    ? seo.canonical.slice(0, -meta.path.length) + pagedPath
    : seo.canonical
  const suffix = ` - Pagina ${page}`
  const dash = seo.title.lastIndexOf(' - ')
  const title = dash > 0 ? seo.title.slice(0, dash) + suffix + seo.title.slice(dash) : seo.title + suffix
  const { jsonLd: _jsonLd, ...rest } = seo
  return {
    ...meta,
    path: pagedPath,
    seo: { ...rest, title, canonical, og: { ...seo.og, 'og:title': title, 'og:url': canonical } },
  }
}
