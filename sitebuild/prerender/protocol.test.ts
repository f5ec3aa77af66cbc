// The page files the driver writes, named and cut as Vike's prerender does.
import { describe, expect, it } from 'vitest'
import { createProgress } from './progress.ts'
import { htmlFileOf } from './protocol.ts'

describe('page files', () => {
  it('are named as Vike names them', () => {
    expect(htmlFileOf('/')).toBe('index.html')
    expect(htmlFileOf('/kennisbank/astma/')).toBe('kennisbank/astma/index.html')
    expect(htmlFileOf('/academy')).toBe('academy/index.html')
  })
})

describe('prerender progress', () => {
  it('prints a plain line every tenth and a last line when not on a terminal', () => {
    const lines: string[] = []
    const p = createProgress(100, { live: false, log: (l) => lines.push(l) })
    for (let i = 0; i < 100; i++) p.add(1)
    p.end()
    expect(lines).toHaveLength(10)
    expect(lines[0]).toMatch(/^ {2}prerender: 10\/100 pages \(10 %\), \d+ pages\/s$/)
    expect(lines[9]).toMatch(/^ {2}✓ prerender: 100\/100 pages \(100 %\)/)
  })

  it('redraws one line on a terminal', () => {
    let out = ''
    const p = createProgress(2, { live: true, write: (t) => (out += t), log: () => undefined })
    p.add(1)
    p.add(1)
    expect(out).toContain('\r\x1b[K  … prerender: 2/2 pages (100 %)')
  })
})
