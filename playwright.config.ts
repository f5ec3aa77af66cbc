// Browser tests: Debian's Chromium (never a downloaded browser) against the built site, served with its functions by
// tests/e2e/serve.ts on the bundled local CMS. `npm run test:e2e`; part of `npm test`.
import { defineConfig, devices } from '@playwright/test'
import { E2E } from './tests/e2e/ports.ts'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const baseURL = `http://localhost:${E2E.sitePort}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${E2E.workDir}/results`,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { outputFolder: `${E2E.workDir}/report`, open: 'never' }]],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // This machine's network is closed: without these, Chromium keeps dialling Google's hosts.
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `${baseURL}/`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: process.env.E2E_VERBOSE ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
})
