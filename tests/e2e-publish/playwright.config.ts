// The publishing browser tests (`npm run test:e2e:publish`, part of `npm test`): edits through the local CMS's REST
// API → its build webhook → a build → the served site, against a server like `npm start`'s (serve.ts), started fresh
// for every run because the tests change the content. Debian's Chromium, as in playwright.config.ts.
import { defineConfig, devices } from '@playwright/test'
import { PUBLISH_E2E } from './ports.ts'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export default defineConfig({
  testDir: '.',
  outputDir: `../../${PUBLISH_E2E.workDir}/results`,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Builds are full until the incremental prerender lands: minutes on a loaded 2-core machine.
  timeout: 15 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PUBLISH_E2E.sitePort}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: 'npx tsx tests/e2e-publish/serve.ts',
    cwd: '../..',
    url: `http://localhost:${PUBLISH_E2E.sitePort}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_VERBOSE ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
})
