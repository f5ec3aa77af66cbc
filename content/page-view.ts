// The generic page view's data (spec §2): banner, rows with their block references, content and the tag index.
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { Banner, ContentRows, Sponsor } from '#lib/model/types.ts'
import { resolveBlockRefs, type BlockRefs } from './block-refs.ts'
import { tagIndex, type TagGroup } from './tag-index.ts'

/** A banner as the page shows it: the CMS banner, the title it falls back to, and an optional sponsor. */
export type BannerView = Banner & { fallbackTitle: string; fallbackTitleHtml?: string; sponsor?: Sponsor }

export type PageView = {
  title: string
  titleHtml?: string
  banner?: BannerView
  rows?: ContentRows
  refs: BlockRefs
  content: string
  tagIndex?: TagGroup[]
}

type Source = {
  title: string
  titleHtml?: string
  content: string
  banner?: Banner
  rows?: ContentRows
  tagIndex?: boolean
  sponsor?: Sponsor
}

export function bannerView(
  title: string,
  banner: Banner | undefined,
  sponsor?: Sponsor,
  titleHtml?: string,
): BannerView | undefined {
  return banner
    ? {
        ...banner,
        fallbackTitle: title,
        ...(titleHtml ? { fallbackTitleHtml: titleHtml } : {}),
        ...(sponsor ? { sponsor } : {}),
      }
    : undefined
}

/** A CMS page (or any entity shown with the generic view). `withContent: false` leaves the body out (list pages 2+). */
export function pageView(s: SiteStore, source: Source, { withContent = true } = {}): PageView {
  const banner = bannerView(source.title, source.banner, source.sponsor, source.titleHtml)
  const rows = withContent && source.rows?.rows.length ? source.rows : undefined
  return {
    title: source.title,
    ...(source.titleHtml ? { titleHtml: source.titleHtml } : {}),
    ...(banner ? { banner } : {}),
    ...(rows ? { rows } : {}),
    refs: resolveBlockRefs(s, rows),
    content: withContent ? source.content : '',
    ...(withContent && source.tagIndex
      ? { tagIndex: tagIndex(s.entities('terms'), (id) => s.listLength(['byTerm', id])) }
      : {}),
  }
}
