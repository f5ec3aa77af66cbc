// The layers (docs/architecture.md): imports point down, never up. eslint-plugin-boundaries classifies every file by
// its top folder and `npm run check` fails on an import a layer may not make.
//
//   lib → content → search, finder → ui → blocks → views → pages        (what renders; lowest first)
//   pipeline (CMS → snapshot), functions (live endpoints), server        (beside them)
//   scripts, bench, tests, devcms, wordpress, tests beside any module     (tooling: may import anything, nothing imports them)
import boundaries from 'eslint-plugin-boundaries'

/** Each layer and what it may import besides itself. */
const LAYERS = {
  lib: [],
  content: ['lib', 'pipeline-snapshot'],
  search: ['lib', 'content', 'pipeline-snapshot', 'pipeline'],
  finder: ['lib', 'content', 'search', 'pipeline-snapshot', 'pipeline'],
  ui: ['lib', 'content', 'search', 'finder'],
  blocks: ['lib', 'content', 'ui', 'search', 'finder'],
  views: ['lib', 'content', 'ui', 'blocks', 'search', 'finder'],
  pages: ['lib', 'content', 'ui', 'blocks', 'views', 'search', 'finder'],
  pipeline: ['lib', 'pipeline-snapshot', 'pipeline-normalize'],
  'pipeline-snapshot': ['lib', 'pipeline'],
  'pipeline-normalize': ['lib', 'pipeline', 'pipeline-snapshot'],
  functions: ['lib', 'content', 'search', 'finder', 'pipeline', 'pipeline-snapshot'],
  server: ['lib', 'functions'],
}
const TOOLING = ['scripts', 'bench', 'tests', 'devcms', 'wordpress']

export default [
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['**/*.{ts,tsx,mts,js,mjs}'],
      'boundaries/elements': [
        { type: 'pipeline-normalize', pattern: 'pipeline/normalize/**', partialMatch: false },
        { type: 'pipeline-snapshot', pattern: 'pipeline/snapshot/**', partialMatch: false },
        ...Object.keys(LAYERS).filter((t) => !t.startsWith('pipeline-')).map((type) => ({ type, pattern: `${type}/**`, partialMatch: false })),
        ...TOOLING.map((type) => ({ type, pattern: `${type}/**`, partialMatch: false })),
      ],
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test-*.{ts,tsx}', '**/*-fixture.ts', '**/test-fixture*.ts', '**/_tests/**', '**/test-fixtures/**', '**/judged/**', '**/fuzz-*.ts', '**/e2e-support.ts', '**/*test-data.ts'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'layers point down: {{from.type}} may not import {{to.type}} ({{dependency.source}}) — see docs/architecture.md',
          policies: [
            ...Object.entries(LAYERS).map(([type, allowed]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: [type, ...allowed] } } } },
            })),
            // TEMPORARY (issue 16 in progress): the domain model still takes Block and a few enums from the raw schemas.
            { from: { file: { path: ['lib/model/types.ts', 'lib/model/snapshot.ts'] } }, allow: { to: { element: { type: 'pipeline' } } } },
            { from: { element: { types: { anyOf: TOOLING } } }, allow: { to: { element: { type: '*' } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
          ],
        },
      ],
    },
  },
]
