// One pipeline run: fetch (in full or what changed since the last run), normalize, derive, write the snapshot
// atomically, keep the raw answers for the next run, write the report.
import { writeFile } from 'node:fs/promises'
import { createCmsClient, type CmsClient, type CmsClientEvent } from './client/index.ts'
import { fetchSingletons, parseCollections, type Progress } from './fetch/fetch-all.ts'
import { CACHE_VERSION, remembersRawCache, stageRawCache } from './incremental/cache.ts'
import { fetchEntries, type FetchSummary } from './incremental/fetch-entries.ts'
import { chooseFetchMode } from './incremental/fetch-mode.ts'
import { buildSnapshot } from './build-snapshot.ts'
import { BuildReport } from './report.ts'
import { cmsSiteRoot, createUrlContext } from './normalize/urls.ts'
import { wpLinkResolver } from './normalize/wp-links.ts'
import { writeSnapshot } from './snapshot/write.ts'
import { openSnapshot, resetSnapshotCache } from './snapshot/read.ts'
import {
  REUSE_FILE,
  createReuse,
  keepSnapshot,
  keptSnapshot,
  normalizeContext,
  readNormalizeMemo,
  unchangedIds,
} from './incremental/reuse.ts'
import { cacheDirOf, type PipelineEnv } from './env.ts'
import { reportLostContent } from './normalize/lost-content-report.ts'
import type { MovedRedirect, Snapshot } from '#lib/model/snapshot.ts'

export type RunResult = {
  snapshot: Snapshot
  report: BuildReport
  stats: { requests: number; retries: number; failures: number; bytes: number; ms: number }
  /** Wall time of each phase, ms; `fetch` is the sum of `cacheRead`, `requests`, `parse` and `cacheStage`. */
  phases: {
    fetch: number
    normalize: number
    write: number
    cacheRead: number
    requests: number
    parse: number
    cacheStage: number
  }
  /** Full or incremental, why, and what the incremental fetch found changed. */
  fetch: FetchSummary
  /** Post-type items normalized by this run, and items whose previous entity was kept (incremental/reuse.ts). */
  normalized: { normalized: number; reused: number }
}

export type RunOptions = {
  progress?: Progress
  onClientEvent?: (e: CmsClientEvent) => void
  token?: string
  now?: string
  /** Fetch everything, not only what changed since the last run (`--full`). */
  full?: boolean
}

