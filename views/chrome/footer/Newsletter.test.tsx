// @vitest-environment jsdom
// The footer's newsletter sign-up: the settings' title and text, the provider's form for its form id, or the notice.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Newsletter } from './Newsletter.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', globalContext: { layout: { translations: {} } } }),
}))

const newsletter = {
  title: 'Schrijf je in voor de nieuwsbrief',
  text: 'Elke twee weken het nieuwste.',
  formId: 0,
  buttonLabel: 'Aanmelden',
}

afterEach(() => {
  cleanup()
  vi.unstubAllEnvs()
})

describe('footer newsletter', () => {
  it('without the provider configured: title, text and a notice linking to the newsletter page, no form that goes nowhere', () => {
    vi.stubEnv('VITE_MAILBLUE_EMBED_URL', '')
    const { container } = render(<Newsletter newsletter={newsletter} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Schrijf je in voor de nieuwsbrief')
    expect(screen.getByText('Elke twee weken het nieuwste.')).toBeTruthy()
    expect(screen.getByRole('link', { name: /nieuwsbrief/i }).getAttribute('href')).toBe('/nieuwsbrief/')
    expect(container.querySelector('form, input')).toBeNull()
  })

  it("with the provider configured: its container for the settings' form id, or the default form id 7", () => {
    vi.stubEnv('VITE_MAILBLUE_EMBED_URL', 'https://acc.activehosted.com/f/embed.php?id={id}')
    const { container } = render(<Newsletter newsletter={newsletter} />)
    expect(container.querySelector('[data-form-id]')?.getAttribute('data-form-id')).toBe('7')
    cleanup()
    const withId = render(<Newsletter newsletter={{ ...newsletter, formId: 12 }} />)
    expect(withId.container.querySelector('._form_12')).not.toBeNull()
  })
})
