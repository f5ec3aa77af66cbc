// `#i18n-defaults` in the browser bundle: no strings. The browser reads every interface text from the layout data
// (content/layout.ts fills in the defaults of components/i18n-defaults.ts; components/layout/fetch-layout.ts checks).
import type { DEFAULT_TRANSLATIONS as Defaults } from './i18n-defaults.ts'

export const DEFAULT_TRANSLATIONS: Partial<typeof Defaults> = {}
