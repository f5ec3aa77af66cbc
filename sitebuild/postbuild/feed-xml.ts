// One RSS 2.0 document with the `feed` library, shaped like WordPress' feed-rss2.php: channel title, link, description,
// language, lastBuildDate (the newest item's modification, so an unchanged snapshot gives the same bytes), atom:link
// rel=self; per item title, link, guid (`?p=ID`, not a permalink, as WordPress), pubDate, dc:creator, categories and
// the excerpt as description. Dates are RFC 822 in GMT.
import { Feed } from 'feed'
import { amsterdamToDate } from '#lib/format/dates.ts'

export type FeedItem = {
  id: number
  title: string
  /** Absolute URL. */
  link: string
  /** Site-local "YYYY-MM-DDTHH:MM:SS" (Europe/Amsterdam), as WordPress' `date` and `modified`. */
  date: string
  modified: string
  /** Plain text. */
  description: string
  creators: string[]
  categories: string[]
}
export type FeedChannel = {
  title: string
  link: string
  description: string
  selfUrl: string
  siteUrl: string
  /** lastBuildDate when the feed has no items (site-local, like `modified`). */
  emptyUpdated: string
}

const DC = 'xmlns:dc="http://purl.org/dc/elements/1.1/"'

export function rssXml(channel: FeedChannel, items: FeedItem[]): string {
  const newest = items.reduce((max, i) => (i.modified > max ? i.modified : max), '') || channel.emptyUpdated
  const feed = new Feed({
    title: channel.title,
    id: channel.link,
    link: channel.link,
    description: channel.description,
    language: 'nl-NL',
    generator: false,
    updated: amsterdamToDate(newest) ?? new Date(0),
    feedLinks: { rss: channel.selfUrl },
  })
  for (const item of items) {
    const date = amsterdamToDate(item.date)
    if (!date) continue
    feed.addItem({
      title: item.title,
      link: item.link,
      guid: `${channel.siteUrl}/?p=${item.id}`,
      date,
      description: item.description,
      category: item.categories.map((name) => ({ name })),
      // Several authors share one dc:creator ("Anouk de Vries, Jeroen Bakker"), as a newsletter's author tag shows them.
      extensions: item.creators.length ? [{ name: 'dc:creator', objects: { _cdata: item.creators.join(', ') } }] : [],
    })
  }
  const xml = feed.rss2().replace(/<rss version="2.0"/, `<rss version="2.0" ${DC}`)
  return `${xml.replace(/\n?$/, '\n')}`
}
