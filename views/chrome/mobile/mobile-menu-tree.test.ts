import { describe, expect, it } from 'vitest'
import type { Menu, MenuItem } from '#lib/model/types.ts'
import { buildMobileMenu, resolveTrail } from './mobile-menu-tree.ts'

const item = (id: number, title: string, url: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  url,
  target: '',
  children,
})
const menus: Record<string, Menu> = {
  main: {
    name: 'Hoofdmenu',
    slug: 'hoofdmenu',
    items: [
      item(1, 'Kennisbank', '/kennisbank/', [item(11, 'Gebit', '/kennisbank-cat/gebit/')]),
      item(2, 'Tools', '#', [item(21, 'Chipnummer', '/chipnummer-zoeken/')]),
    ],
  },
  main_right: {
    name: 'Rechts',
    slug: 'hoofdmenu-rechts',
    items: [item(3, 'Partners', '/partners/'), item(4, 'Kennisbank (dubbel)', '/kennisbank/')],
  },
  top_bar: { name: 'Top', slug: 'top', items: [item(5, 'Over ons', '/over-ons/')] },
  footer_1: { name: 'Footer', slug: 'footer-menu', items: [item(6, 'Colofon', '/colofon/')] },
}

describe('mobile menu tree', () => {
  it('joins main-menu, main-menu-right and top-menu in that order, with nested children', () => {
    const tree = buildMobileMenu(menus)
    expect(tree.map((n) => n.title)).toEqual(['Kennisbank', 'Tools', 'Partners', 'Over ons'])
    expect(tree[0]?.children.map((n) => n.url)).toEqual(['/kennisbank-cat/gebit/'])
    expect(tree.map((n) => n.source)).toEqual(['main', 'main', 'main_right', 'top_bar'])
  })

  it("marks '#' items as not linked and leaves out a link an earlier menu already has", () => {
    const tree = buildMobileMenu(menus)
    expect(tree.find((n) => n.title === 'Tools')?.linked).toBe(false)
    expect(tree.find((n) => n.title === 'Kennisbank')?.linked).toBe(true)
    expect(tree.some((n) => n.title === 'Kennisbank (dubbel)')).toBe(false)
  })

  it('finds the menus by location whatever their slugs (WordPress derives them from the names), and skips missing ones', () => {
    const renamed = { top_bar: { ...menus.top_bar!, slug: 'main-menu' }, main: { ...menus.main!, slug: 'top-menu' } }
    expect(buildMobileMenu(renamed).map((n) => n.title)).toEqual(['Kennisbank', 'Tools', 'Over ons'])
    expect(buildMobileMenu(renamed).map((n) => n.source)).toEqual(['main', 'main', 'top_bar'])
    expect(buildMobileMenu({})).toEqual([])
  })

  it('resolves an opened submenu path and stops at an unknown key', () => {
    const tree = buildMobileMenu(menus)
    const kb = tree[0]!
    expect(resolveTrail(tree, [kb.key]).map((n) => n.title)).toEqual(['Kennisbank'])
    expect(resolveTrail(tree, ['nope', kb.key])).toEqual([])
  })
})
