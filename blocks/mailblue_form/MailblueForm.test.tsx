// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FORM_RENDER_TIMEOUT_MS, MailblueForm } from './MailblueForm.tsx'
import type { BlockOf } from '../block-props.ts'

const pageContext = { urlPathname: '/styleguide-inhoud/', globalContext: { layout: { translations: {} } } }
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }))

const refs = { posts: {}, partners: {}, authors: {} }
const block: BlockOf<'mailblue_form'> = {
  type: 'mailblue_form',
  anchor: 'aanmelden',
  title: 'Nieuwsbrief',
  headingLevel: 3,
  legacyStyle: false,
  form_id: 7,
  text: '<p>Meld je gratis aan.</p>',
}
const script = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`)
const unavailable = () =>
  screen.queryByText('Het aanmeldformulier voor de nieuwsbrief kan op dit moment niet worden geladen.')

afterEach(() => {
  cleanup()
  vi.unstubAllEnvs()
  vi.useRealTimers()
  pageContext.urlPathname = '/styleguide-inhoud/'
})

describe('mailblue_form block', () => {
  it('without a configured MailBlue script: the title, text and a Dutch notice linking to the newsletter page, no form', () => {
    vi.stubEnv('VITE_MAILBLUE_EMBED_URL', '')
    const html = renderToString(<MailblueForm block={block} refs={refs} />)
    expect(html).toContain('id="aanmelden"')
    expect(html).toMatch(/<h3[^>]*>Nieuwsbrief<\/h3>/)
    expect(html).toContain('Meld je gratis aan.')
    expect(html).toContain('Het aanmeldformulier voor de nieuwsbrief kan op dit moment niet worden geladen.')
    expect(html).toContain('href="/nieuwsbrief/"')
    expect(html).not.toContain('<form')
    expect(html).not.toContain('<input')
  })

  it('on the newsletter page itself the notice does not link to itself', () => {
    vi.stubEnv('VITE_MAILBLUE_EMBED_URL', '')
    pageContext.urlPathname = '/nieuwsbrief/'
    render(<MailblueForm block={block} refs={refs} />)
    expect(unavailable()).not.toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Probeer het later opnieuw.')).toBeTruthy()
  })

  it('loads the MailBlue script for the form id into its container, and keeps the form it renders', async () => {
    const src = 'https://acc.activehosted.com/f/embed.php?id=7'
    vi.stubEnv('VITE_MAILBLUE_EMBED_URL', 'https://acc.activehosted.com/f/embed.php?id={id}')
    const { container } = render(<MailblueForm block={block} refs={refs} />)
    const target = container.querySelector('._form_7')
    expect(target?.getAttribute('data-form-id')).toBe('7')
    expect(script(src)).not.toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Bezig met laden…')
    // What the provider's script does: put its form in the container.
    await act(async () => {
      target?.append(document.createElement('form'))
      script(src)?.dispatchEvent(new Event('load'))
    })
    expect(container.querySelector('._form_7 form')).not.toBeNull()
    expect(screen.queryByText('Bezig met laden…')).toBeNull()
    expect(unavailable()).toBeNull()
  })

  it('shows the notice when the script fails to load', async () => {
    const src = 'https://acc.activehosted.com/f/embed.php?id=8'
    vi.stubEnv('VITE_MAILBLUE_EMBED_URL', 'https://acc.activehosted.com/f/embed.php?id={id}')
    render(<MailblueForm block={{ ...block, form_id: 8 }} refs={refs} />)
    await act(async () => {
      script(src)?.dispatchEvent(new Event('error'))
    })
    expect(unavailable()).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Meld je aan via de nieuwsbriefpagina' }).getAttribute('href')).toBe(
      '/nieuwsbrief/',
    )
  })

  it('shows the notice when the script loads but renders no form in time', async () => {
    vi.useFakeTimers()
    const src = 'https://acc.activehosted.com/f/embed.php?id=9'
    vi.stubEnv('VITE_MAILBLUE_EMBED_URL', 'https://acc.activehosted.com/f/embed.php?id={id}')
    render(<MailblueForm block={{ ...block, form_id: 9 }} refs={refs} />)
    await act(async () => {
      script(src)?.dispatchEvent(new Event('load'))
    })
    expect(unavailable()).toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(FORM_RENDER_TIMEOUT_MS)
    })
    expect(unavailable()).not.toBeNull()
  })
})
