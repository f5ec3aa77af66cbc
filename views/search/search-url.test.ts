import { describe, expect, it } from 'vitest'
import { activeGroup, normalizeQuery, parseSearchQuery, searchUrl } from './search-url.ts'

describe('search page URLs', () => {
  it('lowercases, trims and URI-encodes q (spec §2)', () => {
    expect(searchUrl('  Hoef Bevangen ')).toBe('/zoeken/?q=hoef%20bevangen')
    expect(searchUrl('Paard & Ruiter?')).toBe('/zoeken/?q=paard%20%26%20ruiter%3F')
    expect(searchUrl('Patiënt')).toBe('/zoeken/?q=pati%C3%ABnt')
  })

  it('adds the post_type list and a page after the first', () => {
    expect(searchUrl('koliek', { postTypes: ['event_and_lesson'] })).toBe(
      '/zoeken/?q=koliek&post_type=event_and_lesson',
    )
    expect(searchUrl('koliek', { postTypes: ['article', 'post'], page: 3 })).toBe(
      '/zoeken/?q=koliek&post_type=article,post&page=3',
    )
    expect(searchUrl('koliek', { page: 1 })).toBe('/zoeken/?q=koliek')
  })

  it('reads back what it writes', () => {
    const url = searchUrl('Hoef Bevangen', { postTypes: ['article', 'event_and_lesson'], page: 2 })
    expect(parseSearchQuery(url.slice(url.indexOf('?')))).toEqual({
      q: 'hoef bevangen',
      postTypes: ['article', 'event_and_lesson'],
      page: 2,
    })
  })

  it('reads post_type repeated, as post_type[] and comma-separated, once each, and drops unknown values', () => {
    expect(
      parseSearchQuery('?q=x&post_type=article&post_type[]=event&post_type=lesson,article,nonsense').postTypes,
    ).toEqual(['article', 'event', 'lesson'])
  })

  it('reads q lowercased (a "+" is a space) and falls back to page 1 on a bad page', () => {
    expect(parseSearchQuery('?q=Droes+Stal').q).toBe('droes stal')
    expect(parseSearchQuery('?q=x&page=0').page).toBe(1)
    expect(parseSearchQuery('?q=x&page=-2').page).toBe(1)
    expect(parseSearchQuery('?q=x&page=abc').page).toBe(1)
    expect(parseSearchQuery('?q=x&page=4').page).toBe(4)
    expect(parseSearchQuery('').q).toBe('')
  })

  it('normalizes what was typed: trimmed, single spaces, lowercase', () => {
    expect(normalizeQuery('  Koliek \t bij  VEULENS ')).toBe('koliek bij veulens')
  })

  it('knows which filter tab a post_type list selects', () => {
    expect(activeGroup([])).toBe('all')
    expect(activeGroup(['article'])).toBe('article')
    expect(activeGroup(['event_and_lesson'])).toBe('event_and_lesson')
    expect(activeGroup(['lesson', 'event'])).toBe('event_and_lesson')
    expect(activeGroup(['event'])).toBeUndefined()
    expect(activeGroup(['article', 'post'])).toBeUndefined()
  })
})
