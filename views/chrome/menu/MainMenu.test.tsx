// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MenuItem } from '#lib/model/types.ts'
import { MainMenu } from './MainMenu.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const link = (
  id: number,
  title: string,
  url: string,
  children: MenuItem[] = [],
  dropdownType?: MenuItem['dropdownType'],
): MenuItem => ({
  id,
  title,
  url,
  target: '',
  children,
  ...(dropdownType ? { dropdownType } : {}),
})
const items = [
  link(
    1,
    'Kennisbank',
    '/kennisbank/',
    [link(11, 'Gebit', '/kennisbank-cat/gebit/'), link(12, 'Voeding', '/kennisbank-cat/voeding/')],
    'dropdown_knowledge_base',
  ),
  link(2, 'Academy', '/academy/'),
  link(3, 'Tools', '#', [link(31, 'Chipnummer zoeken', '/chipnummer-zoeken/')], 'dropdown_default'),
]

afterEach(cleanup)

describe('MainMenu (server HTML)', () => {
  it("renders '#' items as a button, never as a link", () => {
    const html = renderToString(<MainMenu items={items} currentPath="/" />)
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Tools/)
    expect(html).not.toContain('href="#"')
    expect(html).toContain('href="/academy/"')
  })

  it('marks the parent trail of the current page as active; the mega-menus’ content is left to the browser', () => {
    const html = renderToString(<MainMenu items={items} currentPath="/kennisbank-cat/gebit/" />)
    expect(html).toMatch(/<a[^>]*href="\/kennisbank\/"[^>]*class="[^"]*\bactive\b/)
    expect(html).not.toMatch(/href="\/academy\/"[^>]*aria-current/)
    // Decision 016: the panels are there (for aria-controls) but empty until the visitor reaches the menu.
    expect(html).toContain('id="megamenu-1"')
    expect(html).not.toContain('href="/kennisbank-cat/gebit/"')
  })

  it('marks the current page with aria-current inside its mega-menu once the menu is reached', () => {
    render(<MainMenu items={items} currentPath="/kennisbank-cat/gebit/" />)
    fireEvent.mouseEnter(screen.getByRole('navigation'))
    expect(screen.getByRole('link', { name: 'Gebit', hidden: true }).getAttribute('aria-current')).toBe('page')
  })
})

describe('MainMenu (keyboard)', () => {
  it('opens a mega-menu with ArrowDown on its link, focuses the first entry, and Escape closes it and returns focus', async () => {
    render(<MainMenu items={items} currentPath="/" />)
    const toggle = screen.getByRole('button', { name: 'Submenu van Kennisbank openen' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(screen.getByRole('link', { name: 'Kennisbank' }), { key: 'ArrowDown' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Gebit'))
    fireEvent.keyDown(screen.getByRole('link', { name: 'Gebit' }), { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('Voeding')
    fireEvent.keyDown(screen.getByRole('link', { name: 'Voeding' }), { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it("toggles a '#' item's mega-menu with its button (Enter/Space activate buttons natively)", () => {
    render(<MainMenu items={items} currentPath="/" />)
    const tools = screen.getByRole('button', { name: /Tools/ })
    fireEvent.click(tools)
    expect(tools.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(tools)
    expect(tools.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the mega-menu 300 ms after the pointer leaves, not before', () => {
    vi.useFakeTimers()
    try {
      render(<MainMenu items={items} currentPath="/" />)
      const tools = screen.getByRole('button', { name: /Tools/ })
      fireEvent.mouseEnter(tools.closest('li')!)
      expect(tools.getAttribute('aria-expanded')).toBe('true')
      fireEvent.mouseLeave(screen.getByRole('navigation'))
      act(() => void vi.advanceTimersByTime(290))
      expect(tools.getAttribute('aria-expanded')).toBe('true')
      act(() => void vi.advanceTimersByTime(20))
      expect(screen.getByRole('button', { name: /Tools/ }).getAttribute('aria-expanded')).toBe('false')
    } finally {
      vi.useRealTimers()
    }
  })
})
