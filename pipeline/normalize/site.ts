// Site singletons: general settings (links and images made site-relative), menus and redirects.
import type * as wp from '../schemas/wp/index.ts'
import type { Menu, MenuItem, Redirect } from '#lib/model/types.ts'
import type { GeneralSettings } from '#lib/model/snapshot.ts'
import type { NormalizeContext } from './context.ts'
import { normalizeImage } from './images.ts'
import { decodeEntities } from './html.ts'

export function normalizeSettings(raw: wp.WpGeneralSettings, ctx: NormalizeContext): GeneralSettings {
  const link = <L extends { url: string } | undefined>(l: L): L => (l ? { ...l, url: ctx.urls.toSitePath(l.url) } : l)
  return {
    ...raw,
    notifications: raw.notifications.map((n) => ({ ...n, notification_url: link(n.notification_url) })),
    finder_notification: raw.finder_notification
      ? { ...raw.finder_notification, notification_url: link(raw.finder_notification.notification_url) }
      : undefined,
    footer_partners: { ...raw.footer_partners, partners_page_link: link(raw.footer_partners.partners_page_link) },
    search_settings: {
      ...raw.search_settings,
      synonyms: normalizeSynonyms(raw.search_settings.synonyms),
      curations: normalizeCurations(raw.search_settings.curations),
    },
    logo: normalizeImage(raw.logo, ctx.urls),
  }
}

/** Synonym rows as the search reads them (search/synonyms.ts parses and checks them): entities decoded, each side of
 *  a one-way rule's "=>" written as its words trimmed and comma-separated; empty rows left out. A malformed row is kept
 *  as written, for the search build to report it by its text. */
export function normalizeSynonyms(rows: { words: string }[]): { words: string }[] {
  return rows.flatMap((row) => {
    const words = decodeEntities(row.words)
      .split('=>')
      .map((side) =>
        side
          .split(/[,;\n]+/)
          .map((w) => w.replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .join(', '),
      )
      .join(' => ')
      .trim()
    return words ? [{ words }] : []
  })
}

/** Pinned pages as the search reads them: the query decoded and trimmed; rows without a query or a page left out. */
export function normalizeCurations(
  rows: { query: string; post?: number | undefined }[],
): { query: string; post: number }[] {
  return rows.flatMap(({ query, post }) => {
    const q = decodeEntities(query).replace(/\s+/g, ' ').trim()
    return q && post ? [{ query: q, post }] : []
  })
}

function menuItem(item: wp.WpMenuItem, ctx: NormalizeContext): MenuItem {
  return {
    id: item.ID,
    title: decodeEntities(item.title),
    url: item.url === '#' ? '#' : ctx.urls.toSitePath(item.url),
    target: item.target,
    ...(item.menu_dropdown_type ? { dropdownType: item.menu_dropdown_type } : {}),
    ...(item.icon ? { icon: ctx.urls.mediaUrl(item.icon) } : {}),
    ...(item.icon_hover ? { iconHover: ctx.urls.mediaUrl(item.icon_hover) } : {}),
    children: item.child_items.map((c) => menuItem(c, ctx)),
  }
}

export function normalizeMenus(raw: Record<string, wp.WpMenu>, ctx: NormalizeContext): Record<string, Menu> {
  const out: Record<string, Menu> = {}
  for (const [location, menu] of Object.entries(raw)) {
    out[location] = { name: menu.name, slug: menu.slug, items: menu.items.map((i) => menuItem(i, ctx)) }
  }
  return out
}

/** spec §7: rules add a trailing slash and collapse double slashes; default 301; rules with a hash are skipped. */
export function normalizeRedirects(
  raw: { from: string; to: string; statusCode: number }[],
  ctx: NormalizeContext,
): Redirect[] {
  const clean = (p: string) => {
    const sitePath = ctx.urls.toSitePath(p)
    // Another site's URL stays as it is (collapsing would turn "https://" into "https:/").
    if (/^[a-z][a-z0-9+.-]*:/i.test(sitePath)) return sitePath
    const path = sitePath.replace(/\/{2,}/g, '/')
    const [base = '', query] = path.split('?')
    const slashed = /\.[a-z0-9]{2,5}$/i.test(base) || base.endsWith('/') ? base : `${base}/`
    return query !== undefined ? `${slashed}?${query}` : slashed
  }
  return raw
    .filter((r) => !r.from.includes('#') && !r.to.includes('#'))
    .map((r) => ({ from: clean(r.from), to: clean(r.to), status: r.statusCode || 301 }))
}
