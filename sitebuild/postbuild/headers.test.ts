// _headers: security headers and the CSP (with the build's inline-script hashes), and the whole postbuild on a dist.
import { existsSync } from 'node:fs'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256 } from '#lib/sha256.server.ts'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import { compileHeaderRules, headersFor, loadHeaderRules } from '#server/headers-file.ts'
import { loadRedirects } from '#server/redirects.ts'
import { headerRules } from './headers.ts'
import { postbuild } from './index.ts'
import { pageQueryRules } from './redirects.ts'
import { inlineScriptHashesOf } from './inline-scripts.ts'

const sha = (s: string) => `'sha256-${sha256(s, 'base64')}'`

describe('inline script hashes', () => {
  it('hashes executed inline scripts only, not external or JSON data blocks', () => {
    const html = [
      '<script>window.dataLayer=[]</script>',
      '<script type="module">import("/assets/x.js")</script>',
      '<script src="/assets/entry.js" type="module" async></script>',
      '<script id="vike_pageContext" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ].join('\n')
    expect(inlineScriptHashesOf(html)).toEqual([sha('window.dataLayer=[]'), sha('import("/assets/x.js")')])
  })
})

describe('header rules', async () => {
  const rules = await compileHeaderRules(
    headerRules({
      inlineScriptHashes: [sha('a')],
      extraOrigins: ['https://forms.example'],
      https: true,
      indexable: true,
    }),
  )
  const page = headersFor(rules, '/kennisbank/koliek/')
  const csp = page['content-security-policy'] ?? ''
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

  it('sends the security headers on every path', () => {
    expect(page['x-content-type-options']).toBe('nosniff')
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(page['permissions-policy']).toContain('camera=()')
    expect(page['strict-transport-security']).toContain('max-age=31536000')
    expect(page['x-robots-tag']).toBeUndefined()
    expect(page['cache-control']).toBeUndefined()
  })

  it("allows the site, its inline-script hashes and the spec's third parties, and nothing inline besides", () => {
    expect(directive('script-src')).toContain(`'self' ${sha('a')}`)
    expect(directive('script-src')).not.toContain("'unsafe-inline'")
    expect(directive('script-src')).toContain('https://*.googletagservices.com')
    expect(directive('script-src')).toContain('https://forms.example')
    for (const frame of [
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://*.quadia.com',
      'https://*.doubleclick.net',
    ]) {
      expect(directive('frame-src')).toContain(frame)
    }
    expect(directive('object-src')).toBe("object-src 'none'")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(csp).toContain('upgrade-insecure-requests')
  })

  it('caches /assets/ for a year, immutable', () => {
    expect(headersFor(rules, '/assets/entries/page.js')['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('marks a deploy preview noindex and does not upgrade requests on a local http build', async () => {
    const local = await compileHeaderRules(
      headerRules({ inlineScriptHashes: [], extraOrigins: [], https: false, indexable: false }),
    )
    const h = headersFor(local, '/')
    expect(h['x-robots-tag']).toBe('noindex')
    expect(h['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(h['strict-transport-security']).toBeUndefined()
  })
})

describe('postbuild', () => {
  let dist: string
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'hoefslag-postbuild-'))
    await mkdir(path.join(dist, 'client'), { recursive: true })
    await writeFile(path.join(dist, 'client', 'index.html'), '<script>console.log(1)</script>')
    await writeFile(path.join(dist, 'client', '404.html'), '<h1>404</h1>')
    await mkdir(path.join(dist, 'client', 'categorie', 'gezondheid'), { recursive: true })
    await writeFile(path.join(dist, 'client', 'categorie', 'gezondheid', 'index.html'), '<h1>Gezondheid</h1>')
  })
  afterAll(() => rm(dist, { recursive: true, force: true }))

  it("writes sitemap, robots.txt, _redirects and _headers that Netlify's parsers (and so the server) read, and no redirects.json", async () => {
    const snapshot = fixtureSnapshot()
    snapshot.site.redirects = [{ from: '/over/', to: '/over-ons/', status: 301 }]
    const result = await postbuild({
      distDir: dist,
      snapshot,
      siteUrl: 'https://www.hoefslag.nl',
      cmsApiUrl: 'https://cms.hoefslag.nl/wp-json',
      indexable: true,
      extraOrigins: [],
    })
    expect(result).toMatchObject({
      sitemapUrls: 1,
      redirects: 2 + pageQueryRules().length,
      htmlFiles: 3,
      inlineScripts: 1,
    })
    expect(result.warnings).toEqual([
      '1 route(s) of the route table have no prerendered page and are left out of the sitemap: /categorie/voeding/',
    ])
    const read = (f: string) => readFile(path.join(dist, f), 'utf8')
    expect(await read('client/sitemap.xml')).toContain('<loc>https://www.hoefslag.nl/categorie/gezondheid/</loc>')
    expect(await read('client/robots.txt')).toContain('Sitemap: https://www.hoefslag.nl/sitemap.xml')
    expect(await read('client/_redirects')).toContain('/wp-content/*  https://cms.hoefslag.nl/wp-content/:splat  200')
    const headers = await loadHeaderRules(path.join(dist, 'client/_headers'))
    expect(headers.problems).toEqual([])
    expect(headersFor(headers.rules, '/')['content-security-policy']).toContain(sha('console.log(1)'))
    expect(existsSync(path.join(dist, 'redirects.json'))).toBe(false)
    const { redirects, problems } = await loadRedirects(path.join(dist, 'client/_redirects'))
    expect(problems).toEqual([])
    const none = new Map<string, string>()
    const token = new Map([['hoefslag_token', 'x']])
    // The editors' preview rewrites first (forced), then the CMS and fixed redirects, the private-page rewrite last.
    expect(redirects.match({ pathname: '/over/', search: '?p=7', cookies: none })).toMatchObject({
      status: 200,
      force: true,
      location: '/api/editor/preview/over/?p=7',
    })
    expect(redirects.match({ pathname: '/over/', search: '', cookies: token })).toMatchObject({
      status: 301,
      location: '/over-ons/',
    })
    expect(redirects.match({ pathname: '/inloggen', search: '', cookies: none })).toMatchObject({
      status: 301,
      location: '/login/',
    })
    expect(redirects.match({ pathname: '/geheim/', search: '', cookies: token })).toMatchObject({
      status: 200,
      force: false,
      location: '/api/editor/page/geheim/',
    })
    expect(redirects.match({ pathname: '/geheim/', search: '', cookies: none })).toBeUndefined()
    expect(await read('client/_redirects')).toContain('/*  /api/editor/page/:splat  200  Cookie=hoefslag_token')
    expect(await read('client/_redirects')).toContain('/*  p=:id  /api/editor/preview/:splat?p=:id  200!')
    expect(await read('client/_redirects')).toContain('/  p=:id  /api/editor/preview/?p=:id  200!')
  })
})

describe('feeds and the build report', () => {
  const rules = () =>
    compileHeaderRules(
      headerRules({
        inlineScriptHashes: [],
        extraOrigins: [],
        imageOrigins: [],
        https: true,
        indexable: true,
        feedPaths: ['/feed/', '/kennisbank-cat/hoeven/feed/'],
      }),
    )

  it('sends the feeds as RSS and nothing else', async () => {
    const compiled = await rules()
    expect(headersFor(compiled, '/feed/')['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect(headersFor(compiled, '/kennisbank-cat/hoeven/feed/')['content-type']).toBe(
      'application/rss+xml; charset=utf-8',
    )
    expect(headersFor(compiled, '/kennisbank-cat/hoeven/')['content-type']).toBeUndefined()
  })

  it('keeps the build report out of search engines, on a production build too', async () => {
    const compiled = await rules()
    expect(headersFor(compiled, '/_build/report.html')['x-robots-tag']).toBe('noindex')
    expect(headersFor(compiled, '/kennisbank/')['x-robots-tag']).toBeUndefined()
  })
})
