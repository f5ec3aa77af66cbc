// @vitest-environment jsdom
// The RSS document: well-formed XML whatever the titles hold, WordPress' channel and item elements, RFC 822 dates in GMT.
import { describe, expect, it } from 'vitest'
import { amsterdamToDate } from '#lib/format/dates.ts'
import { rssXml, type FeedChannel, type FeedItem } from './feed-xml.ts'

const SITE = 'https://www.hoefslag.nl'
const channel: FeedChannel = {
  title: 'Hoefslag',
  link: `${SITE}/`,
  description: 'Kennis over paarden & paardengezondheid',
  selfUrl: `${SITE}/feed/`,
  siteUrl: SITE,
  emptyUpdated: '2026-01-01T00:00:00',
}
const item = (over: Partial<FeedItem>): FeedItem => ({
  id: 1001,
  title: 'Koliek',
  link: `${SITE}/kennisbank/koliek/`,
  date: '2026-07-01T12:00:00',
  modified: '2026-07-02T08:30:00',
  description: 'Koliek herkennen.',
  creators: ['Anouk de Vries'],
  categories: ['Gezondheid'],
  ...over,
})

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}
const text = (doc: Document, selector: string) => [...doc.getElementsByTagName(selector)].map((e) => e.textContent)

describe('rssXml', () => {
  it('writes a channel as WordPress does, with a self link and the newest modification as lastBuildDate', () => {
    const doc = parse(rssXml(channel, [item({}), item({ id: 2001, modified: '2026-01-10T10:00:00' })]))
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    expect(text(doc, 'title')[0]).toBe('Hoefslag')
    expect(text(doc, 'description')[0]).toBe('Kennis over paarden & paardengezondheid')
    expect(text(doc, 'language')).toEqual(['nl-NL'])
    expect(text(doc, 'lastBuildDate')).toEqual(['Thu, 02 Jul 2026 06:30:00 GMT'])
    const self = doc.getElementsByTagName('atom:link')[0]
    expect([self?.getAttribute('href'), self?.getAttribute('rel'), self?.getAttribute('type')]).toEqual([
      `${SITE}/feed/`,
      'self',
      'application/rss+xml',
    ])
  })

  it('gives each item its link, a ?p=ID guid, pubDate, dc:creator, categories and the excerpt', () => {
    const doc = parse(
      rssXml(channel, [item({ creators: ['Anouk de Vries', 'Jeroen Bakker'], categories: ['Gezondheid', 'koliek'] })]),
    )
    const entry = doc.getElementsByTagName('item')[0]
    expect(entry).toBeDefined()
    const get = (name: string) => [...(entry?.getElementsByTagName(name) ?? [])].map((e) => e.textContent)
    expect(get('link')).toEqual([`${SITE}/kennisbank/koliek/`])
    expect(get('guid')).toEqual([`${SITE}/?p=1001`])
    expect(entry?.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('false')
    expect(get('pubDate')).toEqual(['Wed, 01 Jul 2026 10:00:00 GMT'])
    expect(get('dc:creator')).toEqual(['Anouk de Vries, Jeroen Bakker'])
    expect(get('category')).toEqual(['Gezondheid', 'koliek'])
    expect(get('description')).toEqual(['Koliek herkennen.'])
  })

  it('stays well-formed and keeps the text when titles and excerpts hold markup, ampersands or a CDATA end', () => {
    const title = 'Hoef & <b>been</b> ]]> "quotes"'
    const doc = parse(
      rssXml({ ...channel, title: 'Paard & <ruiter>' }, [
        item({ title, description: 'a ]]> b & c', link: `${SITE}/zoeken/?q=a&b=c` }),
      ]),
    )
    expect(text(doc, 'title')).toEqual(['Paard & <ruiter>', title])
    expect(text(doc, 'description')[1]).toBe('a ]]> b & c')
    expect(text(doc, 'link')[1]).toBe(`${SITE}/zoeken/?q=a&b=c`)
  })

  it('uses the fallback lastBuildDate for a feed without items', () => {
    const doc = parse(rssXml(channel, []))
    expect(doc.getElementsByTagName('item')).toHaveLength(0)
    expect(text(doc, 'lastBuildDate')).toEqual(['Wed, 31 Dec 2025 23:00:00 GMT'])
  })
})

describe('amsterdamToDate', () => {
  it('reads Dutch wall-clock times in winter and summer time, across the switch', () => {
    expect(amsterdamToDate('2026-01-15T09:00:00')?.toUTCString()).toBe('Thu, 15 Jan 2026 08:00:00 GMT')
    expect(amsterdamToDate('2026-07-15T09:00:00')?.toUTCString()).toBe('Wed, 15 Jul 2026 07:00:00 GMT')
    expect(amsterdamToDate('2026-03-29T01:30:00')?.toISOString()).toBe('2026-03-29T00:30:00.000Z')
    expect(amsterdamToDate('2026-03-29T03:30:00')?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(amsterdamToDate('gisteren')).toBeUndefined()
  })
})
