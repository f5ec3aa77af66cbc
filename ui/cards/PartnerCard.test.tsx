// @vitest-environment jsdom
// Partner card (spec §2 Cards): default and compact layouts, hidden excerpt and shadow, internal and external links,
// the logo or the partner's initials.
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { monogram, PartnerCard } from './PartnerCard.tsx'
import styles from './PartnerCard.module.css'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', globalContext: { layout: { translations: {} } } }),
}))

const card = {
  id: 1,
  name: 'VetLab Noord',
  excerpt: 'Veterinair laboratorium.',
  link: '/partners/vetlab-noord/',
  external: false,
}
const logo = { src: '/logo-vetlab.png', src_set: '', alt: '', sizes: '', caption: '', width: 600, height: 300 }

describe('partner card', () => {
  it("shows the partner's initials where a logo is missing, hidden from screen readers", () => {
    const html = renderToString(<PartnerCard card={card} />)
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*>VN<\/span>/)
    expect(html).not.toContain('<img')
  })

  it('shows the logo when there is one, and no initials', () => {
    const html = renderToString(<PartnerCard card={{ ...card, logo }} />)
    expect(html).toContain('/logo-vetlab.png')
    expect(html).not.toContain('>VN<')
  })

  it('takes the first letter of the first two words', () => {
    expect(monogram('VetLab Noord')).toBe('VN')
    expect(monogram('HoefCare')).toBe('H')
    expect(monogram('  Équi – Trans  Trailers')).toBe('ÉT')
  })
})

describe('partner card layouts and options', () => {
  afterEach(cleanup)
  const article = (props: Partial<Parameters<typeof PartnerCard>[0]> = {}) =>
    render(<PartnerCard card={{ ...card, logo }} {...props} />).container.querySelector('article') as HTMLElement

  it('default: the name as a heading linking to the partner page, the excerpt, and the shadow', () => {
    const root = article()
    expect(root.classList).toContain(styles.default)
    expect(root.classList).not.toContain(styles.flat)
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('VetLab Noord')
    expect(screen.getByRole('link').getAttribute('href')).toBe('/partners/vetlab-noord/')
    expect(screen.getByRole('link').getAttribute('target')).toBeNull()
    expect(root.querySelector(`.${styles.excerpt}`)?.textContent).toBe('Veterinair laboratorium.')
  })

  it('compact: logo and name only, no excerpt', () => {
    const root = article({ layout: 'compact' })
    expect(root.classList).toContain(styles.compact)
    expect(root.textContent).toContain('VetLab Noord')
    expect(root.textContent).not.toContain('Veterinair laboratorium.')
  })

  it('hides the excerpt when asked', () => {
    expect(article({ hideExcerpt: true }).textContent).not.toContain('Veterinair laboratorium.')
  })

  it('hides the shadow when asked (the flat style)', () => {
    expect(article({ hideShadow: true }).classList).toContain(styles.flat)
  })

  it('links an external partner out in a new tab, saying so to screen readers', () => {
    render(<PartnerCard card={{ ...card, external: true, link: 'https://vetlab.example/' }} />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('https://vetlab.example/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link.textContent).toContain('(opent in een nieuw tabblad)')
  })
})
