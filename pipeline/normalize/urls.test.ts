// URL rewriting: CMS, site and localhost URLs become site paths; external and special URLs stay as they are.
import { describe, expect, it } from 'vitest'
import { collapseSlashes, createUrlContext, ensureTrailingSlash } from './urls.ts'

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
    expect(ctx.toSitePath('https://cms.hoefslag.nl/wp-content/uploads/2024/05/folder.pdf')).toBe('/wp-content/uploads/2024/05/folder.pdf')
  })

  it('leaves external, mailto:, tel:, fragments and CMS-only paths unchanged', () => {
    for (const url of [
      'https://www.knmvd.nl/paard/', 'mailto:redactie@hoefslag.nl', 'tel:+31201234567', '#', '#inhoud',
      'https://cms.hoefslag.nl/wp-admin/', 'https://cms.hoefslag.nl/wp-login.php', 'javascript:alert(1)',
      'https://evil.example/?next=https://cms.hoefslag.nl/',
    ]) expect(ctx.toSitePath(url)).toBe(url)
  })

  it('collapses repeated slashes in the path only', () => {
    expect(ctx.toSitePath('http://localhost:8081//kennisbank///koliek/?u=https://x.nl')).toBe('/kennisbank/koliek/?u=https://x.nl')
    expect(collapseSlashes('//a//b/#//c')).toBe('/a/b/#//c')
    expect(ensureTrailingSlash('/a?b/c')).toBe('/a/?b/c')
    expect(ensureTrailingSlash('/img/logo.svg')).toBe('/img/logo.svg')
  })
})

describe('mediaUrl and isInternal', () => {
  it('serves CMS media through the site', () => {
    expect(ctx.mediaUrl('http://localhost:8081/wp-content/uploads/2024/05/koliek-1024x683.jpg')).toBe('/wp-content/uploads/2024/05/koliek-1024x683.jpg')
    expect(ctx.mediaUrl('https://cms.hoefslag.nl/wp-content/uploads/logo.svg?v=2')).toBe('/wp-content/uploads/logo.svg?v=2')
    expect(ctx.mediaUrl('https://i0.wp.com/cms.hoefslag.nl/wp-content/uploads/a.jpg')).toBe('https://i0.wp.com/cms.hoefslag.nl/wp-content/uploads/a.jpg')
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
