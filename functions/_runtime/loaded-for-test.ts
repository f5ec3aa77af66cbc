// A function module as the runtime loads it, for tests that invoke one handler directly (no config.path: it answers at
// /.netlify/functions/<name>, as the runtime gives it).
import type { Handler } from './types.ts'
import type { LoadedFunction } from './load.ts'

export const loadedForTest = (name: string, handler: Handler): LoadedFunction => ({
  name,
  file: `${name}.ts`,
  handler,
  paths: [],
  excluded: [],
  preferStatic: false,
})