export async function runPipeline(env: PipelineEnv, options: RunOptions = {}): Promise<RunResult> {
  const started = performance.now()
  const client = createCmsClient({
    baseUrl: env.CMS_API_URL,
    concurrency: env.PIPELINE_CONCURRENCY,
    timeoutMs: env.PIPELINE_TIMEOUT_MS,
    retries: env.PIPELINE_RETRIES,
    ...(options.token ? { token: options.token } : {}),
    ...(options.onClientEvent ? { onEvent: options.onClientEvent } : {}),
  })
  const report = new BuildReport()
  let fetchSummary: (FetchSummary & { requests: number }) | undefined
  let moved: MovedRedirect[] | undefined
  try {
    const { raw, staged, summary, fetchedAt, fullAt, ms, previous } = await fetchAndStage(client, env, report, options)
    const fetched = performance.now()
    fetchSummary = { ...summary, requests: client.stats().requests }
    const root = cmsSiteRoot(env.CMS_API_URL)
    const extra = env.CMS_EXTRA_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    // The snapshot on disk as this process wrote it, if it did (a warm builder): unchanged entities are taken from it.
    const kept = previous && keptSnapshot(env.SNAPSHOT_DIR, previous.snapshotHash)
    const base = { cmsOrigins: [root.origin, ...extra], siteUrl: env.SITE_URL, cmsBasePath: root.pathname }
    const reuse = createReuse({
      report,
      context: normalizeContext(raw, {
        siteUrl: env.SITE_URL,
        cmsUrl: env.CMS_API_URL,
        extraOrigins: env.CMS_EXTRA_ORIGINS,
      }),
      ...(previous ? { previous: { ...previous, snapshot: () => kept ?? openSnapshot(env.SNAPSHOT_DIR) } } : {}),
    })
    const urls = createUrlContext({
      ...base,
      wpLinks: reuse.track.resolver(wpLinkResolver(raw, createUrlContext(base))),
      onUnresolved: (link, source) =>
        report.add({
          level: 'warning',
          entity: source?.entity ?? 'site',
          id: source?.id,
          ...(source?.slug ? { slug: source.slug } : {}),
          url: link,
          path: '(link)',
          message:
            'a link to a WordPress URL the site does not serve (a shortlink or attachment page of nothing published): left as it is',
          // It may name a private or draft item: not in the report the site publishes.
          notPublic: true,
        }),
    })
    const media = reuse.track.media(new Map(raw.media.map((m) => [m.id, m])))
    const ctx = { urls, siteUrl: env.SITE_URL, cmsUrl: env.CMS_API_URL, media, report }
    let snapshot: Snapshot
    try {
      snapshot = buildSnapshot(raw, ctx, fetchedAt, options.now, reuse.snapshot)
      moved = snapshot.site.moved ?? []
    } catch (error) {
      await staged?.abort()
      throw error
    } finally {
      // The previous snapshot, if read for its entities, is about to be replaced: nothing may keep reading it.
      if (previous) resetSnapshotCache()
    }
    // Before the new snapshot replaces the previous build's: what published content became empty (decision 059).
    reportLostContent(env.SNAPSHOT_DIR, snapshot, report, kept)
    const normalized = performance.now()
    await writeSnapshot(env.SNAPSHOT_DIR, snapshot).catch(async (error: unknown) => {
      await staged?.abort()
      throw error
    })
    keepSnapshot(env.SNAPSHOT_DIR, remembersRawCache() ? snapshot : undefined)
    // After the snapshot: a cache that is not written keeps the old snapshot's hash, so the next run fetches in full.
    const meta = {
      version: CACHE_VERSION,
      cmsUrl: env.CMS_API_URL,
      snapshotHash: snapshot.manifest.contentHash,
      fetchedAt,
      fullAt,
    } as const
    await staged
      ?.commit(meta, { [REUSE_FILE]: JSON.stringify(reuse.memo()) })
      .catch((error: unknown) => cacheWarning(report, env, error))
    const end = performance.now()
    return {
      snapshot,
      report,
      stats: { ...client.stats(), ms: end - started },
      phases: { fetch: fetched - started, normalize: normalized - fetched, write: end - normalized, ...ms },
      fetch: summary,
      normalized: reuse.stats(),
    }
  } finally {
    // `moved`: the redirects the build added for renamed and moved items (decision 030).
    const json = {
      entries: report.entries,
      ...(fetchSummary ? { fetch: fetchSummary } : {}),
      ...(moved ? { moved } : {}),
    }
    await writeFile(env.BUILD_REPORT, JSON.stringify(json, null, 2)).catch(() => undefined)
    await client.close()
  }
}

const cacheWarning = (report: BuildReport, env: PipelineEnv, error: unknown) =>
  report.add({
    level: 'warning',
    entity: 'cache',
    url: cacheDirOf(env),
    path: '(write)',
    message: `${(error as Error).message}: the next run fetches in full`,
  })

/**
 * Fetches (in full or what changed), parses, and stages the raw answers for the next run. Its own function, so the raw
 * answers (and the previous run's) are garbage once it returns: only the parsed items live on into normalizing.
 */
async function fetchAndStage(client: CmsClient, env: PipelineEnv, report: BuildReport, options: RunOptions) {
  const t0 = performance.now()
  const mode = await chooseFetchMode(env, { full: options.full })
  const t1 = performance.now()
  const fetchedAt = new Date().toISOString()
  const [singletons, fetched] = await Promise.all([
    fetchSingletons(client, report),
    fetchEntries(client, report, mode, options.progress),
  ])
  const t2 = performance.now()
  const raw = {
    ...parseCollections(fetched.entries, report, client.baseUrl, fetched.pages, options.progress),
    ...singletons,
  }
  const t3 = performance.now()
  const staged = await stageRawCache(cacheDirOf(env), fetched.entries).catch((error: unknown) => {
    cacheWarning(report, env, error)
    return undefined
  })
  // Which items the previous snapshot has as they are now (read before the answers become garbage).
  const memo = mode.kind === 'incremental' ? await readNormalizeMemo(cacheDirOf(env)) : undefined
  const previous =
    mode.kind === 'incremental' && memo
      ? {
          memo,
          unchanged: unchangedIds(mode.cache.collections, fetched.entries),
          // The snapshot on disk, as the fetch mode found it: the one these answers made.
          snapshotHash: mode.cache.meta.snapshotHash,
        }
      : undefined
  const ms = { cacheRead: t1 - t0, requests: t2 - t1, parse: t3 - t2, cacheStage: performance.now() - t3 }
  return {
    raw,
    staged,
    summary: fetched.summary,
    fetchedAt,
    fullAt: mode.kind === 'full' ? fetchedAt : mode.cache.meta.fullAt,
    ms,
    previous,
  }
}
