import { defineConfig } from 'vitest/config'

// The WordPress integration tests alone (`npm run test:wordpress`): one file at a time (each starts its own WordPress
// on the same port), one process, long hooks.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 220_000,
    fileParallelism: false,
  },
})
