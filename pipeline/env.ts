// The pipeline's configuration, parsed once from the environment with defaults for the bundled local CMS.
import { z } from 'zod'
import { localCmsApiUrl, parseEnv } from '../env/parse.ts'

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
})
/** CMS_API_URL unset: the local CMS on CMS_PORT, so `CMS_PORT=8191 npm run cms` and `CMS_PORT=8191 npm run build` meet. */
export const withLocalCmsDefault = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  env.CMS_API_URL ? env : { ...env, CMS_API_URL: localCmsApiUrl(env.CMS_PORT) }

export type PipelineEnv = z.infer<typeof PipelineEnvSchema>

export function parsePipelineEnv(env: NodeJS.ProcessEnv = process.env): PipelineEnv {
  return parseEnv(PipelineEnvSchema, withLocalCmsDefault(env), 'Invalid pipeline configuration')
}
