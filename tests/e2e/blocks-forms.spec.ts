// The tool and form blocks on the bundled content's block style guide: the weight calculator (spec §5), the chip lookup
// (spec §4 states, §5, §7, §8) against a stubbed endpoint and once against the real function with its bundled
// registry, and the CMS form (spec §7 gravity forms) through the real forms function to the local CMS, rejected by
// it (an unknown form: the CMS's own 404) and failing (the function's 502 naming the CMS's status).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { E2E } from './ports.ts'
import { openHydrated } from './support.ts'

const PAGE = '/styleguide-inhoud/'
const ROOT = path.resolve(import.meta.dirname, '../..')
const CHIP_ERROR = 'Het ingevulde chipnummer is niet geldig, controleer het chipnummer en probeer het opnieuw.'

/** Whether an element's text is red (spec §8 "in red"): the red channel well above green and blue. */
async function expectRed(locator: Locator) {
  const color = await locator.evaluate((el) => getComputedStyle(el).color)
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number)
  expect(r, color).toBeGreaterThan(140)
  expect(r, color).toBeGreaterThan(2 * g)
  expect(r, color).toBeGreaterThan(2 * b)
}

// ---------------------------------------------------------------------------------------------------------------------
// calculate_weight_form

const weightKg = (chest: number, length: number) => Math.round((chest * chest * length) / 11880)

test("weight calculator: valid input gives round(chest² × length / 11880) kg, missing input the spec's message", async ({
  page,
}) => {
  await openHydrated(page, PAGE)
  const block = page.locator('[data-block="calculate_weight_form"]').first()
  const chest = block.getByLabel('Borstomvang (cm)')
  const length = block.getByLabel('Lengte (cm)')
  const calculate = block.getByRole('button', { name: 'Bereken het gewicht' })
  const outcome = block.getByRole('status')
  await expect(chest).toHaveAttribute('type', 'number')
  await expect(chest).toHaveAttribute('min', '0')
  await expect(length).toHaveAttribute('min', '0')

  await chest.fill('200')
  await length.fill('165')
  await calculate.click()
  expect(weightKg(200, 165)).toBe(556)
  await expect(outcome).toHaveText(/Het geschatte gewicht van je paard is 556 kg/)

  await chest.fill('152.5')
  await length.fill('140')
  await calculate.press('Enter')
  await expect(outcome).toHaveText(new RegExp(`is ${weightKg(152.5, 140)} kg`))

  const message = 'Vul de borstomvang en de lengte van je paard in om een berekening te kunnen maken.'
  await length.fill('')
  await calculate.click()
  await expect(outcome).toHaveText(message)
  await expect(length).toHaveAttribute('aria-invalid', 'true')
  await expect(chest).not.toHaveAttribute('aria-invalid', 'true')

  await chest.fill('')
  await length.fill('160')
  await calculate.click()
  await expect(outcome).toHaveText(message)
  await expect(chest).toHaveAttribute('aria-invalid', 'true')

  await chest.fill('-5')
  await calculate.click()
  await expect(outcome).toHaveText(message)

  await chest.fill('190')
  await calculate.click()
  await expect(outcome).toHaveText(new RegExp(`is ${weightKg(190, 160)} kg`))
  await expect(chest).not.toHaveAttribute('aria-invalid', 'true')
})

// ---------------------------------------------------------------------------------------------------------------------
// chip_number

const STUB_RESULT = {
  requestID: 'e2e-1',
  selDierLevensnummer: '528210000000009',
  dierDetails: { dierLandcode: 'NL', dierLevensnummer: '099900009', geboorteDatum: '2015-03-14' },
  dierDetailsVerblijfplaatsen: [
    {
      naam: 'Stal Proef',
      adresOmsME: 'Laan 9',
      postcodeOmsME: '9999 AA',
      woonplaatsME: 'Ergens',
      telefoonME: '000-0000009',
    },
  ],
}

/** Table rows (header → value) of the result table with this caption. */
const tableRows = (block: Locator, caption: string) =>
  block
    .getByRole('table', { name: caption })
    .locator('tr')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
      ),
    )

const chipBlock = (page: Page) => page.locator('[data-block="chip_number"]').first()

