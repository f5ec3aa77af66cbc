// HTML size budgets per route family, in KB (1024 bytes) of the largest built page of the family, uncompressed.
// Checked by tests/e2e/html-budget.spec.ts over the browser tests' build of the bundled content; printed by
// `npm run bench:html`. Where the numbers come from: bench:html on 2026-11-25 after decision 016 (layout data as a
// static asset, the body serialized once, short class names, mega-menu content on demand), each figure plus 10 %,
// rounded up. The largest article was 107.7 KB before (the median one 81 KB), now 69.7 KB (median 45.4 KB); issue 15
// wants ≤ 40 KB per article page, which the modulepreload list cut (helper js: ~9 KB of <link> tags per page) brings:
// lower these as that lands.
export const HTML_BUDGETS_KB: Record<string, number> = {
  home: 121,
  academy: 58,
  lesson: 81,
  auteurs: 48,
  author: 70,
  category: 73,
  page: 180,
  post: 69,
  event: 65,
  events: 52,
  finder: 111,
  vet: 45,
  clinic: 62,
  'kb-category': 61,
  kennisbank: 114,
  article: 77,
  login: 27,
  nieuws: 76,
  partners: 55,
  partner: 42,
  product: 39,
  styleguide: 75,
  tag: 69,
  zoeken: 27,
  '404': 45,
}
