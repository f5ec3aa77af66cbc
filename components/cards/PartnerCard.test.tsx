import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { monogram, PartnerCard } from './PartnerCard.tsx'

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ urlPathname: '/', globalContext: { layout: { translations: {} } } }) }))

const card = { id: 1, name: 'VetLab Noord', excerpt: 'Veterinair laboratorium.', link: '/partners/vetlab-noord/', external: false }
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
