// `npm start`'s publishing settings, parsed once with zod; empty values count as unset.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { parseEnv, unsetIfEmpty as optional } from '#lib/env/parse.ts'

export const PublishEnvSchema = z.object({
  /** The build hook's shared secret (`X-Hoefslag-Secret`); unset: a random one for this run, given to the local CMS. */
  BUILD_HOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters').optional()),
  /** `0`: no build hook (npm start only serves what it built). */
  BUILD_HOOK: optional(z.enum(['0', '1']).default('1')),
  /** `0`: every webhook build is a fresh `npm run build` process instead of a build in the warm builder
   *  (scripts/publish/warm-builder.ts), which keeps the build's code and caches loaded between publishes. */
  PUBLISH_WARM_BUILDER: optional(z.enum(['0', '1']).default('1')),
})
export type PublishEnv = z.infer<typeof PublishEnvSchema>

export function readPublishEnv(env: NodeJS.ProcessEnv = process.env): PublishEnv & { secret: string } {
  const parsed = parseEnv(PublishEnvSchema, env, 'Invalid publishing configuration')
  return { ...parsed, secret: parsed.BUILD_HOOK_SECRET ?? randomBytes(24).toString('base64url') }
}

/** The path of the build hook on the site (`npm start`). */
export const BUILD_HOOK_PATH = '/api/build-hook'
