// The search insights of this function instance: one recorder (search/insights/recorder.ts) over the store the
// environment says (Netlify Blobs on Netlify, SEARCH_INSIGHTS_DIR elsewhere), with the retention and size cap of
// SEARCH_INSIGHTS_RETENTION_DAYS and SEARCH_INSIGHTS_MAX_MB. Counting must never fail a search: a bad environment or
// SEARCH_INSIGHTS=0 means no recorder, and the search goes on.
import path from 'node:path'
import { runtimeEnv, type RuntimeEnv } from '#lib/env/runtime.server.ts'
import { createRecorder, type Recorder } from '#search/insights/recorder.ts'
import { defaultStore, type InsightsStore } from '#search/insights/store.ts'

export type InsightsSettings = { dir: string; retentionDays: number; maxBytesPerDay: number }

export const insightsSettings = (env: RuntimeEnv): InsightsSettings => ({
  dir: path.resolve(env.SEARCH_INSIGHTS_DIR),
  retentionDays: env.SEARCH_INSIGHTS_RETENTION_DAYS,
  maxBytesPerDay: Math.floor((env.SEARCH_INSIGHTS_MAX_MB * 1024 * 1024) / env.SEARCH_INSIGHTS_RETENTION_DAYS),
})

let recorder: { key: string; value: Recorder | undefined } | undefined

/** The process's recorder, or undefined when counting is off or the environment does not parse. */
export function insightsRecorder(): Recorder | undefined {
  let env: RuntimeEnv
  try {
    env = runtimeEnv()
  } catch {
    return undefined
  }
  const key = `${env.SEARCH_INSIGHTS}|${env.SEARCH_INSIGHTS_DIR}|${env.SEARCH_INSIGHTS_RETENTION_DAYS}|${env.SEARCH_INSIGHTS_MAX_MB}`
  if (recorder?.key === key) return recorder.value
  const settings = insightsSettings(env)
  let store: Promise<InsightsStore> | undefined
  const value =
    env.SEARCH_INSIGHTS === '1'
      ? createRecorder({
          store: () => (store ??= defaultStore(settings.dir)),
          limits: { retentionDays: settings.retentionDays, maxBytesPerDay: settings.maxBytesPerDay },
        })
      : undefined
  recorder = { key, value }
  return value
}

type CountContext = { ip: string; waitUntil: (p: Promise<unknown>) => void }

/**
 * Counts with the process's recorder and hands its flush to the platform, to finish after the answer (without a
 * context, e.g. a bench calling the handler, it just runs). Whatever goes wrong is logged and swallowed.
 */
export function count(what: (recorder: Recorder, ip: string) => Promise<void> | undefined, context?: CountContext) {
  try {
    const recorder = insightsRecorder()
    const flush = recorder ? what(recorder, context?.ip ?? '') : undefined
    if (!flush) return
    const settled = flush.catch((error: unknown) => console.warn('[search insights] flush failed:', error))
    if (context) context.waitUntil(settled)
  } catch (error) {
    console.warn('[search insights] not counted:', error)
  }
}
