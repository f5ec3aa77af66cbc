// WordPress-only URLs resolved from the fetched content: shortlinks to routes, attachment pages to their files.
import { describe, expect, it } from 'vitest'
import { WpMediaSchema } from '../schemas/wp/index.ts'
import { CMS, wpMedia } from '../schemas/wp/test-payloads.ts'
import { createUrlContext } from './urls.ts'
import { wpLinkResolver } from './wp-links.ts'

const base = { cmsOrigins: [CMS], siteUrl: 'https://www.hoefslag.nl' }
const none = {
  articles: [],
  posts: [],
  lessons: [],
  events: [],
  partners: [],
  products: [],
  clinics: [],
  vets: [],
  guestAuthors: [],
}
const raw = {
  ...none,
  articles: [{ id: 1028, link: `${CMS}/kennisbank/rhinopneumonie/` }],
  pages: [{ id: 2303, link: `${CMS}/over-ons/` }],
  media: [
    WpMediaSchema.parse(
      wpMedia({
        id: 132,
        link: `${CMS}/vaccinatieschema/`,
        source_url: `${CMS}/wp-content/uploads/2026/05/vaccinatieschema.pdf`,
      }),
    ),
  ],
} as unknown as Parameters<typeof wpLinkResolver>[0]

describe('wpLinkResolver', () => {
  const reported: string[] = []
  const urls = createUrlContext({
    ...base,
    wpLinks: wpLinkResolver(raw, createUrlContext(base)),
    onUnresolved: (u) => reported.push(u),
  })

  it('sends a shortlink to the post', () => {
    expect(urls.toSitePath(`${CMS}/?p=1028`)).toBe('/kennisbank/rhinopneumonie/')
    expect(urls.toSitePath(`${CMS}/?page_id=2303`)).toBe('/over-ons/')
    expect(urls.toSitePath(`${CMS}/index.php?p=1028`)).toBe('/kennisbank/rhinopneumonie/')
  })

  it('sends an attachment page to the file', () => {
    expect(urls.toSitePath(`${CMS}/?attachment_id=132`)).toBe('/wp-content/uploads/2026/05/vaccinatieschema.pdf')
    expect(urls.toSitePath(`${CMS}/vaccinatieschema/`)).toBe('/wp-content/uploads/2026/05/vaccinatieschema.pdf')
  })

  it('reports a shortlink or attachment that names nothing published, and leaves ordinary links alone', () => {
    expect(urls.toSitePath(`${CMS}/?p=4242`)).toBe(`${CMS}/?p=4242`)
    expect(urls.toSitePath(`${CMS}/?attachment_id=4242`)).toBe(`${CMS}/?attachment_id=4242`)
    expect(urls.toSitePath(`${CMS}/over-ons/?utm=x`)).toBe('/over-ons/?utm=x')
    expect(reported).toEqual([`${CMS}/?p=4242`, `${CMS}/?attachment_id=4242`])
  })
})
