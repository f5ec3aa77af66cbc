// For the functions' tests that call a handler without a site handle: a temporary folder whose `data/` the test's
// build step writes, with SEARCH_DATA_DIR pointing at it (and SEARCH_DATA_DIR, SNAPSHOT_DIR restored after each test, as
// a test may point them elsewhere). The environment is parsed again each time, so the instance's site handle
// (functions/_lib/site.ts) follows the folders it names.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'

/** Registers the hooks and returns the folder (its `data/` is SEARCH_DATA_DIR). */
export function functionDataDir(prefix: string, write: (dataDir: string) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  const saved = { data: process.env.SEARCH_DATA_DIR, snapshot: process.env.SNAPSHOT_DIR }
  beforeAll(() => {
    write(path.join(dir, 'data'))
    process.env.SEARCH_DATA_DIR = path.join(dir, 'data')
    resetRuntimeEnv()
  })
  afterEach(() => {
    process.env.SEARCH_DATA_DIR = path.join(dir, 'data')
    process.env.SNAPSHOT_DIR = saved.snapshot ?? ''
    resetRuntimeEnv()
  })
  afterAll(() => {
    process.env.SEARCH_DATA_DIR = saved.data
    process.env.SNAPSHOT_DIR = saved.snapshot
    resetRuntimeEnv()
    rmSync(dir, { recursive: true, force: true })
  })
  return dir
}
