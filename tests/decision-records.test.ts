// The decision records stay short enough to read as the decision in force (docs/decisions/README.md): at most 2,500
// bytes each — what `wc -c docs/decisions/*.md` counts — and every record is in the index. A record that grows past the
// limit is folded, not appended to: its history belongs to git.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DIR = path.join(import.meta.dirname, '..', 'docs', 'decisions')
const LIMIT = 2500
const records = readdirSync(DIR)
  .filter((name) => /^\d{3}-.*\.md$/.test(name))
  .sort()

describe('decision records', () => {
  it('finds the records', () => {
    expect(records.length).toBeGreaterThan(0)
  })

  it(`keeps every record within ${LIMIT} bytes`, () => {
    const tooLong = records
      .map((name) => ({ name, bytes: readFileSync(path.join(DIR, name)).byteLength }))
      .filter(({ bytes }) => bytes > LIMIT)
      .map(({ name, bytes }) => `docs/decisions/${name}: ${bytes} bytes (limit ${LIMIT})`)
    expect(tooLong).toEqual([])
  })

  it('lists every record in the index with its status', () => {
    const index = readFileSync(path.join(DIR, 'README.md'), 'utf8')
    const missing = records.filter(
      (name) => !new RegExp(`\\]\\(${name}\\) \\|[^\\n]*\\| (accepted|superseded by)`).test(index),
    )
    expect(missing).toEqual([])
  })
})