test('chip lookup against a stubbed endpoint: loading with the button disabled, then the result table', async ({
  page,
}) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const asked: string[] = []
  await page.route('**/api/chip-number-details**', async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('chipNumber') ?? '(none)')
    await held
    await route.fulfill({ json: STUB_RESULT })
  })
  await openHydrated(page, PAGE)
  const block = chipBlock(page)
  await block.getByLabel('Chipnummer').fill(' 528210000000009 ')
  await block.getByRole('button', { name: 'Zoeken' }).click()

  const busy = block.getByRole('button', { name: 'Bezig met zoeken…' })
  await expect(busy).toBeDisabled()
  await expect(block.locator('form')).toHaveAttribute('aria-busy', 'true')
  expect(asked).toEqual(['528210000000009'])
  release()

  await expect(block.getByRole('button', { name: 'Zoeken' })).toBeEnabled()
  expect(await tableRows(block, 'Gegevens van het paard')).toEqual({
    Landcode: 'NL',
    'Levensnummer (UELN)': '099900009',
    Geboortedatum: '14 maart 2015',
  })
  expect(await tableRows(block, 'Verblijfplaats')).toEqual({
    Naam: 'Stal Proef',
    Adres: 'Laan 9',
    Postcode: '9999 AA',
    Woonplaats: 'Ergens',
    Telefoon: '000-0000009',
  })
  await expect(block.getByText(CHIP_ERROR)).toHaveCount(0)
})

test('chip lookup against a stubbed endpoint: failures show the error in red; empty input asks for a number and still asks the server', async ({
  page,
}) => {
  const answers = [
    { status: 500, json: { error: 'upstream' } },
    { status: 200, json: {} },
    { status: 400, json: { error: 'chipNumber is required', parameter: 'chipNumber' } },
  ]
  const asked: string[] = []
  await page.route('**/api/chip-number-details**', async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('chipNumber') ?? '(none)')
    await route.fulfill(answers[asked.length - 1] ?? { status: 500 })
  })
  await openHydrated(page, PAGE)
  const block = chipBlock(page)
  const input = block.getByLabel('Chipnummer')
  const search = block.getByRole('button', { name: 'Zoeken' })
  const error = block.getByText(CHIP_ERROR)

  await input.fill('528210000000009')
  await search.click()
  await expect(error).toBeVisible()
  await expectRed(error)
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(block.getByRole('table')).toHaveCount(0)

  // A 200 without an animal is no result either.
  await search.click()
  await expect.poll(() => asked.length).toBe(2)
  await expect(error).toBeVisible()

  await input.fill('')
  await search.click()
  await expect(block.getByText('Vul een chipnummer in')).toBeVisible()
  await expect.poll(() => asked).toEqual(['528210000000009', '528210000000009', ''])
  await expect(error).toBeVisible()
  await expect(search).toBeEnabled()
})

test('chip lookup against the real function and its bundled registry', async ({ page }) => {
  const registry = JSON.parse(readFileSync(path.join(ROOT, 'functions/data/dev-chip-registry.json'), 'utf8')) as {
    chips: Record<
      string,
      {
        dierDetails: { dierLevensnummer: string }
        dierDetailsVerblijfplaatsen: { naam: string; woonplaatsME: string }[]
      }
    >
  }
  const [chipNumber, animal] = Object.entries(registry.chips)[0] ?? []
  if (!chipNumber || !animal) throw new Error('the bundled chip registry is empty')
  await openHydrated(page, PAGE)
  const block = chipBlock(page)
  await block.getByLabel('Chipnummer').fill(chipNumber)
  const answer = page.waitForResponse((r) => r.url().includes('/api/chip-number-details'))
  await block.getByRole('button', { name: 'Zoeken' }).click()
  expect((await answer).status()).toBe(200)
  const rows = await tableRows(block, 'Gegevens van het paard')
  expect(rows['Levensnummer (UELN)']).toBe(animal.dierDetails.dierLevensnummer)
  const place = animal.dierDetailsVerblijfplaatsen[0]
  if (place) await expect(block.getByRole('table').filter({ hasText: place.naam })).toContainText(place.woonplaatsME)

  // A well-formed number nobody registered: the function answers 404, the form shows the error.
  const unknown = '528219999999999'
  expect(registry.chips[unknown]).toBeUndefined()
  await block.getByLabel('Chipnummer').fill(unknown)
  const notFound = page.waitForResponse((r) => r.url().includes('/api/chip-number-details'))
  await block.getByRole('button', { name: 'Zoeken' }).click()
  expect((await notFound).status()).toBe(404)
  await expect(block.getByText(CHIP_ERROR)).toBeVisible()
  await expect(block.getByRole('table')).toHaveCount(0)
})

// ---------------------------------------------------------------------------------------------------------------------
// gravity_form

const gravityBlock = (page: Page) => page.locator('[data-block="gravity_form"]').first()

async function fillNewsletterForm(block: Locator, firstName: string) {
  await block.getByLabel('Voornaam').fill(firstName)
  await block.getByLabel('E-mailadres').fill('e2e@voorbeeld.nl')
  await block
    .getByRole('group', { name: /Ik ben/ })
    .getByLabel('Dierenarts of paraveterinair')
    .check()
  await block
    .getByRole('group', { name: /Ik lees graag over/ })
    .getByLabel('Voeding')
    .check()
  await block
    .getByRole('group', { name: /Toestemming/ })
    .getByRole('checkbox')
    .check()
}

