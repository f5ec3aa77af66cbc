// The finder's other pages (spec §2): /finder/{term}/ opens with its term selected (size 999); clinic and vet pages
// open the finder modals (expertise, services, official specialisations and recognitions, sorted by name with their
// introductions), the clinic lists its vets and the vet links its clinics; axe on the finder in list and map view.
import { expect, test } from '@playwright/test'
import type { Clinic, Term } from '#lib/model/types.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { collectPageErrors, e2eSnapshot, expectNoA11yViolations, openHydrated } from './support.ts'
import { apiTotal, filtersDialog, resultItems, results, shownTotal } from './finder-support.ts'

const term = (s: Snapshot, taxonomy: Term['taxonomy'], slug: string): Term => {
  const found = Object.values(s.entities.terms).find((t) => t.taxonomy === taxonomy && t.slug === slug)
  if (!found) throw new Error(`No ${taxonomy} term ${slug} in the bundled content`)
  return found
}
const published = <T extends { status: string }>(items: Record<number, T>) =>
  Object.values(items).filter((x) => x.status === 'publish')
/** A clinic with expertises, services, specialisations, recognitions and vets, to see every part of its page. */
const richClinic = (s: Snapshot): Clinic => {
  const c = published(s.entities.clinics).find(
    (x) =>
      x.expertiseIds.length > 1 &&
      x.serviceIds.length > 1 &&
      x.specialisationIds.length &&
      x.recognitionIds.length &&
      x.vetIds.length,
  )
  if (!c) throw new Error('No clinic with every kind of finder term in the bundled content')
  return c
}
const byName = (a: string, b: string) => a.localeCompare(b, 'nl')

test.describe('a finder term page', () => {
  test('opens the finder with its term selected and shows every result at once (size 999)', async ({
    page,
    request,
  }) => {
    const chirurgie = term(e2eSnapshot(), 'expertise', 'chirurgie')
    await openHydrated(page, chirurgie.path)
    await expect(page.locator('main h1')).toHaveText(chirurgie.name)
    const total = await apiTotal(request, 'finder_expertise=chirurgie')
    await expect.poll(() => shownTotal(page)).toBe(total)
    await expect(resultItems(page)).toHaveCount(total)
    await expect(results(page).getByRole('button', { name: 'Meer resultaten laden' })).toHaveCount(0)
    // The modal shows the page's own term chosen (and fixed); adding another filter stays on the term page.
    await page.getByRole('button', { name: /^Filters/ }).click()
    const dialog = filtersDialog(page)
    // The group holding a chosen filter is the one open.
    await expect(dialog.getByRole('button', { name: 'Expertise' })).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByRole('checkbox', { name: /^Chirurgie/ })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: /^Chirurgie/ })).toBeDisabled()
    await dialog.getByRole('button', { name: 'Diensten' }).click()
    await dialog.getByRole('checkbox', { name: /^Echografie/ }).check()
    await dialog.getByRole('button', { name: /^Toon/ }).click()
    await expect(page).toHaveURL(new RegExp(`${chirurgie.path}\\?finder_service=echografie$`))
    await expect
      .poll(() => shownTotal(page))
      .toBe(await apiTotal(request, 'finder_expertise=chirurgie&finder_service=echografie'))
  })
})

test.describe('clinic and vet pages', () => {
  test('the clinic lists its vets; expertise, services, specialisations and recognitions open their modals', async ({
    page,
  }) => {
    const s = e2eSnapshot()
    const clinic = richClinic(s)
    const errors = collectPageErrors(page)
    await openHydrated(page, clinic.path)
    const team = page.getByRole('region', { name: 'Dierenartsen van deze praktijk' })
    const vets = clinic.vetIds.flatMap((id) =>
      s.entities.vets[id]?.status === 'publish' ? [s.entities.vets[id].title] : [],
    )
    expect(vets.length).toBeLessThanOrEqual(6)
    expect((await team.getByRole('heading', { level: 3 }).allInnerTexts()).sort(byName)).toEqual(vets.sort(byName))

    const expertises = clinic.expertiseIds.map((id) => s.entities.terms[id]).filter((t): t is Term => t !== undefined)
    const clicked = expertises[expertises.length - 1]
    if (!clicked) throw new Error('no expertise')
    await page.locator('main').getByRole('link', { name: clicked.name, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Expertises' })
    await expect(dialog).toBeVisible()
    const names = [...expertises.map((t) => t.name)].sort(byName)
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(names)
    await expect(dialog).toContainText(clicked.introduction)
    await expect(dialog.getByRole('link', { name: `Vind klinieken en dierenartsen: ${clicked.name}` })).toHaveAttribute(
      'href',
      clicked.path,
    )
    await dialog.getByRole('button', { name: 'Sluiten' }).click()
    await expect(dialog).toBeHidden()

    const services = clinic.serviceIds.flatMap((id) => s.entities.terms[id]?.name ?? []).sort(byName)
    await page.locator('main').getByRole('link', { name: services[0], exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Diensten' }).getByRole('heading', { level: 3 })).toHaveText(services)
    await page.keyboard.press('Escape')

    const intro = s.site.settings.finder_overlay_settings
    const specialisation = s.entities.terms[clinic.specialisationIds[0] ?? -1]
    if (!specialisation) throw new Error('no specialisation')
    await page.locator('main').getByRole('link', { name: specialisation.name, exact: true }).click()
    const special = page.getByRole('dialog', { name: 'Officiële specialisaties' })
    await expect(special).toContainText(intro.official_specializations_introduction_text)
    await page.keyboard.press('Escape')
    const recognition = s.entities.terms[clinic.recognitionIds[0] ?? -1]
    if (!recognition) throw new Error('no recognition')
    await page.locator('main').getByRole('link', { name: recognition.name, exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Erkenningen' })).toContainText(intro.recognitions_introduction_text)
    expect(errors).toEqual([])
  })

  test("the vet page links the vet's clinics", async ({ page }) => {
    const s = e2eSnapshot()
    const vet = published(s.entities.vets).find((v) => v.clinicIds.length > 0)
    if (!vet) throw new Error('No vet with a clinic')
    await openHydrated(page, vet.path)
    const clinics = page.getByRole('region', { name: 'Werkzaam bij' })
    for (const id of vet.clinicIds) {
      const clinic = s.entities.clinics[id]
      if (clinic) await expect(clinics.getByRole('link', { name: clinic.title })).toHaveAttribute('href', clinic.path)
    }
  })
})

test.describe('accessibility', () => {
  test('the finder passes axe in list view, with the filter modal open, and in map view', async ({ page }) => {
    await openHydrated(page, '/finder/?postcode=3881&filter_distance=30')
    await expect(page).toHaveURL(/user_lat=/)
    await shownTotal(page)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: /^Filters/ }).click()
    await expect(filtersDialog(page)).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await results(page).getByRole('button', { name: 'Kaart' }).click()
    await expect(page.locator('.leaflet-marker-pane').locator('a, [role="button"]').first()).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
