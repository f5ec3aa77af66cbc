// https://vike.dev/config — global config for every page (Vike applies /renderer/+* to all pages).
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  lang: 'nl',
  prerender: { partial: false, parallel: 4 },
  trailingSlash: true,
  // The layout data travels once per HTML document, not in every page's pageContext.json.
  passToClient: ['layout'],
} satisfies Config
