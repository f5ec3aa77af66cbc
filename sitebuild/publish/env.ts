// `npm start`'s publishing settings (lib/env/schemas.server.ts), parsed once.
import { randomBytes } from 'node:crypto'
import { parseEnv } from '#lib/env/parse.ts'
import { PublishEnvSchema, type PublishEnv } from '#lib/env/schemas.server.ts'

export { PublishEnvSchema, type PublishEnv }

export function readPublishEnv(env: NodeJS.ProcessEnv = process.env): PublishEnv & { secret: string } {
  const parsed = parseEnv(PublishEnvSchema, env, 'Invalid publishing configuration')
  return { ...parsed, secret: parsed.BUILD_HOOK_SECRET ?? randomBytes(24).toString('base64url') }
}

/** The path of the build hook on the site (`npm start`). */
export const BUILD_HOOK_PATH = '/api/build-hook'
