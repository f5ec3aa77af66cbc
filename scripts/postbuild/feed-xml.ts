// One RSS 2.0 document with the `feed` library, shaped like WordPress' feed-rss2.php: channel title, link, description,
// language, lastBuildDate (the newest item's modification, so an unchanged snapshot gives the same bytes), atom:link
// rel=self; per item title, link, guid (`?p=ID`, not a permalink, as WordPress), pubDate, dc:creator, categories and
// the excerpt as description. Dates are RFC 822 in GMT.
import { Feed } from 'feed'

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

const TIME_ZONE = 'Europe/Amsterdam'
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/

/** How far the Dutch clock is ahead of UTC at the instant `utcMs`. */
function offsetMs(utcMs: number): number {
  const p: Record<string, number> = {}
  for (const part of parts.formatToParts(new Date(utcMs))) p[part.type] = Number(part.value)
  return (
    Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) -
    Math.floor(utcMs / 1000) * 1000
  )
}

/** A Dutch wall-clock time as the instant it names (summer and winter time alike); undefined when unreadable. */
export function amsterdamToDate(local: string): Date | undefined {
  const m = LOCAL.exec(local)
  if (!m) return undefined
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]))
  return new Date(wall - offsetMs(wall - offsetMs(wall)))
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
