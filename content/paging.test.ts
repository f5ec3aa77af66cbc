import { describe, expect, it } from 'vitest'
import { pageCount, pageFromQuery, pageItems, pagedPath, pagedPaths, pageWindow, parsePagedPath } from './paging.ts'
import { pagedRoute } from './paged-route.ts'

describe('list paging', () => {
  it('counts pages, with one (empty) page for an empty list', () => {
    expect(pageCount(0, 12)).toBe(1)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
    expect(pageCount(38, 12)).toBe(4)
  })

  it('slices the items of a page', () => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1)
    expect(pageItems(items, 1, 12)).toEqual(items.slice(0, 12))
    expect(pageItems(items, 3, 12)).toEqual([25, 26, 27, 28, 29, 30])
    expect(pageItems(items, 4, 12)).toEqual([])
  })

  it('puts page 1 at the canonical URL and page N under pagina/N/', () => {
    expect(pagedPath('/nieuws/', 1)).toBe('/nieuws/')
    expect(pagedPath('/nieuws/', 3)).toBe('/nieuws/pagina/3/')
    expect(pagedPaths('/tag/koliek/', 25, 12)).toEqual([
      '/tag/koliek/',
      '/tag/koliek/pagina/2/',
      '/tag/koliek/pagina/3/',
    ])
    expect(pagedPaths('/tag/leeg/', 0, 12)).toEqual(['/tag/leeg/'])
  })

  it('parses page URLs and refuses non-canonical ones', () => {
    expect(parsePagedPath('/tag/koliek/')).toEqual({ base: '/tag/koliek/', page: 1 })
    expect(parsePagedPath('/tag/koliek/pagina/2/')).toEqual({ base: '/tag/koliek/', page: 2 })
    expect(parsePagedPath('/kennisbank/pagina/14/')).toEqual({ base: '/kennisbank/', page: 14 })
    expect(parsePagedPath('/tag/koliek/pagina/1/')).toBeUndefined()
    expect(parsePagedPath('/tag/koliek/pagina/0/')).toEqual({ base: '/tag/koliek/pagina/0/', page: 1 })
    expect(parsePagedPath('/tag/koliek/pagina/02/')).toEqual({ base: '/tag/koliek/pagina/02/', page: 1 })
  })

  it('reads ?page=N only as a whole number from 2', () => {
    expect(pageFromQuery('?page=3')).toBe(3)
    expect(pageFromQuery('?q=x&page=2')).toBe(2)
    expect(pageFromQuery('?page=1')).toBeUndefined()
    expect(pageFromQuery('?page=abc')).toBeUndefined()
    expect(pageFromQuery('?page=-2')).toBeUndefined()
    expect(pageFromQuery('')).toBeUndefined()
  })

  it('shows first, last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4])
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 0, 10])
    expect(pageWindow(6, 12)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 12])
    expect(pageWindow(12, 12)).toEqual([1, 0, 10, 11, 12])
  })
})

describe('paged routes', () => {
  const route = pagedRoute('tag')

  it('matches the list and its further pages, with the page number as a route parameter', () => {
    expect(route({ urlPathname: '/tag/voeding/' })).toEqual({ routeParams: { slug: 'voeding', page: '1' } })
    expect(route({ urlPathname: '/tag/voeding/pagina/3/' })).toEqual({
      routeParams: { slug: 'voeding', page: '3' },
    })
  })

  it('leaves other URLs to other pages', () => {
    expect(route({ urlPathname: '/tag/voeding/pagina/1/' })).toBe(false)
    expect(route({ urlPathname: '/tag/voeding/extra/' })).toBe(false)
    expect(route({ urlPathname: '/categorie/voeding/' })).toBe(false)
    expect(pagedRoute('category')({ urlPathname: '/categorie/' })).toBe(false)
    expect(pagedRoute('kennisbank')({ urlPathname: '/kennisbank/koliek/' })).toBe(false)
    expect(pagedRoute('kennisbank')({ urlPathname: '/kennisbank/pagina/2/' })).toEqual({ routeParams: { page: '2' } })
  })
})
