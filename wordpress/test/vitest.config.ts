import { defineConfig } from 'vitest/config'

// The WordPress integration tests alone (`npm run test:wordpress`): one file at a time (each starts its own WordPress),
// one process, long hooks.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['wordpress.test.ts', 'contract-agreement.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 220_000,
    fileParallelism: false,
  },
})
