// https://vike.dev/config — global config for every page (Vike applies /renderer/+* to all pages).
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  lang: 'nl',
  // `vike build` bundles; scripts/prerender-shards.ts runs `vike prerender` in parts (PRERENDER_SHARD), each part with
  // the pages outside it "missing" — hence partial while sharded; unsharded, a page without URLs is still reported.
  prerender: { partial: Boolean(process.env.PRERENDER_SHARD), parallel: 4, disableAutoRun: true, keepDistServer: true },
  trailingSlash: true,
  // The layout data travels once per HTML document, not in every page's pageContext.json.
  // editorView: the preview / private banner on pages the editors' functions render (undefined on prerendered pages).
  passToClient: ['layout', 'editorView'],
  // Vike's own link prefetching (on hover, whatever the connection) is off: components/layout/prefetch/useIdlePrefetch.ts
  // prefetches by the spec's rule (§9: idle after 2000 ms, hovered/focused links, never on 2g or save-data).
  prefetch: { staticAssets: false, pageContext: false },
} satisfies Config
