// @vitest-environment jsdom
// Small person card (spec §2 Cards): name linking to the person's page, function and company, photo.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PersonCardView } from '#content/cards.ts'
import { PersonCard } from './PersonCard.tsx'

afterEach(cleanup)

const photo = {
  src: '/wp-content/uploads/2026/05/sanne.jpg',
  src_set: '',
  sizes: '',
  alt: 'Sanne de Vries',
  caption: '',
  width: 300,
  height: 300,
}
const person: PersonCardView = {
  key: 'user:5',
  name: 'Sanne de Vries',
  function: 'Paardendierenarts',
  company: 'Kliniek De Hoef',
  image: photo,
  link: '/auteurs/sanne-de-vries/',
}

describe('person card', () => {
  it('shows the name as a heading linking to the person, function and company on one line, and the photo', () => {
    const { container } = render(<PersonCard card={person} />)
    const link = screen.getByRole('link')
    expect(link.textContent).toBe('Sanne de Vries')
    expect(link.getAttribute('href')).toBe('/auteurs/sanne-de-vries/')
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Sanne de Vries')
    expect(container.textContent).toContain('Paardendierenarts, Kliniek De Hoef')
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/wp-content/uploads/2026/05/sanne.jpg')
    // The name beside it says who it is.
    expect(img?.getAttribute('alt')).toBe('')
  })

  it('takes the heading level it is given', () => {
    render(<PersonCard card={person} heading="h4" />)
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Sanne de Vries')
  })

  it('leaves out what is missing: no comma without company, no line and no image when empty', () => {
    const { container } = render(<PersonCard card={{ ...person, company: '', image: undefined }} />)
    expect(container.textContent).toContain('Paardendierenarts')
    expect(container.textContent).not.toContain(',')
    expect(container.querySelector('img')).toBeNull()
    cleanup()
    const bare = render(<PersonCard card={{ ...person, function: '', company: '' }} />).container
    expect(bare.querySelectorAll('p')).toHaveLength(0)
  })
})
