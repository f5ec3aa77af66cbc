import { defineConfig } from 'vitest/config'

// The WordPress integration test alone (`npm run test:wordpress`): one file, one process, long hooks.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['wordpress.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 220_000,
    fileParallelism: false,
  },
})
