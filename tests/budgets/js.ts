// Size budgets over the built site, one file for all of them. tests/e2e/budgets-js.spec.ts checks them on the
// e2e build; helper-owned sections may follow (HTML sizes: tests/budgets/html.ts).
//
// JavaScript: what a page of each route family loads before it is interactive — the module scripts and modulepreload
// links in its HTML with their static imports (tests/budgets/page-js.ts), gzip -9, each file once. Lazy widgets (Swiper,
// Leaflet, the cookie panel, the video lightbox, the block modals, the search client) are dynamic imports and not counted.
//
// Where the numbers come from: the bundled content's e2e build on 2026-11-25 after the chunking and lazy-loading of
// decision 015 measured 123–159 KB gzip in 6–13 files per family (the search page 141 KB in 10; ~133 KB in 6 once its shared components got their own chunk) (entry-client-routing with React + Vike is 95 KB of
// it; before: 143–177 KB in 34–99 files); each budget is that figure plus ~3 KB and 2 files of headroom, so that an
// accidental static import of a heavy library (zod, Swiper, Leaflet: 20–45 KB gzip each) or a return to one chunk per
// module fails the test.
// Decision 020 (2026-11-25): the cookie panel's styles moved into its lazy chunk as text, and the separate chunk their
// import made is gone: every family loads one file fewer (same KB), so each file budget is one lower. The files a page
// loads after its first paint (views/document/vike-html.ts) still count: page-js.ts reads them from the page's data block.
// 2026-11-25, later: the rarely used interactive blocks (forms, chip lookup, weight calculator, interactive image, video
// overview) load only on pages that show them (blocks/lazy-block.tsx, `#lazy-blocks`): 4–8 KB less on every family;
// each KB budget is the new figure plus ~3 KB (files unchanged).
// Decision 021 (2026-11-27): the interface texts' defaults left the bundle for the layout data, the static blocks keep
// their prerendered DOM without their code, the mobile menu loads when reached for, the cookie panel's configuration
// with the panel: 2.8–19.9 KB less on every family (the article 137.4 → 130.6 KB in 10 files); each KB budget is the new
// figure plus ~3 KB. The block code a page fetches
// before it hydrates (`#lazy-blocks`) now counts too (page-js.ts, dist/lazy-block-chunks.json): the home page, whose
// column of an ad and a post card needs the static blocks' code at once, loads 2 files more than it did (12), so its
// file budget is one higher; the other file budgets are unchanged.
// The targets — article ≤ 120 KB, home ≤ 150 KB, ≤ 15 requests — are stricter for the article: lower that
// budget as the page's code shrinks, never raise a budget without a reason in the commit message.
import type { Family } from '#bench/lib/route-families.ts'

export type JsBudget = { gzipKb: number; files: number }

/** The most JS (gzip KB) and files a page of each family may load before it is interactive. */
export const JS_BUDGETS: Record<Family, JsBudget> = {
  home: { gzipKb: 137, files: 12 },
  'knowledge base': { gzipKb: 135, files: 12 },
  article: { gzipKb: 134, files: 11 },
  news: { gzipKb: 135, files: 12 },
  category: { gzipKb: 136, files: 13 },
  tag: { gzipKb: 135, files: 12 },
  author: { gzipKb: 125, files: 9 },
  event: { gzipKb: 137, files: 12 },
  lesson: { gzipKb: 135, files: 11 },
  partner: { gzipKb: 124, files: 7 },
  product: { gzipKb: 124, files: 8 },
  clinic: { gzipKb: 134, files: 10 },
  vet: { gzipKb: 125, files: 10 },
  finder: { gzipKb: 151, files: 14 },
  search: { gzipKb: 131, files: 8 },
  'CMS page': { gzipKb: 135, files: 12 },
  '404': { gzipKb: 132, files: 10 },
}

/**
 * Libraries no page loads before it is interactive, each recognised by a string its minified code keeps — except on the
 * families listed: zod checks the answers of the functions that the finder, the clinic's and vet's pages and the search
 * page ask as soon as they show. The test also checks that each string is in the build, so a renamed string cannot make
 * the check pass vacuously.
 */
export const NEVER_UP_FRONT: Record<string, { mark: string; except?: readonly Family[] }> = {
  zod: { mark: '$ZodType', except: ['finder', 'clinic', 'vet', 'search'] },
  leaflet: { mark: 'leaflet-container' },
  swiper: { mark: 'swiper-slide-fully-visible' },
  'vanilla-cookieconsent': { mark: 'cc-main' },
}
