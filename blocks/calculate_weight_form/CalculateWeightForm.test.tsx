// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CalculateWeightForm } from './CalculateWeightForm.tsx'
import { common, noRefs } from '../cards-test-data.ts'
import { horseWeightKg, parseMeasure } from './horse-weight.ts'
import type { BlockOf } from '../block-props.ts'

const translations: Record<string, string> = {}
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations } } }),
}))
afterEach(() => {
  cleanup()
  delete translations.weight_result
})

const MISSING = 'Vul de borstomvang en de lengte van je paard in om een berekening te kunnen maken.'
const block: BlockOf<'calculate_weight_form'> = {
  ...common,
  type: 'calculate_weight_form',
  title: 'Gewicht berekenen',
  text: '<p>Meet met een meetlint.</p>',
}

function fill(chest: string, length: string) {
  render(<CalculateWeightForm block={block} refs={noRefs} />)
  fireEvent.change(screen.getByLabelText('Borstomvang (cm)'), { target: { value: chest } })
  fireEvent.change(screen.getByLabelText('Lengte (cm)'), { target: { value: length } })
  fireEvent.click(screen.getByRole('button', { name: 'Bereken het gewicht' }))
}

describe('the weight formula (spec §5)', () => {
  it('is round(chest² × length / 11880)', () => {
    expect(horseWeightKg(200, 160)).toBe(539) // 538.72…
    expect(horseWeightKg(180, 150)).toBe(409) // 409.09…
    expect(horseWeightKg(0, 150)).toBe(0)
  })

  it('reads non-negative numbers, with a decimal comma, and nothing else', () => {
    expect(parseMeasure(' 182,5 ')).toBe(182.5)
    expect(parseMeasure('')).toBeUndefined()
    expect(parseMeasure('-3')).toBeUndefined()
    expect(parseMeasure('abc')).toBeUndefined()
  })
})

describe('calculate_weight_form block', () => {
  it('renders the intro and two numeric, required inputs with minimum 0 and their Dutch labels', () => {
    const html = renderToString(<CalculateWeightForm block={block} refs={noRefs} />)
    expect(html).toContain('Meet met een meetlint.')
    expect(html.match(/<input[^>]*type="number"[^>]*min="0"[^>]*required=""/g)).toHaveLength(2)
    expect(html).toMatch(/role="status" aria-live="polite"/)
  })

  it('announces the rounded result in kg in the live region', () => {
    fill('200', '160')
    expect(screen.getByRole('status').textContent).toBe(
      'Het geschatte gewicht van je paard is 539 kgDit is een schatting. Een weegbrug is nauwkeuriger.',
    )
  })

  it("uses the CMS's text for the result, with the weight in its {weight} placeholder", () => {
    translations.weight_result = 'Je paard weegt ongeveer {weight} kg'
    fill('180', '150')
    expect(screen.getByRole('status').textContent).toMatch(/^Je paard weegt ongeveer 409 kg/)
  })

  it("shows the spec's message when a value is missing, and marks the missing input", () => {
    fill('200', '')
    expect(screen.getByRole('status').textContent).toBe(MISSING)
    expect(screen.getByLabelText('Lengte (cm)').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Borstomvang (cm)').hasAttribute('aria-invalid')).toBe(false)
  })

  it('treats a negative value as missing (minimum 0)', () => {
    fill('-200', '160')
    expect(screen.getByRole('status').textContent).toBe(MISSING)
  })
})
