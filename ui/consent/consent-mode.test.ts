// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  applyConsent,
  CONSENT_DEFAULTS,
  CONSENT_HEAD_SCRIPT,
  consentModeSignals,
  pushConsentDefaults,
} from './consent-mode.ts'

beforeEach(() => {
  delete window.dataLayer
  delete window.__consentDefaultsPushed
  document.documentElement.className = ''
  document.cookie = 'hoefslag_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})
const runHeadScript = () => new Function(CONSENT_HEAD_SCRIPT)()
const storeChoice = (categories: string[], revision = 1) =>
  (document.cookie = `hoefslag_consent=${encodeURIComponent(JSON.stringify({ categories, revision }))}`)

const isArrayLike = (x: unknown): x is ArrayLike<unknown> => typeof x === 'object' && x !== null && 'length' in x
const entries = () => (window.dataLayer ?? []).map((entry) => (isArrayLike(entry) ? Array.from(entry) : entry))

describe('Google Consent Mode v2', () => {
  it('denies everything by default except security storage', () => {
    const granted = Object.entries(CONSENT_DEFAULTS)
      .filter(([, v]) => v === 'granted')
      .map(([k]) => k)
    expect(granted).toEqual(['security_storage'])
    expect(Object.keys(CONSENT_DEFAULTS)).toEqual(
      expect.arrayContaining([
        'ad_storage',
        'ad_user_data',
        'ad_personalization',
        'analytics_storage',
        'functionality_storage',
        'personalization_storage',
      ]),
    )
  })

  it('pushes the defaults once, as a gtag arguments object', () => {
    pushConsentDefaults()
    pushConsentDefaults()
    expect(entries()).toEqual([['consent', 'default', { ...CONSENT_DEFAULTS, wait_for_update: 500 }]])
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]')
  })

  it('the inline head script pushes the same defaults and stops the fallback from pushing again', () => {
    runHeadScript()
    pushConsentDefaults()
    expect(entries()).toEqual([['consent', 'default', { ...CONSENT_DEFAULTS, wait_for_update: 500 }]])
    expect(document.documentElement.className).toBe('')
  })

  it("the head script applies a returning visitor's stored choice before hydration", () => {
    storeChoice(['necessary', 'advertising'])
    runHeadScript()
    const { security_storage: _unchanged, ...categorySignals } = consentModeSignals({
      advertising: true,
      performance: false,
      functional: false,
    })
    expect(entries()[1]).toEqual(['consent', 'update', categorySignals])
    expect(document.documentElement.classList.contains('consent-advertising')).toBe(true)
    expect(document.documentElement.classList.contains('consent-performance')).toBe(false)
  })

  it('the head script ignores a choice made for an older revision of the panel', () => {
    storeChoice(['advertising'], 0)
    runHeadScript()
    expect(entries()).toHaveLength(1)
    expect(document.documentElement.classList.contains('consent-advertising')).toBe(false)
  })

  it("maps the visitor's categories onto the signals", () => {
    expect(consentModeSignals({ advertising: true, performance: false, functional: false })).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      security_storage: 'granted',
    })
    applyConsent({ advertising: false, performance: true, functional: true })
    expect(document.documentElement.classList.contains('consent-performance')).toBe(true)
    expect(document.documentElement.classList.contains('consent-advertising')).toBe(false)
    expect(entries()[0]).toBeInstanceOf(Array)
    const [first] = entries()
    expect(Array.isArray(first) && first.slice(0, 2)).toEqual(['consent', 'update'])
    expect(Array.isArray(first) && first[2]).toMatchObject({
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      ad_storage: 'denied',
    })
  })
})
