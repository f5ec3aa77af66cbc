// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_FINDER_QUERY } from './finder-query.ts'
import { FilterPanel } from './FilterPanel.tsx'
import type { FilterGroup } from './filter-labels.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const groups: FilterGroup[] = [
  { key: 'finder_issues', label: 'Waar heeft je paard last van?', options: [{ value: 'koliek', label: 'Koliek' }] },
  {
    key: 'finder_expertise',
    label: 'Expertise',
    options: [
      { value: 'chirurgie', label: 'Chirurgie' },
      { value: 'gedrag', label: 'Gedrag' },
    ],
  },
]
const apply = vi.fn()
const renderPanel = () =>
  render(
    <FilterPanel
      groups={groups}
      query={EMPTY_FINDER_QUERY}
      total={85}
      facets={{ finder_expertise: { chirurgie: 17, gedrag: 9 } }}
      apply={apply}
    />,
  )
const button = () => screen.getByRole('button', { name: /^Toon/ })

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  apply.mockReset()
})

describe('the filter modal', () => {
  it('opens one group at a time', () => {
    renderPanel()
    const issues = screen.getByRole('button', { name: 'Waar heeft je paard last van?' })
    const expertise = screen.getByRole('button', { name: 'Expertise' })
    expect(issues.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(expertise)
    expect(expertise.getAttribute('aria-expanded')).toBe('true')
    expect(issues.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('checkbox', { name: /Chirurgie/ }).closest('label')?.textContent).toBe('Chirurgie17')
  })

  it('asks for the count 500 ms after a change, and shows it on the button; applying hands over the draft', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ total: 17, facets: {} })))
    vi.stubGlobal('fetch', fetchMock)
    renderPanel()
    expect(button().textContent).toBe('Toon 85 resultaten')
    fireEvent.click(screen.getByRole('button', { name: 'Expertise' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /Chirurgie/ }))
    expect(button().textContent).toBe('Toon resultaten')
    await act(async () => vi.advanceTimersByTime(499))
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/search/finder?finder_expertise=chirurgie&dry_run=1')
    expect(button().textContent).toBe('Toon 17 resultaten')
    fireEvent.click(button())
    expect(apply.mock.calls[0]?.[0].lists.finder_expertise).toEqual(['chirurgie'])
  })

  it('shows no number when the count fails (spec §4: the total becomes empty)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderPanel()
    fireEvent.click(screen.getByRole('checkbox', { name: /Koliek/ }))
    await act(async () => vi.advanceTimersByTime(500))
    expect(button().textContent).toBe('Toon resultaten')
  })
})
