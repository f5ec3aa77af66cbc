// The RSS feeds a WordPress site offers, as this site serves them: the site feed at /feed/ and one feed per
// knowledge-base category at its own path + feed/ (nested categories too: /kennisbank-cat/hoeven/hoefaandoeningen/feed/).
// Shared by the head (the <link rel="alternate"> tags) and the postbuild (the files).

export const SITE_FEED_PATH = '/feed/'
/** WordPress' "Syndication feeds show the most recent" default (`posts_per_rss`). */
export const FEED_ITEMS = 10
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'

/** The feed of a knowledge-base category page ("/kennisbank-cat/hoeven/" → "/kennisbank-cat/hoeven/feed/"). */
export const categoryFeedPath = (categoryPath: string): string => `${categoryPath.replace(/\/?$/, '/')}feed/`

/** The channel title, as WordPress writes it: "Hoefslag" and "Hoefslag » Hoefaandoeningen". */
export const feedTitle = (siteName: string, categoryName?: string): string =>
  categoryName ? `${siteName} » ${categoryName}` : siteName

export type FeedLink = { href: string; title: string }

/**
 * The feeds a page advertises in its head: the site feed on every page, and on a knowledge-base category page (any of
 * its pages) the category's own. Titles as WordPress' feed_links: "Hoefslag » Feed", "Hoefslag » Hoefaandoeningen categorie feed".
 */
export function feedLinks(
  siteName: string,
  page?: { kind: string; path: string; breadcrumbs: { name: string; path: string }[] },
): FeedLink[] {
  const links: FeedLink[] = [{ href: SITE_FEED_PATH, title: `${siteName} » Feed` }]
  if (page?.kind !== 'kb-category') return links
  const base = page.path.replace(/pagina\/\d+\/$/, '')
  const name = page.breadcrumbs.find((b) => b.path === base)?.name
  if (name) links.push({ href: categoryFeedPath(base), title: `${feedTitle(siteName, name)} categorie feed` })
  return links
}
