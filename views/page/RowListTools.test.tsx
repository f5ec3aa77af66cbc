// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentRows } from '#lib/model/types.ts'
import { RowListTools } from './RowListTools.tsx'
import { TOC_BUTTON_AFTER_PX } from './row-list-tools/StickyToc.tsx'

const translations: Record<string, string> = {}
const seo = {
  title: 'Koliek herkennen - Hoefslag',
  description: '',
  robots: '',
  canonical: 'https://hoefslag.nl/kennisbank/koliek/',
  og: { 'og:title': 'Koliek herkennen' },
  twitter: {},
}
const pageContext = {
  urlPathname: '/kennisbank/koliek/',
  data: { meta: { kind: 'article', path: '/kennisbank/koliek/', seo, breadcrumbs: [], skipLastBreadcrumb: false } },
  globalContext: { layout: { translations } },
}
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }))

const toc: NonNullable<ContentRows['toc']> = {
  title: '',
  items: [
    { title: 'Symptomen', anchor: 'symptomen', children: [{ title: 'Pijn', anchor: 'pijn', children: [] }] },
    { title: 'Eerste hulp', anchor: 'eerste-hulp', children: [] },
  ],
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}
const tocButton = () => screen.queryByRole('button', { name: 'Inhoudsopgave' })

afterEach(() => {
  cleanup()
  scrollTo(0)
  vi.restoreAllMocks()
})

describe('sticky table of contents', () => {
  it('renders no button on the server', () => {
    expect(renderToString(<RowListTools toc={toc} socialShare={false} />)).toBe('')
  })

  it(`shows its button only after scrolling down more than ${TOC_BUTTON_AFTER_PX} px`, () => {
    render(<RowListTools toc={toc} socialShare={false} />)
    expect(tocButton()).toBeNull()
    scrollTo(249)
    expect(tocButton()).toBeNull()
    scrollTo(250)
    expect(tocButton()).toBeNull()
    scrollTo(251)
    expect(tocButton()).not.toBeNull()
    scrollTo(100)
    expect(tocButton()).toBeNull()
  })

  it('opens a panel of #anchor links, which closes on scroll', () => {
    render(<RowListTools toc={toc} socialShare={false} />)
    scrollTo(400)
    fireEvent.click(tocButton()!)
    expect(tocButton()!.getAttribute('aria-expanded')).toBe('true')
    const panel = screen.getByRole('navigation', { name: 'Inhoudsopgave' })
    expect(panel.hidden).toBe(false)
    expect(screen.getByRole('link', { name: 'Pijn' }).getAttribute('href')).toBe('#pijn')
    scrollTo(420)
    expect(tocButton()!.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
  })

  it('closes on choosing an item and on Escape, and takes its title from the row list', () => {
    render(<RowListTools toc={{ ...toc, title: 'Op deze pagina' }} socialShare={false} />)
    scrollTo(400)
    const button = screen.getByRole('button', { name: 'Op deze pagina' })
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('link', { name: 'Eerste hulp' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })
})

describe('social share bar', () => {
  it('renders nothing unless the row list asks for it', () => {
    render(<RowListTools toc={undefined} socialShare={false} />)
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('links to each network’s share page with the page’s URL and title, in a new tab', () => {
    render(<RowListTools toc={undefined} socialShare />)
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href')
    const url = encodeURIComponent('https://hoefslag.nl/kennisbank/koliek/')
    expect(href(/Delen op Facebook/)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`)
    expect(href(/Delen op X/)).toBe(`https://x.com/intent/post?url=${url}&text=Koliek%20herkennen`)
    expect(href(/Delen op LinkedIn/)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`)
    expect(href(/Delen via WhatsApp/)).toBe(`https://wa.me/?text=Koliek%20herkennen%20${url}`)
    expect(href(/Delen via e-mail/)).toBe(`mailto:?subject=Koliek%20herkennen&body=${url}`)
    const facebook = screen.getByRole('link', { name: /Delen op Facebook/ })
    expect(facebook.getAttribute('target')).toBe('_blank')
    expect(facebook.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('link', { name: /Delen via e-mail/ }).hasAttribute('target')).toBe(false)
  })

  it('the bookmark button tells the visitor to press Cmd + D (Mac) or CTRL + D, in the CMS text when it has one', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    render(<RowListTools toc={undefined} socialShare />)
    fireEvent.click(screen.getByRole('button', { name: 'Bladwijzer' }))
    expect(alert).toHaveBeenCalledTimes(1)
    expect(alert.mock.lastCall?.[0]).toMatch(/Command\/Cmd \+ D \(Mac\) of CTRL \+ D/)
    cleanup()
    translations.bookmark_unsupported = 'Druk op ⌘ + D of CTRL + D.'
    render(<RowListTools toc={undefined} socialShare />)
    fireEvent.click(screen.getByRole('button', { name: 'Bladwijzer' }))
    expect(alert).toHaveBeenLastCalledWith('Druk op ⌘ + D of CTRL + D.')
    delete translations.bookmark_unsupported
  })

  it("the 'meer' menu copies the link with a confirmation where there is no Web Share API", async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<RowListTools toc={undefined} socialShare />)
    const more = screen.getByRole('button', { name: 'Meer opties' })
    fireEvent.click(more)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Delen via…' })).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Link kopiëren' }))
    })
    expect(writeText).toHaveBeenCalledWith('https://hoefslag.nl/kennisbank/koliek/')
    expect(screen.getByRole('status').textContent).toBe('Link gekopieerd')
    expect(more.getAttribute('aria-expanded')).toBe('false')
  })

  it("the 'meer' menu offers the device's share sheet where the browser has one", async () => {
    const share = vi.fn(async () => {})
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    render(<RowListTools toc={undefined} socialShare />)
    fireEvent.click(screen.getByRole('button', { name: 'Meer opties' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delen via…' }))
    })
    expect(share).toHaveBeenCalledWith({ title: 'Koliek herkennen', url: 'https://hoefslag.nl/kennisbank/koliek/' })
    Reflect.deleteProperty(navigator, 'share')
  })
})
