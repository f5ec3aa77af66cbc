// The stand-in for MailBlue's sign-up endpoint (/proc.php): what the stand-in embed script posts, answered in Dutch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWSLETTER_THANKS } from './mailblue.ts'
import { startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
beforeAll(async () => {
  cms = await startFixture()
})
afterAll(() => cms.close())

const post = (fields: Record<string, string>) =>
  fetch(`${cms.server.origin}/proc.php`, { method: 'POST', body: new URLSearchParams(fields) })

describe('newsletter sign-up (/proc.php)', () => {
  it('accepts an address with consent for a form id and thanks in Dutch', async () => {
    const res = await post({ u: '7', act: 'sub', v: '2', email: 'lezer@example.nl', 'field[consent]': '1' })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    // Written like every JSON answer of the local CMS (send.ts): typed, not sniffed, not cached, with its length.
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0)
    expect(await res.json()).toEqual({ result_code: 1, result_message: NEWSLETTER_THANKS })
  })

  it('refuses a bad address or a missing consent with a Dutch message, and anything but POST', async () => {
    const bad = await post({ u: '7', email: 'geen-adres', 'field[consent]': '1' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ result_code: 0, result_message: 'Vul een geldig e-mailadres in.' })
    const noConsent = await post({ u: '7', email: 'lezer@example.nl' })
    expect(await noConsent.json()).toMatchObject({ result_message: 'Geef toestemming om de nieuwsbrief te ontvangen.' })
    const get = await fetch(`${cms.server.origin}/proc.php`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await get.json()).toEqual({ result_code: 0, result_message: 'Alleen POST.' })
  })
})
