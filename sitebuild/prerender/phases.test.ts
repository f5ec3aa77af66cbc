// Which pages a publish renders in phase 1 and which wait for phase 2 (decision 067).
import { describe, expect, it } from 'vitest'
import { isDirectKey, splitPhases } from './phases.ts'
import { RIPPLE_WHY, type PlannedJob } from './plan.ts'

const job = (key: string, why = 'changed'): PlannedJob => ({ key, render: key, file: `${key}index.html`, why })

describe('the two phases of a publish', () => {
  it('an item, its card, a route entry, its neighbours and the start of a list are direct inputs', () => {
    for (const key of ['e:articles:1007', 'e:cards:article:1007', 'r:/kennisbank/koliek/', 'l:articles@1007'])
      expect(isDirectKey(key), key).toBe(true)
    expect(isDirectKey('l:byTerm:12[0,12)')).toBe(true)
    // Later windows, lengths, whole tables, the route table and site data shift or count; they ripple.
    for (const key of ['l:byTerm:12[12,24)', 'l:articles#len', 'e:terms:*', 'r:*', 's:menus', 'l:byTerm:*'])
      expect(isDirectKey(key), key).toBe(false)
  })

  it('splits by the changed inputs: new and missing pages and the home page first, shifted lists after', () => {
    const changed: Record<string, string[]> = {
      '/kennisbank/nieuw/': [],
      '/kennisbank/buur/': ['l:articles@2001'],
      '/kennisbank/': ['l:articles[0,12)', 'l:articles#len'],
      '/kennisbank/pagina/2/': ['l:articles[12,24)', 'l:articles#len'],
      '/kennisbank/pagina/3/': ['l:articles[24,36)'],
      '/': ['l:posts#len'],
      '/nieuws/pagina/9/': [],
    }
    const render = [
      job('/kennisbank/nieuw/', 'new page'),
      job('/kennisbank/buur/'),
      job('/kennisbank/'),
      job('/kennisbank/pagina/2/'),
      job('/kennisbank/pagina/3/'),
      job('/'),
      job('/nieuws/pagina/9/', RIPPLE_WHY),
    ]
    const { direct, ripple } = splitPhases(render, (key) => changed[key] ?? [], 0)
    expect(direct.map((j) => j.key)).toEqual(['/kennisbank/nieuw/', '/kennisbank/buur/', '/kennisbank/', '/'])
    expect(ripple.map((j) => j.key)).toEqual(['/kennisbank/pagina/2/', '/kennisbank/pagina/3/', '/nieuws/pagina/9/'])
    // Up to the threshold everything goes in phase 1.
    expect(splitPhases(render, (key) => changed[key] ?? [], render.length).ripple).toEqual([])
  })
})
