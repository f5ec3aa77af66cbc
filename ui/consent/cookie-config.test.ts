import { describe, expect, it } from 'vitest'
import { cookieConsentConfig } from './cookie-config.ts'

describe('cookie consent panel configuration', () => {
  it('has the spec categories, necessary always on, opt-in', () => {
    const config = cookieConsentConfig({ translations: {}, onConsentChange: () => {} })
    expect(config.mode).toBe('opt-in')
    expect(Object.keys(config.categories)).toEqual(['necessary', 'functional', 'performance', 'advertising'])
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true })
  })

  it('speaks Dutch from the translations (escaped) and links the cookie policy', () => {
    const config = cookieConsentConfig({
      translations: { cookie_title: 'Cookies <b>hier</b>' },
      policyUrl: '/cookiebeleid/',
      onConsentChange: () => {},
    })
    const nl = config.language.translations.nl
    if (typeof nl !== 'object') throw new Error('expected inline translations')
    expect(nl.consentModal.title).toBe('Cookies &lt;b&gt;hier&lt;/b&gt;')
    expect(nl.consentModal.acceptNecessaryBtn).toBe('Alleen noodzakelijk')
    expect(nl.consentModal.description).toContain('<a href="/cookiebeleid/">Lees ons cookiebeleid</a>')
    expect(nl.preferencesModal.sections.map((s) => s.linkedCategory).filter(Boolean)).toEqual([
      'necessary',
      'functional',
      'performance',
      'advertising',
    ])
  })
})
