// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PersonCardView } from '#content/cards.ts'
import { ClinicVets } from './ClinicVets.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const card = (n: number): PersonCardView => ({
  key: `vet:${n}`,
  name: `Dierenarts ${n}`,
  function: 'Dierenarts',
  company: '',
  link: `/finder/dierenarts/d${n}/`,
})
const hit = (n: number) => ({
  id: n,
  post_type: 'vet',
  title: `Dierenarts ${n}`,
  link: `/finder/dierenarts/d${n}/`,
  excerpt: 'Dierenarts bij Kliniek',
  date: '2026-01-01T00:00:00',
  date_formatted: '1 januari 2026',
  content_type_primary_name: '',
  knowledge_base_category_primary_name: '',
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("the clinic's vets (spec §7 vet_clinics_relation)", () => {
  it('asks /api/search for the next six of this clinic and appends them', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ results: [7, 8].map(hit), total: 8 }), { headers: { 'x-total-results': '8' } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    render(<ClinicVets clinicId={3004} first={[1, 2, 3, 4, 5, 6].map(card)} total={8} pageSize={6} />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Meer dierenartsen' }))
    })
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/search?q=&size=6&from=6&post_type=vet&vet_clinics_relation=3004',
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Dierenarts ${n}`),
    )
    // All there: no more button.
    expect(screen.queryByRole('button', { name: 'Meer dierenartsen' })).toBeNull()
  })

  it('shows no button when the first page holds them all', () => {
    render(<ClinicVets clinicId={3004} first={[1, 2].map(card)} total={2} pageSize={6} />)
    expect(screen.queryByRole('button', { name: 'Meer dierenartsen' })).toBeNull()
  })
})
