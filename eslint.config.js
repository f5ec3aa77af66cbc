import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import layers from './eslint.boundaries.js'

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-live', '.snapshot', '.snapshot-*', '.content-generated', '.e2e*', 'devcms/media', '.wordpress-test', '.cache', '.bench'] },
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
  ...layers,
)
