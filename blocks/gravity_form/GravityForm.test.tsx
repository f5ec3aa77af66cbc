// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { common, noRefs } from '../cards-test-data.ts'
import { choiceInput, submissionBody } from './payload.ts'
import { emptyValues } from './types.ts'
import { GravityForm } from './GravityForm.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

type Form = BlockOf<'gravity_form'>['form']
type Field = Form['fields'][number]
const f = (id: number, type: Field['type'], label: string, extra: Partial<Field> = {}): Field => ({
  id,
  type,
  label,
  isRequired: false,
  placeholder: '',
  description: '',
  choices: [],
  ...extra,
})
const choices = (...values: string[]) => values.map((v) => ({ text: v[0]?.toUpperCase() + v.slice(1), value: v }))
const form: Form = {
  id: 2,
  title: 'Aanmelden voor de nieuwsbrief',
  description: 'Ontvang elke twee weken het nieuws.',
  fields: [
    f(1, 'text', 'Voornaam', { isRequired: true, maxLength: 20 }),
    f(2, 'email', 'E-mailadres', { isRequired: true, description: 'We delen je adres met niemand.' }),
    f(3, 'radio', 'Ik ben', { isRequired: true, choices: choices('eigenaar', 'dierenarts') }),
    f(4, 'checkbox', 'Ik lees graag over', { choices: choices('gezondheid', 'voeding', 'training') }),
    f(5, 'number', 'Aantal paarden'),
    f(6, 'select', 'Onderwerp', { choices: choices('artikel', 'anders'), placeholder: 'Kies een onderwerp' }),
    f(7, 'textarea', 'Bericht'),
    f(8, 'phone', 'Telefoonnummer'),
    f(9, 'date', 'Geboortedatum paard'),
    f(10, 'consent', 'Toestemming', {
      isRequired: true,
      description: 'Ik wil de nieuwsbrief ontvangen.',
      choices: [{ text: 'Ja, graag', value: '1' }],
    }),
  ],
  button: { text: 'Aanmelden' },
  confirmation_message: 'Bijna klaar! Bevestig je aanmelding.',
}
const block: BlockOf<'gravity_form'> = {
  ...common,
  type: 'gravity_form',
  anchor: 'formulieren',
  title: 'Formulieren',
  form_id: 2,
  form,
}

const fetchMock = vi.fn<typeof fetch>()
vi.stubGlobal('fetch', fetchMock)
beforeEach(() => {
  window.dataLayer = []
})
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
})
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function fillValid() {
  render(<GravityForm block={block} refs={noRefs} />)
  fireEvent.change(screen.getByLabelText(/^Voornaam/), { target: { value: 'Anouk' } })
  fireEvent.change(screen.getByLabelText(/^E-mailadres/), { target: { value: 'anouk@example.nl' } })
  fireEvent.click(screen.getByLabelText('Dierenarts'))
  fireEvent.click(screen.getByLabelText('Voeding'))
  fireEvent.click(screen.getByLabelText('Training'))
  fireEvent.click(screen.getByLabelText('Ja, graag'))
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }))

describe('gravity_form block: rendering', () => {
  it('renders every field type with its label, description and required marker', () => {
    const html = renderToString(<GravityForm block={block} refs={noRefs} />)
    expect(html).toMatch(/<section[^>]*id="formulieren"/)
    expect(html).toContain('Ontvang elke twee weken het nieuws.')
    expect(html).toMatch(/<input[^>]*type="text"[^>]*required=""[^>]*maxLength="20"/)
    expect(html).toMatch(/<input[^>]*type="email"/)
    expect(html).toMatch(/<input[^>]*type="tel"/)
    expect(html).toMatch(/<input[^>]*type="number"/)
    expect(html).toMatch(/<input[^>]*type="date"/)
    expect(html).toMatch(/<textarea/)
    expect(html).toMatch(
      /<select[^>]*><option value=""( selected="")?>Kies een onderwerp<\/option><option value="artikel">Artikel<\/option>/,
    )
    expect(html.match(/type="radio"/g)).toHaveLength(2)
    expect(html.match(/type="checkbox"/g)).toHaveLength(4) // three choices and the consent
    expect(html).toMatch(
      /<legend[^>]*>Ik ben<span[^>]*aria-hidden="true">\*<\/span><span class="sr-only"> \(<!-- -->verplicht<!-- -->\)<\/span>/,
    )
    expect(html).toContain('We delen je adres met niemand.')
    expect(html).toContain('Ik wil de nieuwsbrief ontvangen.')
    expect(html).toMatch(/<button type="submit"[^>]*>Aanmelden<\/button>/)
  })

  it('ties descriptions to their control', () => {
    render(<GravityForm block={block} refs={noRefs} />)
    const email = screen.getByLabelText(/^E-mailadres/)
    const described = document.getElementById(email.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('We delen je adres met niemand.')
  })
})

describe('gravity_form block: validation', () => {
  it('shows a Dutch message per invalid field, focuses the first, and sends nothing', () => {
    render(<GravityForm block={block} refs={noRefs} />)
    fireEvent.change(screen.getByLabelText(/^E-mailadres/), { target: { value: 'geen-adres' } })
    fireEvent.change(screen.getByLabelText('Telefoonnummer'), { target: { value: 'bel me' } })
    submit()
    expect(fetchMock).not.toHaveBeenCalled()
    const name = screen.getByLabelText(/^Voornaam/)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(name)
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Dit veld is verplicht',
    )
    expect(screen.getByText('Vul een geldig e-mailadres in')).toBeTruthy()
    expect(screen.getByText('Vul een geldig telefoonnummer in')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: /Ik ben/ })).getByText('Dit veld is verplicht')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: /Toestemming/ })).getByText('Dit veld is verplicht')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'Niet alle velden zijn goed ingevuld. Controleer de gemarkeerde velden.',
    )
  })

  it('clears a field’s message as soon as it is corrected', () => {
    render(<GravityForm block={block} refs={noRefs} />)
    submit()
    const name = screen.getByLabelText(/^Voornaam/)
    fireEvent.change(name, { target: { value: 'Anouk' } })
    expect(name.hasAttribute('aria-invalid')).toBe(false)
  })
})

