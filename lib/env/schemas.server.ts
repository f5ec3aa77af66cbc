// Each process's environment: a pick of the one set of variables (./vars.server.ts), with the defaults that follow
// other variables filled in. Parsed once per process by its reader (runtimeEnv, readServeEnv, parsePipelineEnv,
// readBuildEnv, readPublishEnv, readCmsEnv); docs/configuration.md lists which process reads which variable.
import type { z } from 'zod'
import { pickEnv, withCmsApiUrl, withSiteUrl } from './vars.server.ts'

/** Everything that runs at request time: every function and the site server (which runs them in its process). */
export const RUNTIME_VARS = [
  'CMS_PORT',
  'CMS_API_URL',
  'CMS_EXTRA_ORIGINS',
  'SITE_URL',
  'SNAPSHOT_DIR',
  'DIST_DIR',
  'SEARCH_DATA_DIR',
  'CMS_TIMEOUT_MS',
  'FORMS_TIMEOUT_MS',
  'CHIP_LOOKUP_URL',
  'CHIP_LOOKUP_TIMEOUT_MS',
  'RATE_LIMITS',
  'BUILD_HOOK_SECRET',
  'SITE_ID',
  'SEARCH_INSIGHTS',
  'SEARCH_INSIGHTS_DIR',
  'SEARCH_INSIGHTS_RETENTION_DAYS',
  'SEARCH_INSIGHTS_MAX_MB',
] as const
export const RuntimeEnvSchema = pickEnv(RUNTIME_VARS).transform(withCmsApiUrl)
export type RuntimeEnv = z.output<typeof RuntimeEnvSchema>

/** The site server (`npm run serve`, `npm start`): the request-time variables and where it listens. */
export const SERVE_VARS = [...RUNTIME_VARS, 'PORT', 'HOST', 'FUNCTIONS_DIR', 'TRUST_PROXY'] as const
export const ServeEnvSchema = pickEnv(SERVE_VARS).transform(withCmsApiUrl)
export type ServeEnv = z.output<typeof ServeEnvSchema>

/** The content pipeline (`npm run pipeline`, and inside every build). */
export const PIPELINE_VARS = [
  'CMS_PORT',
  'CMS_API_URL',
  'CMS_EXTRA_ORIGINS',
  'SITE_URL',
  'SNAPSHOT_DIR',
  'BUILD_REPORT',
  'PIPELINE_CONCURRENCY',
  'PIPELINE_TIMEOUT_MS',
  'PIPELINE_RETRIES',
  'PIPELINE_FULL',
  'PIPELINE_CACHE_DIR',
  'PIPELINE_MODIFIED_MARGIN_S',
  'PIPELINE_FULL_AFTER_HOURS',
] as const
export const PipelineEnvSchema = pickEnv(PIPELINE_VARS).transform((env) => withSiteUrl(withCmsApiUrl(env)))
export type PipelineEnv = z.output<typeof PipelineEnvSchema>

/** The site build (`npm run build`, `npm start`): the pipeline's variables and the build's own. */
export const BUILD_VARS = [
  ...PIPELINE_VARS,
  'DIST_DIR',
  'CONTEXT',
  'CSP_EXTRA_ORIGINS',
  'VITE_MAP_TILE_URL',
  'VITE_MAILBLUE_EMBED_URL',
  'PRERENDER_WORKERS',
  'PRERENDER_WORKER_HEAP_MB',
  'PUBLISH_RIPPLE_FROM',
] as const
export const BuildEnvSchema = pickEnv(BUILD_VARS).transform((env) => withSiteUrl(withCmsApiUrl(env)))
export type BuildEnv = z.output<typeof BuildEnvSchema>

/** `npm start`'s publishing: its build hook. */
export const PUBLISH_VARS = ['BUILD_HOOK_SECRET', 'BUILD_HOOK', 'PUBLISH_WARM_BUILDER'] as const
export const PublishEnvSchema = pickEnv(PUBLISH_VARS)
export type PublishEnv = z.output<typeof PublishEnvSchema>

/** The bundled local CMS (`npm run cms`, `npm start`). */
export const CMS_VARS = [
  'CMS_PORT',
  'CMS_HOST',
  'CMS_PUBLIC_URL',
  'CMS_CONTENT_DIR',
  'CMS_MEDIA_DIR',
  'CMS_FAULTS',
  'CMS_DEV_USER',
  'CMS_DEV_PASSWORD',
  'CMS_JWT_SECRET',
  'CMS_GZIP',
  'CMS_SUBMISSIONS_FILE',
  'SITE_URL',
  'CMS_BUILD_HOOK_URL',
  'CMS_BUILD_HOOK_SECRET',
] as const
export const CmsEnvSchema = pickEnv(CMS_VARS).transform(withSiteUrl)
export type CmsEnv = z.output<typeof CmsEnvSchema>
