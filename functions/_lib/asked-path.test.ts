import { describe, expect, it } from 'vitest'
import { askedPath } from './asked-path.ts'

describe('askedPath', () => {
  it('reads the path behind a rewrite from the rewritten URL (Node server) or the original one (Netlify)', () => {
    expect(askedPath('/api/editor/page/kennisbank/x/', '/api/editor/page/')).toBe('/kennisbank/x/')
    expect(askedPath('/kennisbank/x/', '/api/editor/page/')).toBe('/kennisbank/x/')
    expect(askedPath('/api/editor/preview/', '/api/editor/preview/')).toBe('/')
    expect(askedPath('/api/editor/preview', '/api/editor/preview/')).toBe('/')
    expect(askedPath('/api/editor/page/caf%C3%A9/', '/api/editor/page/')).toBe('/café/')
    expect(askedPath('/%E0%A4%A/', '/api/editor/page/')).toBe('/%E0%A4%A/')
  })
})
