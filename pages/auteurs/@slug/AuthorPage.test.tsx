// @vitest-environment jsdom
// The author page shows a bio as the HTML WordPress keeps it (a user's description, a guest author's content), never
// as escaped tags.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import Page from './+Page.tsx'

const data = {
  author: {
    name: "Marieke 't Hart & Co",
    function: 'Paardendierenarts',
    company: '',
    guest: false,
    description: '<p>Praktijk <strong>’t Hart &amp; Co</strong>.</p>',
  },
  cards: [],
  paging: { page: 1, pages: 1, base: '/auteurs/marieke-t-hart-co/' },
}
vi.mock('vike-react/useData', () => ({ useData: () => data }))
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {}, footerPartners: undefined } } }),
}))
vi.mock('#views/page/FooterPartners.tsx', () => ({ FooterPartners: () => null }))

afterEach(cleanup)

describe('author page', () => {
  it('renders the bio as HTML and the decoded name as text', () => {
    const { container } = render(<Page />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Marieke 't Hart & Co")
    expect(container.querySelector('strong')?.textContent).toBe('’t Hart & Co')
    expect(container.textContent).not.toContain('<p>')
  })
})
