// Interface texts: general_settings.translations from the CMS, with Dutch defaults for every key the site uses
// (lib/i18n/defaults.ts). In the browser the layout data carries the complete table (content/layout.ts) and
// `#i18n-defaults` is empty (lib/i18n/defaults.client.ts).
import { DEFAULT_TRANSLATIONS } from '#i18n-defaults'
import { usePageContext } from 'vike-react/usePageContext'
import type { DEFAULT_TRANSLATIONS as Table } from '#lib/i18n/defaults.ts'

export { DEFAULT_TRANSLATIONS }

export type TranslationKey = keyof typeof Table

export function translate(
  translations: Record<string, string> | undefined,
  key: TranslationKey,
  vars: Record<string, string | number> = {},
): string {
  const text = translations?.[key] || DEFAULT_TRANSLATIONS[key] || key
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
}

/** `t('read_more')` in components: the CMS text when set, else the Dutch default. */
export function useT() {
  const pageContext = usePageContext()
  const translations = pageContext.globalContext.layout?.translations
  return (key: TranslationKey, vars?: Record<string, string | number>) => translate(translations, key, vars)
}
