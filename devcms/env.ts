// The local CMS's environment (lib/env/schemas.server.ts), parsed once at start.
import { parseEnv } from '#lib/env/parse.ts'
import { CmsEnvSchema, type CmsEnv } from '#lib/env/schemas.server.ts'

export { CmsEnvSchema, type CmsEnv }

/** The build webhook of this environment, when CMS_BUILD_HOOK_URL is set. */
export const cmsBuildHook = (env: CmsEnv) =>
  env.CMS_BUILD_HOOK_URL ? { url: env.CMS_BUILD_HOOK_URL, secret: env.CMS_BUILD_HOOK_SECRET } : undefined

export function readCmsEnv(env: NodeJS.ProcessEnv = process.env): CmsEnv {
  return parseEnv(CmsEnvSchema, env, 'Invalid environment for the local CMS')
}
