import { describe, expect, it } from 'vitest'
import type { Menu, MenuItem } from '../../../pipeline/model/types.ts'
import { buildMobileMenu, resolveTrail } from './mobile-menu-tree.ts'

const item = (id: number, title: string, url: string, children: MenuItem[] = []): MenuItem => ({ id, title, url, target: '', children })
const menus: Record<string, Menu> = {
  main: {
    name: 'Hoofdmenu',
    slug: 'main-menu',
    items: [item(1, 'Kennisbank', '/kennisbank/', [item(11, 'Gebit', '/kennisbank-cat/gebit/')]), item(2, 'Tools', '#', [item(21, 'Chipnummer', '/chipnummer-zoeken/')])],
  },
  main_right: { name: 'Rechts', slug: 'main-menu-right', items: [item(3, 'Partners', '/partners/'), item(4, 'Kennisbank (dubbel)', '/kennisbank/')] },
  top_bar: { name: 'Top', slug: 'top-menu', items: [item(5, 'Over ons', '/over-ons/')] },
  footer_1: { name: 'Footer', slug: 'footer-menu', items: [item(6, 'Colofon', '/colofon/')] },
}

describe('mobile menu tree', () => {
  it('joins main-menu, main-menu-right and top-menu in that order, with nested children', () => {
    const tree = buildMobileMenu(menus)
    expect(tree.map((n) => n.title)).toEqual(['Kennisbank', 'Tools', 'Partners', 'Over ons'])
    expect(tree[0]?.children.map((n) => n.url)).toEqual(['/kennisbank-cat/gebit/'])
    expect(tree.map((n) => n.source)).toEqual(['main-menu', 'main-menu', 'main-menu-right', 'top-menu'])
  })

  it("marks '#' items as not linked and leaves out a link an earlier menu already has", () => {
    const tree = buildMobileMenu(menus)
    expect(tree.find((n) => n.title === 'Tools')?.linked).toBe(false)
    expect(tree.find((n) => n.title === 'Kennisbank')?.linked).toBe(true)
    expect(tree.some((n) => n.title === 'Kennisbank (dubbel)')).toBe(false)
  })

  it('finds the menus by slug wherever they are placed, and skips missing ones', () => {
    const moved = { x: { ...menus.top_bar!, slug: 'top-menu' }, y: { ...menus.main!, slug: 'main-menu' } }
    expect(buildMobileMenu(moved).map((n) => n.title)).toEqual(['Kennisbank', 'Tools', 'Over ons'])
    expect(buildMobileMenu({})).toEqual([])
  })

  it('resolves an opened submenu path and stops at an unknown key', () => {
    const tree = buildMobileMenu(menus)
    const kb = tree[0]!
    expect(resolveTrail(tree, [kb.key]).map((n) => n.title)).toEqual(['Kennisbank'])
    expect(resolveTrail(tree, ['nope', kb.key])).toEqual([])
  })
})
