// Google Consent Mode v2 (spec §6, §9): everything denied by default except security storage; the visitor's choice updates it.
// https://developers.google.com/tag-platform/security/guides/consent
export type ConsentCategory = 'functional' | 'performance' | 'advertising'
export type ConsentState = Record<ConsentCategory, boolean>

type ConsentValue = 'granted' | 'denied'
export type ConsentModeSignals = {
  ad_storage: ConsentValue
  ad_user_data: ConsentValue
  ad_personalization: ConsentValue
  analytics_storage: ConsentValue
  functionality_storage: ConsentValue
  personalization_storage: ConsentValue
  security_storage: ConsentValue
}

export const CONSENT_DEFAULTS: ConsentModeSignals = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
}

/** Which signals each of the site's cookie categories grants. */
export const SIGNALS_BY_CATEGORY = {
  advertising: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  performance: ['analytics_storage'],
  functional: ['functionality_storage', 'personalization_storage'],
} as const satisfies Record<ConsentCategory, readonly (keyof ConsentModeSignals)[]>

/** The cookie the consent panel keeps the choice in, and the revision of the choice's wording (a new one asks again). */
export const CONSENT_COOKIE = 'hoefslag_consent'
export const CONSENT_REVISION = 1

/** The Consent Mode signals for the visitor's categories. */
export function consentModeSignals(state: ConsentState): ConsentModeSignals {
  const signals = { ...CONSENT_DEFAULTS }
  for (const category of ['advertising', 'performance', 'functional'] as const) {
    for (const signal of SIGNALS_BY_CATEGORY[category]) signals[signal] = state[category] ? 'granted' : 'denied'
  }
  return signals
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    __consentDefaultsPushed?: boolean
  }
}

/** gtag() as Google ships it: it queues its `arguments` object on window.dataLayer. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? []
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects from the dataLayer, not arrays
  window.dataLayer.push(arguments)
}

const DEFAULT_COMMAND = { ...CONSENT_DEFAULTS, wait_for_update: 500 }

/**
 * For an inline <script> first in <head> (+Head renders it), before any other script: pushes the defaults and, for a
 * returning visitor, the stored choice (so Google tags and the page's CSS know it before hydration). It also puts
 * `consent-<category>` classes on <html>, which lets an ad slot reserve its space only for visitors who allow ads.
 */
export const CONSENT_HEAD_SCRIPT =
  `(function(){var w=window,d=document;w.dataLayer=w.dataLayer||[];function gtag(){w.dataLayer.push(arguments)}` +
  `gtag('consent','default',${JSON.stringify(DEFAULT_COMMAND)});w.__consentDefaultsPushed=true;` +
  `try{var m=d.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);if(!m)return;var c=JSON.parse(decodeURIComponent(m[1]));` +
  `if(c.revision!==${CONSENT_REVISION})return;var s=${JSON.stringify(SIGNALS_BY_CATEGORY)},u={},k,i,on;` +
  `for(k in s){on=(c.categories||[]).indexOf(k)>-1;for(i=0;i<s[k].length;i++)u[s[k][i]]=on?'granted':'denied';` +
  `if(on)d.documentElement.classList.add('consent-'+k)}gtag('consent','update',u)}catch(e){}})()`

/** The fallback when the head script did not run: the defaults, before the consent panel or any Google script loads. */
export function pushConsentDefaults(): void {
  if (window.__consentDefaultsPushed) return
  gtag('consent', 'default', DEFAULT_COMMAND)
  window.__consentDefaultsPushed = true
}

/** The visitor chose (or their stored choice was read): tell Google tags and mark <html> for the CSS. */
export function applyConsent(state: ConsentState): void {
  gtag('consent', 'update', consentModeSignals(state))
  for (const category of ['advertising', 'performance', 'functional'] as const) {
    document.documentElement.classList.toggle(`consent-${category}`, state[category])
  }
}