test('gravity form: the fields say what is wrong, per field, before anything is sent', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/forms/')) sent.push(r.url())
  })
  await openHydrated(page, PAGE)
  const block = gravityBlock(page)
  const submit = block.getByRole('button', { name: 'Aanmelden' })
  await submit.click()
  await expect(block.getByRole('alert')).toHaveText(
    'Niet alle velden zijn goed ingevuld. Controleer de gemarkeerde velden.',
  )
  const firstName = block.getByLabel('Voornaam')
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).toHaveAccessibleDescription('Dit veld is verplicht')
  // Voornaam, E-mailadres, Ik ben and Toestemming are required.
  await expect(block.getByText('Dit veld is verplicht')).toHaveCount(4)

  await firstName.fill('Anna')
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
  await expect(block.getByText('Dit veld is verplicht')).toHaveCount(3)
  const email = block.getByLabel('E-mailadres')
  await email.fill('anna@')
  await expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in')
  await submit.click()
  await expect(email).toBeFocused()
  expect(sent).toEqual([])
})

test('gravity form: sent through the forms function to the CMS, which confirms; the analytics event names the form', async ({
  page,
}) => {
  await openHydrated(page, PAGE)
  const block = gravityBlock(page)
  const firstName = `E2e-${Date.now().toString(36)}`
  await fillNewsletterForm(block, firstName)
  const answer = page.waitForResponse((r) => /\/api\/forms\/\d+$/.test(r.url()))
  await block.getByRole('button', { name: 'Aanmelden' }).click()
  expect((await answer).status()).toBe(200)

  // The CMS's own confirmation for this form (devcms answers the form's confirmation_message).
  const confirmation = block.getByRole('status')
  await expect(confirmation).toHaveText(/^Bijna klaar! We hebben je een e-mail gestuurd\./)
  await expect(confirmation).toBeFocused()
  await expect(block.locator('form')).toHaveCount(0)
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (e): e is Record<string, unknown> => typeof e === 'object' && e !== null && 'event' in e,
    ),
  )
  expect(events).toContainEqual({ event: 'form_submission', form_title: 'Aanmelden voor de nieuwsbrief' })

  // The CMS stored the entry with the visitor's values.
  const stored = readFileSync(path.join(ROOT, E2E.workDir, 'submissions.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { values: Record<string, string[]> })
    .find((entry) => entry.values['1']?.[0] === firstName)
  expect(stored?.values).toMatchObject({ '2': ['e2e@voorbeeld.nl'], '3': ['dierenarts'], '4': ['voeding'] })
})

test('gravity form: the CMS rejecting the submission shows "Wrong status from API: 404", its own status, and keeps what was typed', async ({
  page,
}) => {
  // The real function and the real CMS, for a form the CMS does not have: the request goes out for form 999999.
  const UNKNOWN_FORM = 999_999
  await page.route(/\/api\/forms\/\d+$/, (route) =>
    route.continue({ url: route.request().url().replace(/\d+$/, String(UNKNOWN_FORM)) }),
  )
  await openHydrated(page, PAGE)
  const block = gravityBlock(page)
  await fillNewsletterForm(block, 'Anna')
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${UNKNOWN_FORM}`))
  await block.getByRole('button', { name: 'Aanmelden' }).click()
  const response = await answer
  expect(response.status()).toBe(404)
  expect(await response.json()).toMatchObject({ code: 'not_found' })
  await expect(block.getByRole('alert')).toHaveText('Wrong status from API: 404')
  await expect(block.getByLabel('Voornaam')).toHaveValue('Anna')
  await expect(block.getByRole('button', { name: 'Aanmelden' })).toBeEnabled()
  await expect(block.getByText(/Bijna klaar/)).toHaveCount(0)
})

test('gravity form: a failing CMS (the function\'s 502 naming the CMS\'s 503) shows "Wrong status from API: 503"', async ({
  page,
}) => {
  // The local CMS injects faults only into reads, so the function's answer for a CMS 5xx is stubbed, in its real shape.
  await page.route('**/api/forms/**', (route) =>
    route.fulfill({ status: 502, json: { error: 'The CMS answered with status 503', upstreamStatus: 503 } }),
  )
  await openHydrated(page, PAGE)
  const block = gravityBlock(page)
  await fillNewsletterForm(block, 'Anna')
  await block.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(block.getByRole('alert')).toHaveText('Wrong status from API: 503')
  await expect(block.getByLabel('Voornaam')).toHaveValue('Anna')
  await expect(block.getByRole('button', { name: 'Aanmelden' })).toBeEnabled()
})
