// The pipeline's configuration, parsed once from the environment with defaults for the bundled local CMS.
import { z } from 'zod'

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def)

export const PipelineEnvSchema = z.object({
  CMS_API_URL: z.url().default('http://localhost:8081/wp-json').transform((u) => u.replace(/\/+$/, '')),
  SITE_URL: z.url().default('http://localhost:8888').transform((u) => u.replace(/\/+$/, '')),
  SNAPSHOT_DIR: z.string().min(1).default('.snapshot'),
  BUILD_REPORT: z.string().min(1).default('.snapshot-report.json'),
  PIPELINE_CONCURRENCY: int(16, 1, 256),
  PIPELINE_TIMEOUT_MS: int(15_000, 100, 300_000),
  PIPELINE_RETRIES: int(5, 0, 20),
  /** Extra origins whose URLs count as the CMS's own (comma-separated), e.g. a media CDN in front of WordPress. */
  CMS_EXTRA_ORIGINS: z.string().default(''),
})
export type PipelineEnv = z.infer<typeof PipelineEnvSchema>

export function parsePipelineEnv(env: NodeJS.ProcessEnv = process.env): PipelineEnv {
  const parsed = PipelineEnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid pipeline configuration:\n${lines.join('\n')}`)
  }
  return parsed.data
}
