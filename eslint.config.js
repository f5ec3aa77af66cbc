import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import checkFile from 'eslint-plugin-check-file'
import layers from './eslint.boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-live',
      '.snapshot',
      '.snapshot-*',
      '.content-generated',
      '.e2e*',
      'devcms/media',
      '.wordpress-test',
      '.cache',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // File names (docs/architecture.md "Conventions"): modules kebab-case, React components PascalCase, hooks useCamelCase;
  // Vike's own +files as Vike names them.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/+*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/use[A-Z]*.{ts,tsx}': 'use+([A-Z])*([a-zA-Z0-9])',
          '**/!(use[A-Z]*).ts': 'KEBAB_CASE',
          '**/!(use[A-Z]*).tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  ...layers,
)
