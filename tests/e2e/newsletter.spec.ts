// The footer's newsletter sign-up (spec §1): the embed script loads only once the footer nears the viewport,
// and on the bundled local CMS its stand-in (devcms/media/plugins/mailblue/embed.js) renders a form that signs up.
import { expect, test } from '@playwright/test'

const ARTICLE = '/kennisbank/astma-bij-paarden/'

test('the newsletter form loads near the footer and signs a visitor up with a Dutch thank-you', async ({ page }) => {
  const embeds: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/plugins/mailblue/embed.js')) embeds.push(request.url())
  })
  await page.goto(ARTICLE)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.waitForTimeout(500)
  expect(embeds, 'no embed script while the footer is far away').toEqual([])

  const footer = page.locator('footer')
  await footer.scrollIntoViewIfNeeded()
  const form = footer.locator('form').filter({ has: page.getByLabel('E-mailadres*') })
  await expect(form).toBeVisible()
  expect(embeds).toEqual([expect.stringMatching(/embed\.js\?id=7$/)])

  // Without consent: MailBlue's own message, no request.
  await form.getByLabel('E-mailadres*').fill('lezer@example.nl')
  await form.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(form.getByRole('alert')).toHaveText('Geef toestemming om de nieuwsbrief te ontvangen.')

  await form.getByRole('checkbox').check()
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/proc.php'))
  await form.getByRole('button', { name: 'Aanmelden' }).click()
  expect((await post).postData()).toContain('email=lezer%40example.nl')
  await expect(footer.getByRole('status').filter({ hasText: 'Bedankt voor je aanmelding!' })).toBeVisible()
})
