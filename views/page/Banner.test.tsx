// @vitest-environment jsdom
// Banner (spec §2 Banner, §3 Banner and Sponsor): default and template-rubriek, icon, (override) title, subtitle,
// sponsor label and sponsor banner image linking out in a new tab.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BannerView } from '#content/page-view.ts'
import type { Image } from '#lib/model/types.ts'
import { Banner } from './Banner.tsx'
import styles from './Banner.module.css'

const translations: Record<string, string> = { category_knowledge_base: 'Kennisbank (CMS)' }
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations } } }),
}))
afterEach(cleanup)

const image = (name: string, alt = ''): Image => ({
  src: `/wp-content/uploads/2026/05/${name}.jpg`,
  src_set: '',
  sizes: '',
  alt,
  caption: '',
  width: 1600,
  height: 1067,
})
const banner = (extra: Partial<BannerView> = {}): BannerView => ({
  template: 'default',
  title: '',
  subtitle: '',
  icon: '',
  colorType: 'green',
  textColorType: 'light',
  backgroundColor: 'dark-green',
  fallbackTitle: 'Koliek en spijsvertering',
  ...extra,
})
const section = (b: BannerView, categoryLabel?: string) =>
  render(<Banner banner={b} categoryLabel={categoryLabel} />).container.querySelector('section') as HTMLElement

describe('banner', () => {
  it('default: the page title as the h1, no category label', () => {
    const root = section(banner())
    expect(root.classList).toContain(styles.default)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Koliek en spijsvertering')
    expect(root.querySelector(`.${styles.label}`)).toBeNull()
    expect(root.querySelector('img')).toBeNull()
  })

  it('an override title replaces the page title', () => {
    section(banner({ title: 'Alles over koliek' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alles over koliek')
    expect(screen.queryByText('Koliek en spijsvertering')).toBeNull()
  })

  it('template-rubriek: the category label from the translations above the title, on the background image', () => {
    const root = section(
      banner({ template: 'template-rubriek', image: image('stethoscoop', 'Dierenarts met stethoscoop') }),
    )
    expect(root.classList).toContain(styles.rubriek)
    expect(root.querySelector(`.${styles.label}`)?.textContent).toBe('Kennisbank (CMS)')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Koliek en spijsvertering')
    const background = root.querySelector(`.${styles.media} img`)
    expect(background?.getAttribute('src')).toBe('/wp-content/uploads/2026/05/stethoscoop.jpg')
    expect(background?.getAttribute('alt')).toBe('')
    expect(background?.getAttribute('loading')).toBe('eager')
    expect(root.classList).toContain(styles.withImage)
  })

  it('template-rubriek: a category label passed by the page wins over the translation', () => {
    expect(
      section(banner({ template: 'template-rubriek' }), 'Gebit').querySelector(`.${styles.label}`)?.textContent,
    ).toBe('Gebit')
  })

  it('shows the icon image, else an icon given as a URL, as a decorative image', () => {
    const withImageIcon = section(banner({ imageIcon: image('icon-hoef'), icon: '/ignored.svg' }))
    expect(withImageIcon.querySelector(`.${styles.icon}`)?.getAttribute('src')).toBe(
      '/wp-content/uploads/2026/05/icon-hoef.jpg',
    )
    expect(withImageIcon.querySelector(`.${styles.icon}`)?.getAttribute('alt')).toBe('')
    cleanup()
    expect(
      section(banner({ icon: '/wp-content/uploads/icon.svg' }))
        .querySelector(`.${styles.icon}`)
        ?.getAttribute('src'),
    ).toBe('/wp-content/uploads/icon.svg')
    cleanup()
    expect(section(banner({ icon: 'star' })).querySelector(`.${styles.icon}`)).toBeNull()
  })

  it('shows the subtitle only when there is one', () => {
    expect(section(banner({ subtitle: 'Buikpijn herkennen' })).querySelector(`.${styles.subtitle}`)?.textContent).toBe(
      'Buikpijn herkennen',
    )
    cleanup()
    expect(section(banner()).querySelector(`.${styles.subtitle}`)).toBeNull()
  })

  it("shows the sponsor's label and banner image, linking out in a new tab", () => {
    const sponsor = {
      label: 'Mogelijk gemaakt door Stalwijzer',
      color: '#2E6E8E',
      link: 'https://www.stalwijzer.example.nl',
      bannerImage: image('stalwijzer-banner', 'Stalwijzer'),
    }
    section(banner({ sponsor }))
    const aside = screen.getByRole('complementary')
    expect(aside.textContent).toContain('Mogelijk gemaakt door Stalwijzer')
    const link = aside.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://www.stalwijzer.example.nl')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toContain('noopener')
    expect(link?.querySelector('img')?.getAttribute('src')).toBe('/wp-content/uploads/2026/05/stalwijzer-banner.jpg')
  })

  it('a sponsor without link shows its banner image unlinked, and without label says "Gesponsord"', () => {
    section(banner({ sponsor: { label: '', color: '', bannerImage: image('stalwijzer-banner', 'Stalwijzer') } }))
    const aside = screen.getByRole('complementary')
    expect(aside.textContent).toContain('Gesponsord')
    expect(aside.querySelector('a')).toBeNull()
    expect(aside.querySelector('img')?.getAttribute('alt')).toBe('Stalwijzer')
  })

  it('no sponsor block without a sponsor', () => {
    section(banner())
    expect(screen.queryByRole('complementary')).toBeNull()
  })
})
