// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { common, noRefs } from '../cards-test-data.ts'
import { ChipNumber } from './ChipNumber.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const ERROR = 'Het ingevulde chipnummer is niet geldig, controleer het chipnummer en probeer het opnieuw.'
const block: BlockOf<'chip_number'> = {
  ...common,
  type: 'chip_number',
  title: 'Chipnummer zoeken',
  text: '<p>Vul het chipnummer in.</p>',
}
const RESULT = {
  requestID: 'r-1',
  selDierLevensnummer: '528210000000002',
  dierDetails: { dierLandcode: 'NL', dierLevensnummer: '099900002', geboorteDatum: '2020-06-01' },
  dierDetailsVerblijfplaatsen: [
    {
      naam: 'Manege Denkbeeldig (fictief)',
      adresOmsME: 'Nergensweg 12',
      postcodeOmsME: '9999 ZY',
      woonplaatsME: 'Verzonnen',
      telefoonME: '000-0000002',
    },
  ],
}

const fetchMock = vi.fn<typeof fetch>()
vi.stubGlobal('fetch', fetchMock)
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
})

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function submit(value: string) {
  render(<ChipNumber block={block} refs={noRefs} />)
  fireEvent.change(screen.getByLabelText('Chipnummer'), { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }))
}
const requestedUrl = () => String(fetchMock.mock.calls[0]?.[0])

describe('chip_number block', () => {
  it('idle: the intro, the labelled input and the button, no result and no error', () => {
    const html = renderToString(<ChipNumber block={block} refs={noRefs} />)
    expect(html).toContain('Vul het chipnummer in.')
    expect(html).toMatch(/<label[^>]*>Chipnummer<\/label><input/)
    expect(html).toMatch(/<button type="submit"[^>]*>Zoeken<\/button>/)
    expect(html).not.toContain(ERROR)
  })

  it('loading: the button is disabled while the request runs; success: the result table with Dutch labels', async () => {
    let resolve: (r: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)))
    submit(' 528 2100 0000 0002 ')
    expect(requestedUrl()).toBe('/api/chip-number-details?chipNumber=528+2100+0000+0002')
    const button = screen.getByRole('button', { name: 'Bezig met zoeken…' })
    expect(button.hasAttribute('disabled')).toBe(true)
    await act(async () => resolve(answer(200, RESULT)))
    expect(screen.getByRole('button', { name: 'Zoeken' }).hasAttribute('disabled')).toBe(false)
    const animal = screen.getByRole('table', { name: 'Gegevens van het paard' })
    expect(animal.textContent).toContain('LandcodeNL')
    expect(animal.textContent).toContain('Levensnummer (UELN)099900002')
    expect(animal.textContent).toContain('Geboortedatum1 juni 2020')
    const place = screen.getByRole('table', { name: 'Verblijfplaats' })
    for (const text of [
      'NaamManege Denkbeeldig (fictief)',
      'AdresNergensweg 12',
      'Postcode9999 ZY',
      'WoonplaatsVerzonnen',
      'Telefoon000-0000002',
    ]) {
      expect(place.textContent).toContain(text)
    }
    expect(screen.queryByText(ERROR)).toBeNull()
  })

  it('numbers the places when the animal has several', async () => {
    const second = { ...RESULT.dierDetailsVerblijfplaatsen[0], naam: 'Weidegang (fictief)' }
    fetchMock.mockResolvedValue(
      answer(200, { ...RESULT, dierDetailsVerblijfplaatsen: [...RESULT.dierDetailsVerblijfplaatsen, second] }),
    )
    submit('528210000000002')
    expect((await screen.findByRole('table', { name: 'Verblijfplaats 2' })).textContent).toContain(
      'Weidegang (fictief)',
    )
    expect(screen.getByRole('table', { name: 'Verblijfplaats 1' })).toBeTruthy()
  })

  it('error: any status but 200 shows the error text in red (the error style)', async () => {
    fetchMock.mockResolvedValue(answer(404, { error: 'No animal is registered with this chip number' }))
    submit('528210000000009')
    const error = await screen.findByText(ERROR)
    expect(error.className).toMatch(/error/)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('error: 200 without data, and a network failure, are errors too', async () => {
    fetchMock.mockResolvedValue(answer(200, {}))
    submit('528210000000001')
    await screen.findByText(ERROR)
    cleanup()
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    submit('528210000000001')
    await screen.findByText(ERROR)
  })

  it("empty input: shows 'Vul een chipnummer in' and still sends the request", async () => {
    fetchMock.mockResolvedValue(answer(400, { error: 'chipNumber is required', parameter: 'chipNumber' }))
    submit('')
    expect(screen.getByText('Vul een chipnummer in')).toBeTruthy()
    expect(requestedUrl()).toBe('/api/chip-number-details?chipNumber=')
    await screen.findByText(ERROR)
    expect(screen.getByLabelText('Chipnummer').getAttribute('aria-invalid')).toBe('true')
  })

  it('a new search replaces the previous result', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, RESULT)).mockResolvedValueOnce(answer(502, { error: 'down' }))
    submit('528210000000002')
    await screen.findByRole('table', { name: 'Gegevens van het paard' })
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }))
    await screen.findByText(ERROR)
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull())
  })
})
