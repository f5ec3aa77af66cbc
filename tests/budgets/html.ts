// HTML size budgets per route family, in KB (1024 bytes) of the largest built page of the family, uncompressed.
// Checked by tests/e2e/html-budget.spec.ts over the browser tests' build of the bundled content; printed by
// `npm run bench:html`. Where the numbers come from: bench:html on 2026-11-25 after decision 016 (layout data as a
// static asset, the body serialized once, short class names), each figure plus 10 %, rounded up. The largest article
// was 107.7 KB before (a typical one 81 KB); issue 15 wants ≤ 40 KB, which also needs the modulepreload list cut
// (helper js: ~9 KB of <link> tags per page) and lighter header/footer markup — lower these as those land.
export const HTML_BUDGETS_KB: Record<string, number> = {
  home: 130,
  academy: 66,
  lesson: 89,
  auteurs: 56,
  author: 78,
  category: 81,
  page: 188,
  post: 77,
  event: 74,
  events: 60,
  finder: 119,
  vet: 54,
  clinic: 71,
  'kb-category': 69,
  kennisbank: 123,
  article: 86,
  login: 35,
  nieuws: 84,
  partners: 64,
  partner: 50,
  product: 47,
  styleguide: 84,
  tag: 77,
  zoeken: 36,
  '404': 54,
}
