// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ModalProvider, useModal } from './ModalProvider.tsx'
import { polyfillDialog } from './jsdom-dialog.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/event/dag/', globalContext: { layout: { translations: {} } } }),
}))

beforeAll(polyfillDialog)
afterEach(cleanup)

function Opener() {
  const { open } = useModal()
  return (
    <button
      type="button"
      onClick={() =>
        open({ type: 'finder_official_recognitions', title: 'Erkenningen', object: { intro: '', items: [] } })
      }
    >
      Open
    </button>
  )
}

describe('modal renderers in a module loaded on first open', () => {
  it('loads the module once, when the modal first opens, and then shows its content', async () => {
    const load = vi.fn(async () => () => <p>Geladen inhoud</p>)
    render(
      <ModalProvider renderers={{ finder_official_recognitions: { load } }}>
        <Opener />
      </ModalProvider>,
    )
    expect(load).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('heading', { name: 'Erkenningen' })).toBeTruthy()
    expect(await screen.findByText('Geladen inhoud')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }))
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByText('Geladen inhoud')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
