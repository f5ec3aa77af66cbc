import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { defineConfig } from 'vitest/config'
import { blockComponents } from './blocks/vite-block-components.ts'

/**
 * Test files that build the site or run thousands of generated cases: a minute or more each. They start first, so
 * that the other files fill the second worker around them instead of one of them running alone at the end (on a fresh
 * clone Vitest has no durations cached yet and would run the files in glob order).
 */
const HEAVY = /\.(e2e|property|full-build)\.test\.tsx?$/

class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return [...sorted.filter((f) => HEAVY.test(f.moduleId)), ...sorted.filter((f) => !HEAVY.test(f.moduleId))]
  }
}

// Unit and integration tests. End-to-end browser tests live in tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  // The block components' registries, derived from the manifest (blocks/vite-block-components.ts), as in the build.
  plugins: [blockComponents()],
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
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, with the second core idle
    // while a file imports or waits. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    sequence: { sequencer: HeavyFirst },
    // The functions under test count nothing into the working tree; the insights' own tests turn counting on.
    env: { SEARCH_INSIGHTS: '0' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
