// Static media under /wp-content/: content types, ETag revalidation, cache headers, 404s and no path traversal.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
beforeAll(async () => {
  cms = await startFixture()
})
afterAll(() => cms.close())

describe('static media', () => {
  it('serves uploads with their content type, length, ETag and Cache-Control', async () => {
    const png = await fetch(`${cms.server.origin}/wp-content/uploads/2026/05/paard.png`)
    expect(png.status).toBe(200)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(png.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const bytes = Buffer.from(await png.arrayBuffer())
    expect(bytes.subarray(1, 4).toString()).toBe('PNG')
    expect(png.headers.get('content-length')).toBe(String(bytes.length))
    const again = await fetch(png.url, { headers: { 'if-none-match': png.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
    const svg = await fetch(`${cms.server.origin}/wp-content/uploads/2026/05/icoon.svg`)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('types every upload as a web server does (mrmime, server/mime.ts), not only images and fonts', async () => {
    const media = mkdtempSync(path.join(os.tmpdir(), 'devcms-media-'))
    const uploads = path.join(media, 'uploads', '2026', '05')
    mkdirSync(uploads, { recursive: true })
    const files = {
      'tarieven.csv': 'text/csv; charset=utf-8',
      'spreekuur.mp3': 'audio/mpeg',
      'feed.xml': 'application/xml; charset=utf-8',
      'HOEF.JPG': 'image/jpeg',
      'zonder-extensie': 'application/octet-stream',
    }
    for (const name of Object.keys(files)) writeFileSync(path.join(uploads, name), 'x')
    const own = await startFixture({ mediaDir: media })
    try {
      for (const [name, type] of Object.entries(files)) {
        const res = await fetch(`${own.server.origin}/wp-content/uploads/2026/05/${name}`)
        expect(res.headers.get('content-type'), name).toBe(type)
      }
    } finally {
      await own.close()
      rmSync(media, { recursive: true, force: true })
    }
  })

  it('serves plugin files from media/plugins', async () => {
    const js = await fetch(`${cms.server.origin}/wp-content/plugins/hotspots/hotspots.js`)
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toContain('text/javascript')
  })

  it('answers 404 for missing files, the manifest and any path that climbs out', async () => {
    for (const p of [
      '/wp-content/uploads/2026/05/bestaat-niet.png',
      '/wp-content/uploads/manifest.json',
      '/wp-content/uploads/..%2fmanifest.json',
      '/wp-content/uploads/2026/..%2f..%2f..%2fcontent%2fusers.json',
      '/wp-content/plugins/%2e%2e/manifest.json',
      '/wp-content/themes/x.css',
    ]) {
      const res = await fetch(`${cms.server.origin}${p}`)
      expect(res.status, p).toBe(404)
    }
  })
})
