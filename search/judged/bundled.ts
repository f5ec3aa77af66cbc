// The bundled content (devcms/content) as a snapshot, the way a build gets it: the local CMS on a free port, the
// pipeline into a temporary folder. For the judged query set in tests and bench:search; never imported by a function.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createCmsServer } from '#devcms/server/index.ts'
import { parsePipelineEnv } from '#pipeline/env.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { runPipeline } from '#pipeline/run.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

export async function bundledSnapshot(): Promise<Snapshot> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-judged-'))
  const cms = await createCmsServer({
    contentDir: path.join(ROOT, 'devcms/content'),
    mediaDir: path.join(ROOT, 'devcms/media'),
    port: 0,
  })
  try {
    const env = parsePipelineEnv({
      CMS_API_URL: cms.url,
      SNAPSHOT_DIR: path.join(work, '.snapshot'),
      BUILD_REPORT: path.join(work, 'report.json'),
    })
    return (await runPipeline(env, { now: '2026-03-14T12:00:00' })).snapshot
  } finally {
    await cms.close()
    rmSync(work, { recursive: true, force: true })
  }
}
