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

  it('reads a quoted or %-escaped value as the server does (lib/cookie-header.ts)', () => {
    expect(hasSessionMarker('a=b; hoefslag_session="1"')).toBe(true)
    expect(hasSessionMarker('hoefslag_session=%31')).toBe(true)
    expect(hasSessionMarker('hoefslag_session="0"')).toBe(false)
    expect(hasSessionMarker('hoefslag_session="1')).toBe(false)
  })

  it('allows spaces and tabs around the name and the value', () => {
    expect(hasSessionMarker('a=b;hoefslag_session=1')).toBe(true)
    expect(hasSessionMarker('a=b;   hoefslag_session = 1 ;c=d')).toBe(true)
    expect(hasSessionMarker('a=b;\thoefslag_session=1\t')).toBe(true)
  })

  it('does not take the marker from inside another cookie’s value', () => {
    expect(hasSessionMarker('note=hoefslag_session=1')).toBe(false)
    expect(hasSessionMarker('note="hoefslag_session=1"')).toBe(false)
    expect(hasSessionMarker('note=x%3B%20hoefslag_session%3D1')).toBe(false)
  })
})
