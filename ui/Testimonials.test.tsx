// @vitest-environment jsdom
// Testimonials on a lesson or event page: two quotes inline; with more, a button opens all of them in the modal.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BLOCK_MODALS } from '#blocks/modals.tsx'
import type { Testimonial } from '#lib/model/types.ts'
import { ModalProvider } from './modal/ModalProvider.tsx'
import { Testimonials } from './Testimonials.tsx'
import { polyfillDialog } from './modal/jsdom-dialog.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/academy/les-2/', globalContext: { layout: { translations: {} } } }),
}))

const quote = (name: string): Testimonial => ({
  title: '',
  content: `<p>Heel leerzaam, zegt ${name}.</p>`,
  name,
  subtitle: 'Dierenarts',
})

beforeAll(polyfillDialog)
afterEach(cleanup)

const show = (items: Testimonial[]) =>
  render(
    <ModalProvider renderers={BLOCK_MODALS}>
      <Testimonials items={items} />
    </ModalProvider>,
  )

describe('testimonials', () => {
  it('shows up to two quotes with their names and no button when there are no more', () => {
    show([quote('Anna'), quote('Bram')])
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Anna',
      'Bram',
    ])
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('opens all of them in the testimonials modal when there are more', () => {
    show([quote('Anna'), quote('Bram'), quote('Carlijn')])
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Lees alle 3 ervaringen' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Ervaringen van deelnemers')).toBeTruthy()
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Anna', 'Bram', 'Carlijn'])
    expect(within(dialog).getByText('Heel leerzaam, zegt Carlijn.')).toBeTruthy()
  })

  it('renders nothing without testimonials', () => {
    const { container } = show([])
    expect(container.querySelector('section')).toBeNull()
  })
})
