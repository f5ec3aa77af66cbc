// HTML validity: the largest built page of every route family (bench/html/families.ts) passes the Nu HTML
// Checker (vnu-jar, the W3C validator's engine; Java is on the machine) with 0 errors. No rule is switched off: the
// checker's info messages (e.g. "trailing slash on void elements", which React writes) are not errors and are left out.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { routeFamilies, measureFamilies } from '#bench/html/families.ts'
import { htmlFileOf } from '#bench/html/parts.ts'
import { E2E } from './ports.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CLIENT = path.join(ROOT, E2E.workDir, 'dist/client')
const SNAPSHOT = path.join(ROOT, E2E.workDir, 'snapshot')
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

const VnuReport = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      message: z.string(),
      lastLine: z.number().optional(),
      extract: z.string().optional(),
    }),
  ),
})

test('every route family’s HTML passes the Nu HTML Checker with 0 errors', async () => {
  test.setTimeout(120_000)
  const families = measureFamilies(CLIENT, SNAPSHOT)
  expect(families.map((f) => f.family)).toEqual(
    expect.arrayContaining([
      'home',
      'kennisbank',
      'article',
      'nieuws',
      'post',
      'category',
      'tag',
      'author',
      'event',
      'lesson',
      'partner',
      'product',
      'clinic',
      'vet',
      'finder',
      'zoeken',
      'page',
      '404',
      'login',
      'styleguide',
    ]),
  )
  expect(routeFamilies(SNAPSHOT).size).toBe(families.length)
  const files = families.map((f) => htmlFileOf(CLIENT, f.largest))
  // vnu exits 1 when it finds errors; its report goes to stderr either way.
  const run = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 << 20,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
  const errors = VnuReport.parse(JSON.parse(run.stderr))
    .messages.filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map(
      (m) =>
        `${path.relative(CLIENT, (m.url ?? '').replace(/^file:/, ''))}:${m.lastLine ?? '?'} ${m.message} — ${m.extract ?? ''}`,
    )
  expect(errors).toEqual([])
})
