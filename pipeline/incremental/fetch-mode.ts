// Full or incremental? Incremental only when the last run's answers are there, belong to this CMS and to the snapshot
// now in SNAPSHOT_DIR, and a full fetch is neither asked for nor due. Every "no" says why (printed and reported).
import { cacheDirOf, type PipelineEnv } from '../env.ts'
import { readManifest } from '../snapshot/read.ts'
import { readRawCache } from './cache.ts'
import type { FetchMode } from './fetch-entries.ts'

export type FetchModeOptions = { full?: boolean; now?: Date }

export async function chooseFetchMode(env: PipelineEnv, options: FetchModeOptions = {}): Promise<FetchMode> {
  if (options.full) return { kind: 'full', reason: 'asked for (--full)' }
  if (env.PIPELINE_FULL) return { kind: 'full', reason: 'asked for (PIPELINE_FULL)' }
  const cache = await readRawCache(cacheDirOf(env))
  if ('problem' in cache) return { kind: 'full', reason: cache.problem }
  if (cache.meta.cmsUrl !== env.CMS_API_URL)
    return { kind: 'full', reason: `the last run read another CMS (${cache.meta.cmsUrl})` }
  let snapshotHash: string
  try {
    snapshotHash = readManifest(env.SNAPSHOT_DIR).contentHash
  } catch {
    return { kind: 'full', reason: `no snapshot in ${env.SNAPSHOT_DIR}` }
  }
  if (snapshotHash !== cache.meta.snapshotHash)
    return { kind: 'full', reason: 'the snapshot is not the one the cached answers made' }
  const hours = ((options.now ?? new Date()).getTime() - Date.parse(cache.meta.fullAt)) / 3_600_000
  if (env.PIPELINE_FULL_AFTER_HOURS > 0 && !(hours < env.PIPELINE_FULL_AFTER_HOURS)) {
    return {
      kind: 'full',
      reason: `the last full fetch was ${Math.floor(hours)} h ago (PIPELINE_FULL_AFTER_HOURS=${env.PIPELINE_FULL_AFTER_HOURS})`,
    }
  }
  return {
    kind: 'incremental',
    reason: `changes since the run of ${cache.meta.fetchedAt}`,
    cache,
    marginMs: env.PIPELINE_MODIFIED_MARGIN_S * 1000,
  }
}
