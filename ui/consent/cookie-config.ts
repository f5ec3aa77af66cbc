// The cookie panel's configuration (vanilla-cookieconsent): the spec's categories and Dutch texts from the translations.
import type * as CookieConsent from 'vanilla-cookieconsent'
import { translate } from '../i18n.tsx'
import { CONSENT_COOKIE, CONSENT_REVISION } from './consent-mode.ts'

export const COOKIE_CATEGORIES = ['necessary', 'functional', 'performance', 'advertising'] as const

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

type Options = {
  translations: Record<string, string>
  /** The cookie policy page, linked from the panel when the site has one. */
  policyUrl?: string | undefined
  onConsentChange: () => void
}

export function cookieConsentConfig({
  translations,
  policyUrl,
  onConsentChange,
}: Options): CookieConsent.CookieConsentConfig {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(translations, key))
  const policy = policyUrl ? ` <a href="${escapeHtml(policyUrl)}">${t('cookie_policy_link')}</a>` : ''
  const section = (
    category: (typeof COOKIE_CATEGORIES)[number],
    title: Parameters<typeof t>[0],
    text: Parameters<typeof t>[0],
  ) => ({
    title: t(title),
    description: t(text),
    linkedCategory: category,
  })
  return {
    mode: 'opt-in',
    autoShow: true,
    revision: CONSENT_REVISION,
    // The static site has no server-side consent: the choice lives in a first-party cookie for half a year.
    cookie: { name: CONSENT_COOKIE, sameSite: 'Lax', expiresAfterDays: 182 },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      functional: {},
      performance: {},
      advertising: {},
    },
    onConsent: onConsentChange,
    onChange: onConsentChange,
    language: {
      default: 'nl',
      translations: {
        nl: {
          consentModal: {
            title: t('cookie_title'),
            description: t('cookie_text') + policy,
            acceptAllBtn: t('cookie_accept_all'),
            acceptNecessaryBtn: t('cookie_reject_all'),
            showPreferencesBtn: t('cookie_settings'),
          },
          preferencesModal: {
            title: t('cookie_settings'),
            acceptAllBtn: t('cookie_accept_all'),
            acceptNecessaryBtn: t('cookie_reject_all'),
            savePreferencesBtn: t('cookie_save'),
            closeIconLabel: t('close'),
            sections: [
              { description: t('cookie_text') + policy },
              section('necessary', 'cookie_necessary', 'cookie_necessary_text'),
              section('functional', 'cookie_functional', 'cookie_functional_text'),
              section('performance', 'cookie_performance', 'cookie_performance_text'),
              section('advertising', 'cookie_advertising', 'cookie_advertising_text'),
            ],
          },
        },
      },
    },
  }
}
