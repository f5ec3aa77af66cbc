// The RSS feeds and the build report as a visitor's reader and an editor reach them on the served site.
import { expect, test } from '@playwright/test'
import { e2eSnapshot } from './support.ts'

test('/feed/ is served as RSS and lists the newest news post; every page links it, a knowledge-base category its own', async ({
  page,
  request,
}) => {
  const s = e2eSnapshot()
  const newestPost = s.entities.posts[s.lists.posts[0] ?? 0]
  expect(newestPost).toBeDefined()
  const feed = await request.get('/feed/')
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await feed.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/)
  expect(xml).toContain(`<link>${new URL(newestPost?.path ?? '', feed.url()).href}</link>`)
  expect(xml.match(/<item>/g)).toHaveLength(10)

  await page.goto('/')
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/feed/')
  const [categoryPath] = Object.entries(s.routes).find(([, r]) => r.kind === 'kb-category') ?? []
  await page.goto(categoryPath ?? '/')
  const links = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
  await expect(links).toHaveCount(2)
  await expect(links.nth(1)).toHaveAttribute('href', `${categoryPath}feed/`)
  const categoryFeed = await request.get(`${categoryPath}feed/`)
  expect(categoryFeed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
})

test('the build report is published at /_build/report.html, kept out of search engines', async ({ request }) => {
  const report = await request.get('/_build/report.html')
  expect(report.status()).toBe(200)
  expect(report.headers()['x-robots-tag']).toBe('noindex')
  expect(await report.text()).toContain('<h1>Build report</h1>')
})
