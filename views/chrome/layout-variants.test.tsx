// The prerender renders the header and the footer once per variant (decision 050, pages/+Layout.tsx): that is right only
// while each reads the page's path through its variant alone. Pages with the same variant must get the same markup.
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { LayoutData } from '#content/layout.ts'
import type { Menu, MenuItem } from '#lib/model/types.ts'
import { Footer } from './footer/Footer.tsx'
import { footerVariant } from './footer/footer-variant.ts'
import { Header, headerVariant } from './header/Header.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {}, search: { mostSearchedWords: [] } } } }),
}))

const link = (id: number, title: string, url: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  url,
  target: '',
  children,
})
const menu = (name: string, items: MenuItem[]): Menu => ({ name, items }) as Menu
const menus: Record<string, Menu> = {
  top_bar: menu('Topmenu', [link(1, 'Over ons', '/over-ons/'), link(2, 'Contact', '/contact/')]),
  main: menu('Hoofdmenu', [
    link(10, 'Kennisbank', '/kennisbank/', [link(11, 'Gebit', '/kennisbank-cat/gebit/')]),
    link(12, 'Nieuws', '/nieuws/'),
    link(13, 'Tools', '#', [link(14, 'Chip', '/chipnummer-zoeken/')]),
  ]),
  main_right: menu('Rechts', [link(20, 'Dierenarts zoeken', '/dierenarts-zoeken/')]),
  footer_1: menu('Hoefslag', [link(30, 'Over ons', '/over-ons/'), link(31, 'Nieuws', '/nieuws/')]),
  disclaimer: menu('Disclaimer', [link(40, 'Privacy', '/privacy/')]),
}
const layout = {
  menus,
  translations: {},
  notifications: [],
  showFinderNotification: false,
  leaderboard: { show: false, adId: '', adUnit: '', width: 728, height: 90 },
  socialMedia: [{ url: 'https://facebook.com/hoefslag', medium: 'facebook' }],
  footerTitle: 'Alles over paardengezondheid',
  newsletter: { title: 'Nieuwsbrief', text: 'Elke week', formId: 1, buttonLabel: 'Aanmelden' },
  footerPartners: { title: 'Partners', text: '', types: [] },
  copyrightWarningText: '',
  search: { mostSearchedWords: [], tips: [], explainer: { title: '', items: [] }, filters: [] },
  finderOverlay: { specialisationsIntroduction: '', recognitionsIntroduction: '' },
} satisfies LayoutData

const PATHS = [
  '/',
  '/kennisbank/',
  '/kennisbank/koliek/',
  '/kennisbank/hoefbevangenheid/',
  '/kennisbank-cat/gebit/',
  '/kennisbank-cat/gebit/pagina/2/',
  '/nieuws/',
  '/nieuws/nieuw-vaccin/',
  '/over-ons/',
  '/contact/',
  '/privacy/',
  '/chipnummer-zoeken/',
  '/dierenarts-zoeken/kliniek-a/',
  '/auteurs/pieter/',
  '/tag/voeding/',
]

/** Every variant's pages have one markup between them; returns how many variants there were. */
function sameMarkupPerVariant(variantOf: (path: string) => string, markupOf: (path: string) => string): number {
  const seen = new Map<string, string>()
  for (const path of PATHS) {
    const variant = variantOf(path)
    const markup = markupOf(path)
    expect(markup, `${path} (variant "${variant}")`).toBe(seen.get(variant) ?? markup)
    seen.set(variant, markup)
  }
  return seen.size
}

describe('the layout parts rendered once per variant', () => {
  it('header: the same markup for every page with the same variant', () => {
    for (const progress of [false, true]) {
      const variants = sameMarkupPerVariant(
        (path) => headerVariant(menus, path, progress),
        (path) => renderToString(<Header menus={menus} currentPath={path} showProgress={progress} />),
      )
      // Articles in the knowledge base share one variant: not one per page.
      expect(headerVariant(menus, '/kennisbank/koliek/', progress)).toBe(
        headerVariant(menus, '/kennisbank/hoefbevangenheid/', progress),
      )
      expect(variants).toBeLessThan(PATHS.length)
    }
  })

  it('footer: the same markup for every page with the same variant', () => {
    const variants = sameMarkupPerVariant(
      (path) => footerVariant(menus, path),
      (path) => renderToString(<Footer layout={layout} currentPath={path} />),
    )
    expect(variants).toBeLessThan(PATHS.length)
  })
})
