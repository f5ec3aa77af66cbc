// Client only: starts the cookie consent panel once the page has loaded (the library and its CSS load then, at an idle
// moment, so they never race the page's own content; Consent Mode's defaults are pushed at once) and keeps
// useConsent() and Google Consent Mode in step with the visitor's choice.
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { applyConsent, pushConsentDefaults, type ConsentState } from './consent-mode.ts'
import { setConsent } from './consent-store.ts'
import { afterLoadWhenIdle } from '../browser/after-load.ts'
import { addStyles } from '../browser/add-styles.ts'

/**
 * The library and its styles (32 KB, as text in the lazy chunk: not in every page's render-blocking stylesheet), and the
 * panel's configuration, which only the library reads (decision 021: not in every page's JS either).
 */
const loadLibrary = () =>
  Promise.all([import('vanilla-cookieconsent'), import('vanilla-cookieconsent/dist/cookieconsent.css?inline')]).then(
    ([lib, css]) => {
      addStyles('cookie-consent-styles', css.default)
      return lib
    },
  )
const loadConfig = () => import('./cookie-config.ts')

/** Opens the cookie preferences (the footer's "Cookie-instellingen"). */
export async function openCookieSettings(): Promise<void> {
  const lib = await loadLibrary()
  lib.showPreferences()
}

export function CookieConsent({ policyUrl }: { policyUrl?: string | undefined }) {
  const translations = usePageContext().globalContext.layout.translations
  useEffect(() => {
    pushConsentDefaults()
    let cancelled = false
    const cancelStart = afterLoadWhenIdle(
      () =>
        void Promise.all([loadLibrary(), loadConfig()]).then(([lib, { cookieConsentConfig }]) => {
          if (cancelled) return
          const sync = () => {
            const next: ConsentState = {
              functional: lib.acceptedCategory('functional'),
              performance: lib.acceptedCategory('performance'),
              advertising: lib.acceptedCategory('advertising'),
            }
            setConsent(next)
            applyConsent(next)
          }
          // After run() the stored choice is known (or the panel is showing): mark the store ready either way.
          return lib.run(cookieConsentConfig({ translations, policyUrl, onConsentChange: sync })).then(() => {
            if (!cancelled) sync()
          })
        }),
    )
    return () => {
      cancelled = true
      cancelStart()
    }
  }, [translations, policyUrl])
  return null
}
