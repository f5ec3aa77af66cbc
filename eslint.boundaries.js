// The layers (docs/architecture.md): imports point down, never up. eslint-plugin-boundaries classifies every file by
// its top folder and `npm run check` fails on an import a layer may not make.
//
//   lib → content → search, finder → ui → blocks → views → pages        (what renders; lowest first)
//   block data (blocks/define.ts, blocks/definitions.ts, blocks/<layout>/schema.ts): zod, lib and the raw ACF helpers
//   only — what the pipeline and content/ read of a block, without its component
//   pipeline (CMS → snapshot), functions (live endpoints), server        (beside them)
//   sitebuild (the build, prerender, postbuild and publish: production code) what they build from, nothing renders
//   scripts (the commands: npm run build/start, the local CMS, one-off tools) what the build may, build and devcms
//   bench, tests, devcms, wordpress, tests beside any module              (tooling: may import anything, nothing imports them)
import boundaries from 'eslint-plugin-boundaries'

/** Each layer and what it may import besides itself. */
/** What the build system may import (its layer, `sitebuild`) — and the commands (`scripts`) with it. */
const BUILD_IMPORTS = ['lib', 'content', 'search', 'finder', 'pipeline', 'pipeline-snapshot', 'functions', 'server']
const LAYERS = {
  lib: [],
  content: ['lib', 'pipeline-snapshot', 'block-data'],
  search: ['lib', 'content', 'pipeline-snapshot', 'pipeline'],
  finder: ['lib', 'content', 'search', 'pipeline-snapshot', 'pipeline'],
  ui: ['lib', 'content', 'search', 'finder'],
  blocks: ['lib', 'content', 'ui', 'search', 'finder', 'block-data'],
  // The blocks' data (blocks/define.ts, blocks/definitions.ts, blocks/<layout>/schema.ts): zod and the ACF helpers only.
  'block-data': ['lib', 'pipeline-schemas'],
  views: ['lib', 'content', 'ui', 'blocks', 'search', 'finder'],
  pages: ['lib', 'content', 'ui', 'blocks', 'views', 'search', 'finder'],
  pipeline: ['lib', 'pipeline-schemas', 'pipeline-snapshot', 'pipeline-normalize', 'block-data'],
  // The raw WordPress schemas (the contract in code): what the normalizers parse with. With the blocks' data they are one
  // layer in two places (a block's raw schema lives in its folder), so each may import the other.
  'pipeline-schemas': ['lib', 'block-data'],
  'pipeline-snapshot': ['lib', 'pipeline'],
  'pipeline-normalize': ['lib', 'pipeline', 'pipeline-schemas', 'pipeline-snapshot', 'block-data'],
  functions: ['lib', 'content', 'search', 'finder', 'pipeline', 'pipeline-snapshot'],
  server: ['lib', 'functions'],
  // The build system runs the site like the runtime does, so it is a layer too: the data it builds from (snapshot,
  // search, finder) and the server's and functions' rule formats it writes. Never the components (ui, blocks, views,
  // pages): Vike renders those, the build only drives it. Nor the local CMS: a command starts it (its tests may).
  sitebuild: BUILD_IMPORTS,
  // The commands: entry points a person or npm runs; they start the build system and the local CMS (`npm start`,
  // `npm run cms`), never the other way round.
  scripts: [...BUILD_IMPORTS, 'sitebuild', 'devcms'],
}
const TOOLING = ['bench', 'tests', 'devcms', 'wordpress']
/**
 * Imports a layer makes that its rule does not allow, each with the change that will end it.
 * @type {{ files: string[], from: keyof typeof LAYERS, also: string[] }[]}
 */
const EXCEPTIONS = [
  // The prerender's page files go through the document's one adapter over Vike's markup (views/document/vike-html.ts:
  // the hydration defer and pageContext.json; no component). Ends when Vike offers a public option to defer its
  // client entry and the adapter goes.
  { files: ['sitebuild/prerender/shell.ts'], from: 'sitebuild', also: ['views'] },
]

export default [
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['**/*.{ts,tsx,mts,js,mjs}'],
      // The block-data element is three file patterns (mode 'full'), which v7 still supports but calls legacy.
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        {
          type: 'block-data',
          pattern: ['blocks/define.ts', 'blocks/definitions.ts', 'blocks/*/schema.ts'],
          mode: 'full',
        },
        { type: 'pipeline-normalize', pattern: 'pipeline/normalize/**', partialMatch: false },
        { type: 'pipeline-schemas', pattern: 'pipeline/schemas/**', partialMatch: false },
        { type: 'pipeline-snapshot', pattern: 'pipeline/snapshot/**', partialMatch: false },
        ...Object.keys(LAYERS)
          .filter((t) => !t.startsWith('pipeline-'))
          .map((type) => ({ type, pattern: `${type}/**`, partialMatch: false })),
        ...TOOLING.map((type) => ({ type, pattern: `${type}/**`, partialMatch: false })),
      ],
      'boundaries/files': [
        {
          category: 'test',
          pattern: [
            '**/*.test.{ts,tsx}',
            '**/*.spec.ts',
            '**/test-*.{ts,tsx}',
            '**/*-fixture.ts',
            '**/test-fixture*.ts',
            '**/_tests/**',
            '**/test-fixtures/**',
            '**/judged/**',
            '**/fuzz-*.ts',
            '**/e2e-support.ts',
            '**/*test-data.ts',
          ],
        },
      ],
    },
    rules: { 'boundaries/dependencies': dependencyRule(LAYERS) },
  },
  ...EXCEPTIONS.map(({ files, from, also }) => ({
    files,
    rules: { 'boundaries/dependencies': dependencyRule({ ...LAYERS, [from]: [...LAYERS[from], ...also] }) },
  })),
]

/** @param {Record<string, string[]>} layers */
function dependencyRule(layers) {
  return [
    'error',
    {
      default: 'disallow',
      message:
        'layers point down: {{from.type}} may not import {{to.type}} ({{dependency.source}}) — see docs/architecture.md',
      policies: [
        ...Object.entries(layers).map(([type, allowed]) => ({
          from: { element: { type } },
          allow: { to: { element: { types: { anyOf: [type, ...allowed] } } } },
        })),
        { from: { element: { types: { anyOf: TOOLING } } }, allow: { to: { element: { type: '*' } } } },
        { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
      ],
    },
  ]
}
