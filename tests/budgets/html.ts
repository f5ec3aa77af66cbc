// HTML size budgets per route family, in KB (1024 bytes) of the largest built page of the family, uncompressed.
// Checked by tests/e2e/html-budget.spec.ts over the browser tests' build of the bundled content; printed by
// `npm run bench:html`. Where the numbers come from: bench:html on 2026-11-25 after decision 016 (layout data as a
// static asset, the body serialized once, short class names, mega-menu content on demand) and decision 015 (a handful
// of chunks instead of ~85 modulepreload links), each figure plus 10 %, rounded up. The largest article was 107.7 KB
// before (the median one 81 KB), now 61.9 KB (median 37.4 KB; the target is ≤ 40 KB per article page).
export const HTML_BUDGETS_KB: Record<string, number> = {
  home: 112,
  academy: 49,
  lesson: 72,
  auteurs: 38,
  author: 65,
  category: 63,
  page: 172,
  post: 60,
  event: 56,
  events: 42,
  finder: 106,
  vet: 41,
  clinic: 58,
  'kb-category': 51,
  kennisbank: 106,
  article: 69,
  login: 24,
  nieuws: 66,
  partners: 46,
  partner: 38,
  product: 35,
  styleguide: 70,
  tag: 59,
  zoeken: 24,
  '404': 37,
}
