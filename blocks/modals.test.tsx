// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ModalProvider, useModal } from '#ui/modal/ModalProvider.tsx'
import type { ModalState, ModalType } from '#ui/modal/types.ts'
import { BLOCK_MODALS } from './modals.tsx'
import { polyfillDialog } from '#ui/modal/jsdom-dialog.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/event/dag/', globalContext: { layout: { translations: {} } } }),
}))

beforeAll(polyfillDialog)
afterEach(cleanup)

function Opener<T extends ModalType>({ modal }: { modal: ModalState<T> }) {
  const { open } = useModal()
  return (
    <button type="button" onClick={() => open(modal)}>
      Open
    </button>
  )
}
function openModal<T extends ModalType>(modal: ModalState<T>) {
  render(
    <ModalProvider renderers={BLOCK_MODALS}>
      <Opener modal={modal} />
    </ModalProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Open' }))
  return document.querySelector('dialog')!
}

describe('block modals', () => {
  it('timetable_subject: title, time, description, speakers and partners', () => {
    const dialog = openModal({
      type: 'timetable_subject',
      title: 'Koliek in de praktijk',
      object: {
        startTime: '10:00',
        endTime: '10:45',
        description: '<p>Over de eerste uren.</p>',
        speakers: ['Dr. A. de Vries', 'J. Jansen'],
        partners: ['Boehringer'],
      },
    })
    expect(screen.getByRole('heading', { name: 'Koliek in de praktijk' })).toBeTruthy()
    expect(dialog.textContent).toContain('10:00 – 10:45')
    expect(dialog.textContent).toContain('Over de eerste uren.')
    expect(dialog.textContent).toContain('SprekersDr. A. de Vries, J. Jansen')
    expect(dialog.textContent).toContain('PartnersBoehringer')
  })

  it('testimonials: each quote with name and subtitle', () => {
    const dialog = openModal({
      type: 'testimonials',
      title: 'Ervaringen',
      object: [
        {
          title: 'Heel leerzaam',
          content: '<p>Direct toepasbaar.</p>',
          name: 'Sanne',
          subtitle: 'Dierenarts',
          image: undefined,
        },
        { title: '', content: '<p>Aanrader.</p>', name: 'Pieter', subtitle: '' },
      ],
    })
    expect(dialog.querySelectorAll('blockquote')).toHaveLength(2)
    expect(dialog.textContent).toContain('Heel leerzaam')
    expect(dialog.textContent).toContain('SanneDierenarts')
    expect(dialog.textContent).toContain('Pieter')
  })

  it('table_of_contents: anchor links that close the modal when chosen', () => {
    const dialog = openModal({
      type: 'table_of_contents',
      title: 'Inhoudsopgave',
      object: { items: [{ title: 'Symptomen', anchor: 'symptomen' }] },
    })
    const link = screen.getByRole('link', { name: 'Symptomen' })
    expect(link.getAttribute('href')).toBe('#symptomen')
    fireEvent.click(link)
    expect(dialog.hasAttribute('open')).toBe(false)
  })
})
