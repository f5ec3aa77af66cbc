import { defineConfig } from 'vitest/config'

// Unit and integration tests. End-to-end browser tests live in tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: [
      '**/node_modules/**',
      'dist/**',
      '.snapshot/**',
      'tests/e2e/**',
      'wordpress/test/**',
      '.wordpress-test/**',
      '.e2e*/**',
      '.cache/**',
      '.bench/**',
      'dist-live/**',
    ],
    environment: 'node',
    // The functions under test count nothing into the working tree; the insights' own tests turn counting on.
    env: { SEARCH_INSIGHTS: '0' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
