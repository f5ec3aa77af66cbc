// `#i18n-defaults` in the browser bundle: no strings. The browser reads every interface text from the layout data
// (content/layout.ts fills in the defaults of lib/i18n/defaults.ts; views/chrome/fetch-layout.ts checks).
import type { DEFAULT_TRANSLATIONS as Defaults } from './defaults.ts'

export const DEFAULT_TRANSLATIONS: Partial<typeof Defaults> = {}
