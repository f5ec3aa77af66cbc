// The pipeline's configuration (lib/env/schemas.server.ts), parsed once from the environment with defaults for the
// bundled local CMS.
import { parseEnv } from '#lib/env/parse.ts'
import { PipelineEnvSchema, type PipelineEnv } from '#lib/env/schemas.server.ts'

export { PipelineEnvSchema, type PipelineEnv }

/** The raw-answer cache beside the snapshot: `.snapshot` → `.snapshot-cache`. */
export const cacheDirOf = (env: Pick<PipelineEnv, 'SNAPSHOT_DIR' | 'PIPELINE_CACHE_DIR'>): string =>
  env.PIPELINE_CACHE_DIR || `${env.SNAPSHOT_DIR.replace(/[\\/]+$/, '')}-cache`

export function parsePipelineEnv(env: NodeJS.ProcessEnv = process.env): PipelineEnv {
  return parseEnv(PipelineEnvSchema, env, 'Invalid pipeline configuration')
}
