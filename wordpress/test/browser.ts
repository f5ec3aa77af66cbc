// wp-admin in Chromium (Playwright's library, Debian's Chromium): one login per user per test file, its cookies reused.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright'
import { WP } from './config.ts'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export type Login = { username: string; password: string }

/** Storage states (WordPress' login cookies) per browser and user: each user logs in once per file. */
const states = new WeakMap<Browser, Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>>()

/**
 * A browser context logged in to wp-admin as `user` (default: the admin) through WordPress' own login form. The first
 * call per user fills in the form; later calls start from the cookies it got.
 */
export async function loginToWpAdmin(
  browser: Browser,
  user: Login = { username: WP.admin.user, password: WP.admin.password },
  options: BrowserContextOptions = { viewport: { width: 1400, height: 1000 } },
): Promise<BrowserContext> {
  const known = states.get(browser) ?? new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>()
  states.set(browser, known)
  const state = known.get(user.username)
  if (state) return browser.newContext({ ...options, storageState: state })
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await page.goto(`${WP.origin}/wp-login.php`)
  await page.fill('#user_login', user.username)
  await page.fill('#user_pass', user.password)
  await page.click('#wp-submit')
  await page.waitForURL(/\/wp-admin\//)
  await page.close()
  known.set(user.username, await context.storageState())
  return context
}
