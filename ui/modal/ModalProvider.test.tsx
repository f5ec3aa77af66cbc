// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CopyrightWarning, copyrightWarningModal } from './CopyrightWarning.tsx'
import { ModalProvider, useModal } from './ModalProvider.tsx'
import type { ModalRenderers } from './registry.ts'
import { polyfillDialog } from './jsdom-dialog.ts'

const pageContext = { urlPathname: '/kennisbank/koliek/', globalContext: { layout: { translations: {} } } }
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }))

// The copyright warning's own renderer, and a stand-in for a type whose object views/modals.tsx declares.
const renderers: Partial<ModalRenderers> = {
  copyright_warning: copyrightWarningModal,
  finder_services: ({ object }) => (
    <ul>
      {object.items.map((n) => (
        <li key={n.id}>{n.name}</li>
      ))}
    </ul>
  ),
}
const item = (id: number, name: string) => ({
  id,
  name,
  iconUrl: '',
  hoverIconUrl: '',
  introduction: '',
  link: `/finder/${id}/`,
})

beforeAll(polyfillDialog)
afterEach(() => {
  cleanup()
  pageContext.urlPathname = '/kennisbank/koliek/'
})

function Opener() {
  const { open } = useModal()
  return (
    <button
      type="button"
      onClick={() =>
        open({
          type: 'finder_services',
          title: 'Diensten',
          object: { intro: '', items: [item(1, 'Echografie'), item(2, 'Tandheelkunde')] },
        })
      }
    >
      Toon diensten
    </button>
  )
}

const dialog = () => document.querySelector('dialog')!

describe('modal host', () => {
  it('opens with the registered renderer for the type, labelled by its title, and closes returning focus', () => {
    render(
      <ModalProvider renderers={renderers}>
        <Opener />
      </ModalProvider>,
    )
    const opener = screen.getByRole('button', { name: 'Toon diensten' })
    opener.focus()
    fireEvent.click(opener)
    expect(dialog().hasAttribute('open')).toBe(true)
    expect(dialog().getAttribute('aria-modal')).toBe('true')
    const heading = screen.getByRole('heading', { name: 'Diensten' })
    expect(dialog().getAttribute('aria-labelledby')).toBe(heading.id)
    expect(screen.getByText('Echografie')).toBeTruthy()
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }))
    expect(dialog().hasAttribute('open')).toBe(false)
    expect(document.activeElement).toBe(opener)
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(false)
  })

  it('closes on route change', () => {
    const { rerender } = render(
      <ModalProvider renderers={renderers}>
        <Opener />
      </ModalProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Toon diensten' }))
    expect(dialog().hasAttribute('open')).toBe(true)
    pageContext.urlPathname = '/nieuws/'
    rerender(
      <ModalProvider renderers={renderers}>
        <Opener />
      </ModalProvider>,
    )
    expect(dialog().hasAttribute('open')).toBe(false)
  })
})

describe('copyright warning', () => {
  function selectWords(n: number) {
    const p = document.createElement('p')
    p.textContent = Array.from({ length: n }, (_, i) => `woord${i}`).join(' ')
    document.body.append(p)
    const range = document.createRange()
    range.selectNodeContents(p)
    window.getSelection()!.removeAllRanges()
    window.getSelection()!.addRange(range)
    act(() => void document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true })))
    p.remove()
  }

  it('opens after selecting 41 words with the mouse, not after 40', () => {
    render(
      <ModalProvider renderers={renderers}>
        <CopyrightWarning text="De teksten op Hoefslag zijn auteursrechtelijk beschermd." />
      </ModalProvider>,
    )
    selectWords(40)
    expect(dialog().hasAttribute('open')).toBe(false)
    selectWords(41)
    expect(dialog().hasAttribute('open')).toBe(true)
    expect(screen.getByRole('heading', { name: 'Let op: auteursrecht' })).toBeTruthy()
    expect(screen.getByText(/auteursrechtelijk beschermd/)).toBeTruthy()
  })
})
