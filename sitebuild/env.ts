// The build's environment: the pipeline's variables (CMS_API_URL, SITE_URL, SNAPSHOT_DIR, …) plus the site build's own
// (lib/env/schemas.server.ts), parsed once.
import { parseEnv } from '#lib/env/parse.ts'
import { BuildEnvSchema, type BuildEnv } from '#lib/env/schemas.server.ts'
import { mailBlueEmbedOrigin } from '#lib/env/mailblue.ts'

export { BuildEnvSchema, type BuildEnv }

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  return parseEnv(BuildEnvSchema, env, 'Invalid build configuration')
}

/** Search engines may index this build: on Netlify only the production context, elsewhere always. */
export const isIndexable = (env: Pick<BuildEnv, 'CONTEXT'>) => env.CONTEXT === undefined || env.CONTEXT === 'production'

/** CSP_EXTRA_ORIGINS plus the newsletter embed script's origin (lib/env/mailblue.ts: MailBlue's, or the local CMS's stand-in). */
export const extraOrigins = (
  env: Pick<BuildEnv, 'CSP_EXTRA_ORIGINS' | 'CMS_API_URL'> & {
    VITE_MAILBLUE_EMBED_URL?: string | undefined
    VITE_MAILBLUE_STAND_IN?: string | undefined
  },
) => [
  ...env.CSP_EXTRA_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  ...mailBlueEmbedOrigin({
    VITE_MAILBLUE_EMBED_URL: env.VITE_MAILBLUE_EMBED_URL,
    VITE_MAILBLUE_STAND_IN: env.VITE_MAILBLUE_STAND_IN,
    CMS_API_URL: env.CMS_API_URL,
  }),
]

/** The map tiles' origin for the CSP's img-src; a `{s}` subdomain placeholder becomes a `*` wildcard. */
export const mapTileOrigins = (env: Pick<BuildEnv, 'VITE_MAP_TILE_URL'>): string[] => {
  const origin = /^https?:\/\/[^/]+/.exec(env.VITE_MAP_TILE_URL ?? '')?.[0]
  return origin ? [origin.replace('{s}', '*')] : []
}
