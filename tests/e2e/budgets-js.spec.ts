// The JS size budgets (tests/budgets/js.ts) on the e2e build: per route family, the gzip size and number of the JS files
// a page loads before it is interactive, and no heavy library up front. Reads the built files only: no browser, no timing.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { familyPaths } from '#bench/lib/route-families.ts'
import { JS_BUDGETS, NEVER_UP_FRONT } from '../budgets/js.ts'
import { htmlFileFor, pageJs, readManifest } from '../budgets/page-js.ts'
import { E2E } from './ports.ts'

const WORK = path.resolve(import.meta.dirname, '../..', E2E.workDir)
const DIST = path.join(WORK, 'dist')

test.describe('JS budgets per route family', () => {
  test('each family loads at most its budget of JS (gzip) and files before it is interactive, and no heavy library', async ({
    request,
  }) => {
    // The web server (tests/e2e/serve.ts) has built the site into the work dir once it answers.
    expect((await request.get('/')).ok()).toBe(true)
    const manifest = readManifest(DIST)
    const report: string[] = []
    const failures: string[] = []
    for (const { family, path: urlPath } of familyPaths(path.join(WORK, 'snapshot'))) {
      const file = htmlFileFor(DIST, urlPath, family === '404')
      expect(existsSync(file), `${family}: ${file} is built`).toBe(true)
      const js = pageJs(DIST, readFileSync(file, 'utf8'), manifest)
      const kb = js.gzipBytes / 1024
      const budget = JS_BUDGETS[family]
      report.push(
        `${family.padEnd(15)} ${kb.toFixed(1).padStart(6)} KB gzip in ${String(js.files.length).padStart(2)} files (budget ${budget.gzipKb} KB, ${budget.files})`,
      )
      if (kb > budget.gzipKb) failures.push(`${family} (${urlPath}): ${kb.toFixed(1)} KB gzip > ${budget.gzipKb} KB`)
      if (js.files.length > budget.files)
        failures.push(`${family} (${urlPath}): ${js.files.length} JS files > ${budget.files}`)
      const code = js.files.map((f) => readFileSync(path.join(DIST, 'client', f), 'utf8')).join('\n')
      for (const [library, { mark, except = [] }] of Object.entries(NEVER_UP_FRONT)) {
        if (!except.includes(family) && code.includes(mark))
          failures.push(`${family} (${urlPath}): ${library} loads before the page is interactive`)
      }
    }
    console.log(report.join('\n'))
    expect(failures).toEqual([])
  })

  test("the heavy libraries' marks are in the build's lazy chunks (the check above is not vacuous)", () => {
    const dir = path.join(DIST, 'client/assets')
    const all = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n')
    for (const [library, { mark }] of Object.entries(NEVER_UP_FRONT))
      expect(all.includes(mark), `${library}: "${mark}" in the build`).toBe(true)
  })
})
