// The build's pipeline thread: the pipeline's own errors come back as they were thrown (a fatal one without a stack
// trace for the operator), and nothing is written when it fails.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parsePipelineEnv } from '#pipeline/env.ts'
import { PipelineFatalError } from '#pipeline/fetch/fetch-all.ts'
import { runPipelineInThread } from './pipeline-thread.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-pipeline-thread-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('runPipelineInThread', () => {
  it("rejects with the pipeline's own error when the CMS cannot be reached, and writes no snapshot", async () => {
    const snapshotDir = path.join(dir, 'snapshot')
    const env = parsePipelineEnv({
      CMS_API_URL: 'http://127.0.0.1:9/wp-json',
      SNAPSHOT_DIR: snapshotDir,
      PIPELINE_RETRIES: '0',
      BUILD_REPORT: path.join(dir, 'report.json'),
    })
    const error = await runPipelineInThread(env).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(PipelineFatalError)
    expect((error as Error).message).toMatch(/127\.0\.0\.1:9/)
    expect(existsSync(snapshotDir)).toBe(false)
  }, 60_000)
})
