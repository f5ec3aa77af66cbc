import { describe, expect, it } from 'vitest'
import { hasSessionMarker } from './session-cookie.ts'

describe('logged-in marker cookie', () => {
  it('is set only by hoefslag_session=1', () => {
    expect(hasSessionMarker('hoefslag_session=1')).toBe(true)
    expect(hasSessionMarker('a=b; hoefslag_session=1; c=d')).toBe(true)
    expect(hasSessionMarker('hoefslag_session=0')).toBe(false)
    expect(hasSessionMarker('hoefslag_session_old=1')).toBe(false)
    expect(hasSessionMarker('')).toBe(false)
  })
})
