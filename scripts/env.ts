// The build's environment: the pipeline's variables (CMS_API_URL, SITE_URL, SNAPSHOT_DIR, …) plus the site build's own,
// parsed once with zod; empty values count as unset.
import { z } from 'zod'
import { parseEnv, unsetIfEmpty as optional } from '#lib/env/parse.ts'
import { PipelineEnvSchema, withLocalCmsDefault } from '#pipeline/env.ts'
import { mailBlueEmbedOrigin } from '#lib/env/mailblue.ts'

export const BuildEnvSchema = PipelineEnvSchema.extend({
  DIST_DIR: optional(z.string().default('dist')),
  /** Netlify's deploy context. Anything but `production` (deploy previews, branch deploys) is kept out of search engines. */
  CONTEXT: optional(z.string().optional()),
  /** More origins the Content-Security-Policy allows for scripts, frames, connections and forms (comma-separated). */
  CSP_EXTRA_ORIGINS: optional(z.string().default('')),
  /** The finder map's tile URL template (baked into the client by Vite); its origin goes into the CSP's img-src. */
  VITE_MAP_TILE_URL: optional(z.string().regex(/^https?:\/\/[^\s/]+\/\S*$/, 'must be an http(s) URL template like https://tiles.example.nl/{z}/{x}/{y}.png').optional()),
  /** Prerender: how many worker threads render pages (scripts/prerender/; default: one per core). */
  PRERENDER_WORKERS: optional(z.coerce.number().int().min(1).max(64).optional()),
  /** The newsletter form's embed script, `{id}` for the form id (lib/env/mailblue.ts has the local default). */
  VITE_MAILBLUE_EMBED_URL: optional(z.string().regex(/^https?:\/\/[^\s/]+\/\S*$/, 'must be an http(s) URL like https://ACCOUNT.activehosted.com/f/embed.php?id={id}').optional()),
  /** Prerender: each worker thread's V8 old-space limit in MB (default: 4 × the snapshot's size, at least 512). */
  PRERENDER_WORKER_HEAP_MB: optional(z.coerce.number().int().min(128).max(65536).optional()),
})
export type BuildEnv = z.infer<typeof BuildEnvSchema>

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  return parseEnv(BuildEnvSchema, withLocalCmsDefault(env), 'Invalid build configuration')
}

/** Search engines may index this build: on Netlify only the production context, elsewhere always. */
export const isIndexable = (env: Pick<BuildEnv, 'CONTEXT'>) => env.CONTEXT === undefined || env.CONTEXT === 'production'

/** CSP_EXTRA_ORIGINS plus the newsletter embed script's origin (lib/env/mailblue.ts: MailBlue's, or the local CMS's stand-in). */
export const extraOrigins = (env: Pick<BuildEnv, 'CSP_EXTRA_ORIGINS' | 'CMS_API_URL'> & { VITE_MAILBLUE_EMBED_URL?: string | undefined }) => [
  ...env.CSP_EXTRA_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
  ...mailBlueEmbedOrigin({ VITE_MAILBLUE_EMBED_URL: env.VITE_MAILBLUE_EMBED_URL, CMS_API_URL: env.CMS_API_URL }),
]

/** The map tiles' origin for the CSP's img-src; a `{s}` subdomain placeholder becomes a `*` wildcard. */
export const mapTileOrigins = (env: Pick<BuildEnv, 'VITE_MAP_TILE_URL'>): string[] => {
  const origin = /^https?:\/\/[^/]+/.exec(env.VITE_MAP_TILE_URL ?? '')?.[0]
  return origin ? [origin.replace('{s}', '*')] : []
}
