// The pipeline's configuration, parsed once from the environment with defaults for the bundled local CMS.
import { z } from 'zod'
import { localCmsApiUrl, parseEnv } from '#lib/env/parse.ts'

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def)

export const PipelineEnvSchema = z.object({
  CMS_API_URL: z.url().default(localCmsApiUrl(8081)).transform((u) => u.replace(/\/+$/, '')),
  SITE_URL: z.url().default('http://localhost:8888').transform((u) => u.replace(/\/+$/, '')),
  SNAPSHOT_DIR: z.string().min(1).default('.snapshot'),
  BUILD_REPORT: z.string().min(1).default('.snapshot-report.json'),
  PIPELINE_CONCURRENCY: int(16, 1, 256),
  PIPELINE_TIMEOUT_MS: int(15_000, 100, 300_000),
  PIPELINE_RETRIES: int(5, 0, 20),
  /** Extra origins whose URLs count as the CMS's own (comma-separated), e.g. a media CDN in front of WordPress. */
  CMS_EXTRA_ORIGINS: z.string().default(''),
  /** Incremental fetch (docs/decisions/012): `1` forces a full fetch, like `--full`. */
  PIPELINE_FULL: z.enum(['0', '1', 'true', 'false', '']).default('').transform((v) => v === '1' || v === 'true'),
  /** Where the raw CMS answers of the last run are kept for the next incremental fetch (default `<SNAPSHOT_DIR>-cache`). */
  PIPELINE_CACHE_DIR: z.string().default(''),
  /** How far before the newest `modified` already seen `modified_after` starts, in seconds. */
  PIPELINE_MODIFIED_MARGIN_S: int(3600, 0, 7 * 24 * 3600),
  /** A full fetch at least this often (hours since the last one; 0: only when asked or needed). */
  PIPELINE_FULL_AFTER_HOURS: int(24, 0, 24 * 365),
})
/** CMS_API_URL unset: the local CMS on CMS_PORT, so `CMS_PORT=8191 npm run cms` and `CMS_PORT=8191 npm run build` meet. */
export const withLocalCmsDefault = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  env.CMS_API_URL ? env : { ...env, CMS_API_URL: localCmsApiUrl(env.CMS_PORT) }

export type PipelineEnv = z.infer<typeof PipelineEnvSchema>

/** The raw-answer cache beside the snapshot: `.snapshot` → `.snapshot-cache`. */
export const cacheDirOf = (env: Pick<PipelineEnv, 'SNAPSHOT_DIR' | 'PIPELINE_CACHE_DIR'>): string =>
  env.PIPELINE_CACHE_DIR || `${env.SNAPSHOT_DIR.replace(/[\\/]+$/, '')}-cache`

export function parsePipelineEnv(env: NodeJS.ProcessEnv = process.env): PipelineEnv {
  return parseEnv(PipelineEnvSchema, withLocalCmsDefault(env), 'Invalid pipeline configuration')
}
