// For the functions' tests: a temporary folder whose `data/` the test's build step writes, with SEARCH_DATA_DIR
// pointing at it (and SEARCH_DATA_DIR, SNAPSHOT_DIR restored after each test, as a test may point them elsewhere).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** Registers the hooks and returns the folder (its `data/` is SEARCH_DATA_DIR); `reset` drops the function's cached data. */
export function functionDataDir(prefix: string, write: (dataDir: string) => void, reset: () => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  const saved = { data: process.env.SEARCH_DATA_DIR, snapshot: process.env.SNAPSHOT_DIR }
  beforeAll(() => {
    write(path.join(dir, 'data'))
    process.env.SEARCH_DATA_DIR = path.join(dir, 'data')
    reset()
  })
  afterEach(() => {
    process.env.SEARCH_DATA_DIR = path.join(dir, 'data')
    process.env.SNAPSHOT_DIR = saved.snapshot ?? ''
    reset()
  })
  afterAll(() => {
    process.env.SEARCH_DATA_DIR = saved.data
    process.env.SNAPSHOT_DIR = saved.snapshot
    rmSync(dir, { recursive: true, force: true })
  })
  return dir
}
