// HTML size budgets: the largest built page of each route family (bench/html/families.ts) stays within its
// budget in tests/budgets/html.ts. Deterministic: the bundled content and the build are fixed. `npm run bench:html`
// prints the same figures with what each page is made of.
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { formatFamilies, measureFamilies } from '#bench/html/families.ts'
import { HTML_BUDGETS_KB } from '../budgets/html.ts'
import { E2E } from './ports.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

test('each route family’s HTML stays within its size budget', () => {
  const families = measureFamilies(
    path.join(ROOT, E2E.workDir, 'dist/client'),
    path.join(ROOT, E2E.workDir, 'snapshot'),
  )
  const over = families.flatMap(({ family, largest, parts }) => {
    const budget = HTML_BUDGETS_KB[family]
    if (budget === undefined) return [`${family}: no budget in tests/budgets/html.ts`]
    const kb = parts.total / 1024
    return kb > budget ? [`${family}: ${largest} is ${kb.toFixed(1)} KB, budget ${budget} KB`] : []
  })
  expect(over, formatFamilies(families)).toEqual([])
})

test('a page’s HTML carries the layout data’s URL, not the data, and its body once', () => {
  const families = measureFamilies(
    path.join(ROOT, E2E.workDir, 'dist/client'),
    path.join(ROOT, E2E.workDir, 'snapshot'),
  )
  for (const { family, parts } of families) {
    expect(parts.globalContext, `${family}: serialized globalContext`).toBeLessThan(200)
  }
})
