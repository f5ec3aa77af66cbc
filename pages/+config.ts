// https://vike.dev/config — global config for every page (Vike applies /renderer/+* to all pages).
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  lang: 'nl',
  // `vike build` only bundles: the project's prerender driver renders the pages (sitebuild/prerender/, decision 011).
  prerender: { disableAutoRun: true, keepDistServer: true },
  trailingSlash: true,
  // The layout data is a static JSON asset the browser fetches once (decision 016): the HTML carries only its URL.
  // editorView: the preview / private banner on pages the editors' functions render (undefined on prerendered pages).
  passToClient: ['layoutUrl', 'editorView'],
  // Vike's own link prefetching (on hover, whatever the connection) is off: views/chrome/prefetch/useIdlePrefetch.ts
  // prefetches by the spec's rule (§9: idle after 2000 ms, hovered/focused links, never on 2g or save-data).
  prefetch: { staticAssets: false, pageContext: false },
} satisfies Config
