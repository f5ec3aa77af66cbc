// One pipeline run: fetch everything, normalize, derive, write the snapshot atomically, write the report.
import { writeFile } from 'node:fs/promises'
import { createCmsClient, type CmsClientEvent } from './client/index.ts'
import { fetchAll, type Progress } from './fetch/fetch-all.ts'
import { buildSnapshot } from './build-snapshot.ts'
import { BuildReport } from './report.ts'
import { cmsSiteRoot, createUrlContext } from './normalize/urls.ts'
import { wpLinkResolver } from './normalize/wp-links.ts'
import { writeSnapshot } from './snapshot/write.ts'
import type { PipelineEnv } from './env.ts'
import type { Snapshot } from './model/snapshot.ts'

export type RunResult = {
  snapshot: Snapshot
  report: BuildReport
  stats: { requests: number; retries: number; failures: number; bytes: number; ms: number }
  /** Wall time of each phase, ms. */
  phases: { fetch: number; normalize: number; write: number }
}

export type RunOptions = { progress?: Progress; onClientEvent?: (e: CmsClientEvent) => void; token?: string; now?: string }

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
  try {
    const fetchedAt = new Date().toISOString()
    const raw = await fetchAll(client, report, options.progress)
    const fetched = performance.now()
    const root = cmsSiteRoot(env.CMS_API_URL)
    const extra = env.CMS_EXTRA_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)
    const base = { cmsOrigins: [root.origin, ...extra], siteUrl: env.SITE_URL, cmsBasePath: root.pathname }
    const urls = createUrlContext({
      ...base,
      wpLinks: wpLinkResolver(raw, createUrlContext(base)),
      onUnresolved: (link, source) => report.add({
        level: 'warning', entity: source?.entity ?? 'site', id: source?.id, ...(source?.slug ? { slug: source.slug } : {}), url: link, path: '(link)',
        message: 'a link to a WordPress URL the site does not serve (a shortlink or attachment page of nothing published): left as it is',
      }),
    })
    const media = new Map(raw.media.map((m) => [m.id, m]))
    const ctx = { urls, siteUrl: env.SITE_URL, cmsUrl: env.CMS_API_URL, media, report }
    const snapshot = buildSnapshot(raw, ctx, fetchedAt, options.now)
    const normalized = performance.now()
    await writeSnapshot(env.SNAPSHOT_DIR, snapshot)
    const end = performance.now()
    return {
      snapshot,
      report,
      stats: { ...client.stats(), ms: end - started },
      phases: { fetch: fetched - started, normalize: normalized - fetched, write: end - normalized },
    }
  } finally {
    await writeFile(env.BUILD_REPORT, JSON.stringify({ entries: report.entries }, null, 2)).catch(() => undefined)
    await client.close()
  }
}
