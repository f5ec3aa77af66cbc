// URL rewriting: CMS, site and localhost URLs become site paths; external and special URLs stay as they are.
import { describe, expect, it } from 'vitest'
import { cmsSiteRoot, collapseSlashes, createUrlContext, ensureTrailingSlash } from './urls.ts'

const ctx = createUrlContext({ cmsOrigins: ['https://cms.hoefslag.nl'], siteUrl: 'https://www.hoefslag.nl' })

describe('toSitePath', () => {
  it('turns CMS, site and localhost URLs into site paths, keeping search and hash', () => {
    expect(ctx.toSitePath('http://localhost:8081/kennisbank/koliek/?a=1#x')).toBe('/kennisbank/koliek/?a=1#x')
    expect(ctx.toSitePath('https://cms.hoefslag.nl/kennisbank/koliek/')).toBe('/kennisbank/koliek/')
    expect(ctx.toSitePath('http://cms.hoefslag.nl/event/open-dag')).toBe('/event/open-dag/')
    expect(ctx.toSitePath('https://www.hoefslag.nl/nieuws/')).toBe('/nieuws/')
    expect(ctx.toSitePath('https://hoefslag.nl/nieuws')).toBe('/nieuws/')
    expect(ctx.toSitePath('//cms.hoefslag.nl/academy/les-1')).toBe('/academy/les-1/')
    expect(ctx.toSitePath('http://127.0.0.1:3000')).toBe('/')
  })

  it('adds a trailing slash before ?/# only to paths without a file extension', () => {
    expect(ctx.toSitePath('https://cms.hoefslag.nl/kennisbank/koliek?utm=x')).toBe('/kennisbank/koliek/?utm=x')
    expect(ctx.toSitePath('https://cms.hoefslag.nl/kennisbank/koliek#symptomen')).toBe('/kennisbank/koliek/#symptomen')
    expect(ctx.toSitePath('/partners/hippo')).toBe('/partners/hippo/')
    expect(ctx.toSitePath('https://cms.hoefslag.nl/feed.xml')).toBe('/feed.xml')
    expect(ctx.toSitePath('https://cms.hoefslag.nl/wp-content/uploads/2024/05/folder.pdf')).toBe(
      '/wp-content/uploads/2024/05/folder.pdf',
    )
  })

  it('leaves external, mailto:, tel:, fragments and CMS-only paths unchanged', () => {
    for (const url of [
      'https://www.knmvd.nl/paard/',
      'mailto:redactie@hoefslag.nl',
      'tel:+31201234567',
      '#',
      '#inhoud',
      'https://cms.hoefslag.nl/wp-admin/',
      'https://cms.hoefslag.nl/wp-login.php',
      'javascript:alert(1)',
      'https://evil.example/?next=https://cms.hoefslag.nl/',
    ])
      expect(ctx.toSitePath(url)).toBe(url)
  })

  it('collapses repeated slashes in the path only', () => {
    expect(ctx.toSitePath('http://localhost:8081//kennisbank///koliek/?u=https://x.nl')).toBe(
      '/kennisbank/koliek/?u=https://x.nl',
    )
    expect(collapseSlashes('//a//b/#//c')).toBe('/a/b/#//c')
    expect(ensureTrailingSlash('/a?b/c')).toBe('/a/?b/c')
    expect(ensureTrailingSlash('/img/logo.svg')).toBe('/img/logo.svg')
  })
})

describe('mediaUrl and isInternal', () => {
  it('serves CMS media through the site', () => {
    expect(ctx.mediaUrl('http://localhost:8081/wp-content/uploads/2024/05/koliek-1024x683.jpg')).toBe(
      '/wp-content/uploads/2024/05/koliek-1024x683.jpg',
    )
    expect(ctx.mediaUrl('https://cms.hoefslag.nl/wp-content/uploads/logo.svg?v=2')).toBe(
      '/wp-content/uploads/logo.svg?v=2',
    )
    expect(ctx.mediaUrl('https://i0.wp.com/cms.hoefslag.nl/wp-content/uploads/a.jpg')).toBe(
      'https://i0.wp.com/cms.hoefslag.nl/wp-content/uploads/a.jpg',
    )
    expect(ctx.mediaUrl('https://cms.hoefslag.nl/kennisbank/')).toBe('https://cms.hoefslag.nl/kennisbank/')
  })

  it('tells site pages from everything else', () => {
    expect(ctx.isInternal('/kennisbank/')).toBe(true)
    expect(ctx.isInternal('http://localhost:8081/kennisbank/')).toBe(true)
    expect(ctx.isInternal('https://cms.hoefslag.nl/zoeken/?q=hoef')).toBe(true)
    expect(ctx.isInternal('https://www.knmvd.nl/')).toBe(false)
    expect(ctx.isInternal('//www.youtube.com/embed/x')).toBe(false)
    expect(ctx.isInternal('mailto:a@b.nl')).toBe(false)
    expect(ctx.isInternal('#top')).toBe(false)
    expect(ctx.isInternal('https://cms.hoefslag.nl/wp-admin/')).toBe(false)
  })
})

describe('a WordPress in a subdirectory, and WordPress-only links', () => {
  it('takes the site root of the REST root as the base path', () => {
    expect(cmsSiteRoot('https://cms.example.nl/blog/wp-json').href).toBe('https://cms.example.nl/blog/')
    expect(cmsSiteRoot('https://cms.example.nl/blog/wp-json/').pathname).toBe('/blog/')
    expect(cmsSiteRoot('http://localhost:8081/wp-json').pathname).toBe('/')
  })

  it('takes the base off CMS links and uploads, not off the site own paths', () => {
    const sub = createUrlContext({
      cmsOrigins: ['https://cms.example.nl'],
      siteUrl: 'https://www.hoefslag.nl',
      cmsBasePath: '/blog/',
    })
    expect(sub.toSitePath('https://cms.example.nl/blog/kennisbank/koliek/')).toBe('/kennisbank/koliek/')
    expect(sub.toSitePath('https://cms.example.nl/blog/')).toBe('/')
    expect(sub.mediaUrl('https://cms.example.nl/blog/wp-content/uploads/2026/05/a.jpg')).toBe(
      '/wp-content/uploads/2026/05/a.jpg',
    )
    expect(sub.toSitePath('https://www.hoefslag.nl/blog/over-ons/')).toBe('/blog/over-ons/')
  })

  it('resolves shortlinks and attachment pages, and reports what names nothing, with where it was found', () => {
    const unresolved: string[] = []
    const resolver = (pathname: string, search: URLSearchParams) =>
      pathname === '/' && search.get('p') === '1028'
        ? '/kennisbank/rhinopneumonie/'
        : pathname === '/' && search.has('p')
          ? null
          : undefined
    const links = createUrlContext({
      cmsOrigins: ['https://cms.hoefslag.nl'],
      siteUrl: 'https://www.hoefslag.nl',
      wpLinks: resolver,
      onUnresolved: (url, source) => unresolved.push(`${url} in ${String(source?.id)}`),
    }).within({ entity: 'articles', id: 1001 })
    expect(links.toSitePath('https://cms.hoefslag.nl/?p=1028#symptomen')).toBe('/kennisbank/rhinopneumonie/#symptomen')
    expect(links.toSitePath('/?p=1028')).toBe('/kennisbank/rhinopneumonie/')
    expect(links.toSitePath('/?p=9999')).toBe('/?p=9999')
    expect(unresolved).toEqual(['/?p=9999 in 1001'])
  })
})
