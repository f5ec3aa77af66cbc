import { describe, expect, it } from 'vitest'
import type { MenuItem } from '#lib/model/types.ts'
import { isActive, isCurrent, isLinked, isTrailActive } from './menu-links.ts'

const item = (url: string, children: MenuItem[] = []): MenuItem => ({ id: 1, title: url, url, target: '', children })

describe('active menu classes by URL containment', () => {
  it('marks an item active on its own page and on every page below it', () => {
    expect(isActive('/nieuws/', '/nieuws/')).toBe(true)
    expect(isActive('/nieuws/', '/nieuws/nieuwe-regels-voor-paardenpaspoort/')).toBe(true)
    expect(isActive('/kennisbank/', '/kennisbank/koliek/')).toBe(true)
  })

  it('does not mark an item active on a sibling path that only shares a prefix of characters', () => {
    expect(isActive('/nieuws/', '/nieuwsbrief/')).toBe(false)
    expect(isActive('/nieuws', '/nieuwsbrief/')).toBe(false)
    expect(isActive('/kennisbank/', '/kennisbank-cat/gebit/')).toBe(false)
  })

  it("marks the home item '/' active only on the home page itself", () => {
    expect(isActive('/', '/')).toBe(true)
    expect(isActive('/', '/kennisbank/')).toBe(false)
  })

  it("never marks '#' items or external links active", () => {
    expect(isActive('#', '/')).toBe(false)
    expect(isActive('#', '/kennisbank/')).toBe(false)
    expect(isActive('https://www.facebook.com/hoefslag.example', '/')).toBe(false)
  })

  it('ignores query and hash on both sides', () => {
    expect(isActive('/finder/?finder_service=spoed', '/finder/klinieken/x/')).toBe(true)
    expect(isCurrent('/zoeken/', '/zoeken/?q=koliek')).toBe(true)
  })

  it("lights up a '#' parent when one of its children is the current page", () => {
    const tools = item('#', [item('/chipnummer-zoeken/'), item('/gewicht-berekenen/')])
    expect(isTrailActive(tools, '/gewicht-berekenen/')).toBe(true)
    expect(isTrailActive(tools, '/kennisbank/')).toBe(false)
  })
})

describe("items with url '#'", () => {
  it('are not links', () => {
    expect(isLinked('#')).toBe(false)
    expect(isLinked('')).toBe(false)
    expect(isLinked('/kennisbank/')).toBe(true)
    expect(isLinked('https://x.com/hoefslag_example')).toBe(true)
  })
})
