// The one environment of everything that runs at request time: the functions (functions/*) and the site server
// (server/), parsed once per process with zod. docs/configuration.md lists every variable. To add one: put it in
// RUNTIME_ENV_SHAPE with its default, read it through runtimeEnv(), document it.
import { z } from 'zod'
import { localCmsApiUrl, parseEnv, unsetIfEmpty } from './parse.ts'

const timeoutMs = (def: number) => unsetIfEmpty(z.coerce.number().int().min(100).max(55_000).default(def))
const httpUrl = z.url({ protocol: /^https?$/ })

export const RUNTIME_ENV_SHAPE = {
  /** The local CMS's port: CMS_API_URL's default follows it (`npm start` with CMS_PORT=8191 uses the CMS on 8191). */
  CMS_PORT: unsetIfEmpty(z.coerce.number().int().min(0).max(65535).default(8081)),
  /** The WordPress REST root: login, private content, draft preview, forms; its origin serves /wp-content/*. */
  CMS_API_URL: unsetIfEmpty(httpUrl.optional()),
  /** More origins whose links count as the CMS's own (comma-separated), as in the pipeline: live items normalize alike. */
  CMS_EXTRA_ORIGINS: unsetIfEmpty(z.string().default('')),
  /** The public site (canonical URLs); functions get it as context.site.url. */
  SITE_URL: unsetIfEmpty(httpUrl.optional()),
  SNAPSHOT_DIR: unsetIfEmpty(z.string().default('.snapshot')),
  /** The build: `<DIST_DIR>/client` is served; `<DIST_DIR>/server` renders private pages and previews. */
  DIST_DIR: unsetIfEmpty(z.string().default('dist')),
  /** The search and articles data (default `<DIST_DIR>/functions-data`). */
  SEARCH_DATA_DIR: unsetIfEmpty(z.string().optional()),
  /** CMS calls made for an editor: login, private content, draft preview. */
  CMS_TIMEOUT_MS: timeoutMs(10_000),
  FORMS_TIMEOUT_MS: timeoutMs(10_000),
  CHIP_LOOKUP_URL: unsetIfEmpty(httpUrl.optional()),
  CHIP_LOOKUP_TIMEOUT_MS: timeoutMs(8000),
  /** `0` turns the Node server's rate limits off (load tests); Netlify's own limits are set in each function's config. */
  RATE_LIMITS: unsetIfEmpty(z.enum(['0', '1']).default('1')),
} as const

/** CMS_API_URL without a trailing slash, defaulting to the local CMS on CMS_PORT. */
export const resolveCmsApiUrl = <T extends { CMS_PORT: number; CMS_API_URL?: string | undefined }>(env: T) => ({
  ...env,
  CMS_API_URL: (env.CMS_API_URL ?? localCmsApiUrl(env.CMS_PORT)).replace(/\/+$/, ''),
})

export const RuntimeEnvSchema = z.object(RUNTIME_ENV_SHAPE).transform(resolveCmsApiUrl)
export type RuntimeEnv = z.output<typeof RuntimeEnvSchema>

let cached: RuntimeEnv | undefined

/** The request-time environment, parsed on first use; an EnvError naming the variable when it does not parse. */
export function runtimeEnv(): RuntimeEnv {
  cached ??= parseEnv(RuntimeEnvSchema, process.env, 'Invalid environment for the functions and the site server')
  return cached
}

/** Tests and `npm start` (which sets CMS_API_URL once the local CMS runs): parse again on next use. */
export function resetRuntimeEnv(): void {
  cached = undefined
}
