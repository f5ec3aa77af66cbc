// HTML size budgets per route family, in KB (1024 bytes) of the largest built page of the family, uncompressed.
// Checked by tests/e2e/html-budget.spec.ts over the browser tests' build of the bundled content; printed by
// `npm run bench:html`. Where the numbers come from: issue 15 sets an article page at ≤ 40 KB; the others are the
// figures measured after decision 016 (2026-11-25, bench:html) plus ~15 % headroom, rounded up.
export const HTML_BUDGETS_KB: Record<string, number> = {}
