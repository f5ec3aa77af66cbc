import { describe, expect, it } from 'vitest'
import { ListCache } from './listing.ts'

describe('the list cache', () => {
  const at = (query: string) => ({ url: new URL(`http://cms.test/wp-json/wp/v2/posts?${query}`), user: null })

  it('keeps the most recently used queries and computes a forgotten one again', () => {
    const cache = new ListCache<number>(2)
    const computed: string[] = []
    const get = (query: string) =>
      cache.get(at(query), '/wp/v2/posts', () => {
        computed.push(query)
        return [computed.length]
      })
    get('search=a')
    get('search=b')
    get('search=a') // a is now the most recent: c pushes b out
    get('search=c')
    get('search=a')
    get('search=b')
    expect(computed).toEqual(['search=a', 'search=b', 'search=c', 'search=b'])
  })

  it('shares one entry between pages of the same query, not between other filters or a logged-in user', () => {
    const cache = new ListCache<number>()
    let computed = 0
    const compute = () => [++computed]
    cache.get(at('search=a&page=1&per_page=10'), '/wp/v2/posts', compute)
    cache.get(at('per_page=10&page=2&search=a'), '/wp/v2/posts', compute)
    expect(computed).toBe(1)
    cache.get(at('search=a&status=draft'), '/wp/v2/posts', compute)
    cache.get({ ...at('search=a'), user: { id: 1 } }, '/wp/v2/posts', compute)
    cache.get(at('search=a'), '/wp/v2/pages', compute)
    expect(computed).toBe(4)
  })
})
