import { expect, test } from '@playwright/test'
import { collectPageErrors } from './support.ts'

test('the home page renders from the bundled content and hydrates without errors', async ({ page }) => {
  const errors = collectPageErrors(page)
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('header')).toBeVisible()
  await expect(page).toHaveTitle(/hoefslag/i)
  expect(errors).toEqual([])
})