describe('gravity_form block: submitting', () => {
  it('on 200 posts the input values as JSON, pushes the analytics event and shows the confirmation', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { is_valid: true, confirmation_message: 'Bedankt! Bevestig via de e-mail.' }),
    )
    fillValid()
    await act(async () => submit())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/forms/2')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      input_1: 'Anouk',
      input_2: 'anouk@example.nl',
      input_3: 'dierenarts',
      input_4_2: 'voeding',
      input_4_3: 'training',
      input_5: '',
      input_6: '',
      input_7: '',
      input_8: '',
      input_9: '',
      input_10_1: '1',
    })
    expect(window.dataLayer).toEqual([{ event: 'form_submission', form_title: 'Aanmelden voor de nieuwsbrief' }])
    expect(screen.getByRole('status').textContent).toBe('Bedankt! Bevestig via de e-mail.')
    // Focus moves to the confirmation that took the form's place.
    expect(document.activeElement).toBe(screen.getByRole('status'))
    expect(screen.queryByRole('button', { name: 'Aanmelden' })).toBeNull()
  })

  it("shows the CMS's confirmation as HTML, so its links work", async () => {
    const html = '<p>Bedankt! Lees ook <a href="/kennisbank/ontworming/">ons artikel over ontworming</a>.</p>'
    fetchMock.mockResolvedValue(answer(200, { is_valid: true, confirmation_message: html }))
    fillValid()
    await act(async () => submit())
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Bedankt! Lees ook ons artikel over ontworming.')
    expect(within(status).getByRole('link', { name: 'ons artikel over ontworming' }).getAttribute('href')).toBe(
      '/kennisbank/ontworming/',
    )
  })

  it("falls back to the form's own confirmation message when the answer has none", async () => {
    fetchMock.mockResolvedValue(answer(200, { is_valid: true }))
    fillValid()
    await act(async () => submit())
    expect(screen.getByRole('status').textContent).toBe('Bijna klaar! Bevestig je aanmelding.')
  })

  it("when the CMS fails shows 'Wrong status from API: {status}' with the CMS's status, and no analytics event", async () => {
    fetchMock.mockResolvedValue(answer(502, { error: 'The CMS answered with status 503', upstreamStatus: 503 }))
    fillValid()
    await act(async () => submit())
    expect(screen.getByRole('alert').textContent).toBe('Wrong status from API: 503')
    expect(window.dataLayer).toEqual([])
    expect(screen.getByRole('button', { name: 'Aanmelden' }).hasAttribute('disabled')).toBe(false)
  })

  it("shows the function's own status when the CMS gave none (unreachable), and a 4xx the CMS passed through", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(502, { error: 'The CMS could not be reached to submit the form', upstreamStatus: null }),
    )
    fetchMock.mockResolvedValueOnce(
      answer(404, { code: 'not_found', message: 'Form not found', data: { status: 404 } }),
    )
    fillValid()
    await act(async () => submit())
    expect(screen.getByRole('alert').textContent).toBe('Wrong status from API: 502')
    await act(async () => submit())
    expect(screen.getByRole('alert').textContent).toBe('Wrong status from API: 404')
  })

  it("shows the CMS's field messages of any 4xx at their fields", async () => {
    fetchMock.mockResolvedValue(answer(422, { is_valid: false, validation_messages: { 1: 'Deze naam is al bekend.' } }))
    fillValid()
    await act(async () => submit())
    expect(screen.getByRole('alert').textContent).toBe('Wrong status from API: 422')
    expect(screen.getByLabelText(/^Voornaam/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Deze naam is al bekend.')).toBeTruthy()
  })

  it("on 400 shows the CMS's messages at their fields", async () => {
    fetchMock.mockResolvedValue(
      answer(400, { is_valid: false, validation_messages: { 2: 'Dit e-mailadres is al aangemeld.' } }),
    )
    fillValid()
    await act(async () => submit())
    const email = screen.getByLabelText(/^E-mailadres/)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Dit e-mailadres is al aangemeld.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Wrong status from API: 400')
  })

  it('says so when the site cannot be reached at all', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    fillValid()
    await act(async () => submit())
    expect(screen.getByRole('alert').textContent).toBe('Het versturen is niet gelukt. Probeer het later opnieuw.')
  })
})

describe('the submission body (Gravity Forms REST v2)', () => {
  it('numbers checkbox choice inputs like Gravity Forms: 1–9, then 11–19', () => {
    expect([0, 8, 9, 17, 18].map(choiceInput)).toEqual([1, 9, 11, 19, 21])
  })

  it('leaves out an unticked consent and unticked choices', () => {
    const body = submissionBody(form, emptyValues(form))
    expect(Object.keys(body).some((k) => k.startsWith('input_4_') || k.startsWith('input_10'))).toBe(false)
  })
})
