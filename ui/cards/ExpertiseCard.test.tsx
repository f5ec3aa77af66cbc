// @vitest-environment jsdom
// Expertise card (spec §2 Cards, §3 Expertise): the name linking to the expertise, its icon and hover icon.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ExpertiseCardView } from '#content/cards.ts'
import { ExpertiseCard } from './ExpertiseCard.tsx'
import styles from './ExpertiseCard.module.css'

afterEach(cleanup)

const expertise: ExpertiseCardView = {
  id: 801,
  name: 'Orthopedie',
  iconUrl: '/icons/orthopedie.svg',
  hoverIconUrl: '/icons/orthopedie-hover.svg',
  link: '/finder/?finder_expertise=orthopedie',
}

describe('expertise card', () => {
  it('is one link named by the expertise, to the expertise', () => {
    render(<ExpertiseCard card={expertise} />)
    const link = screen.getByRole('link', { name: 'Orthopedie' })
    expect(link.getAttribute('href')).toBe('/finder/?finder_expertise=orthopedie')
  })

  it('shows the icon and the hover icon, both decorative', () => {
    const { container } = render(<ExpertiseCard card={expertise} />)
    expect(container.querySelector(`.${styles.icon}`)?.getAttribute('src')).toBe('/icons/orthopedie.svg')
    expect(container.querySelector(`.${styles.hoverIcon}`)?.getAttribute('src')).toBe('/icons/orthopedie-hover.svg')
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toEqual(['', ''])
    expect(container.querySelector(`.${styles.icons}`)?.getAttribute('aria-hidden')).toBe('true')
  })

  it('leaves out icons it does not have', () => {
    const { container } = render(<ExpertiseCard card={{ ...expertise, hoverIconUrl: '' }} />)
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(container.querySelector(`.${styles.hoverIcon}`)).toBeNull()
  })
})
