// The Node server's environment (`npm run serve`, `npm start`): the request-time environment of the functions
// (lib/env/runtime.server.ts) plus where the server listens, parsed once with zod; empty values count as unset.
import { z } from 'zod'
import { parseEnv, unsetIfEmpty } from '#lib/env/parse.ts'
import { RUNTIME_ENV_SHAPE, resolveCmsApiUrl } from '#lib/env/runtime.server.ts'

export const ServeEnvSchema = z
  .object({
    ...RUNTIME_ENV_SHAPE,
    PORT: unsetIfEmpty(z.coerce.number().int().min(0).max(65535).default(8888)),
    /** 127.0.0.1 locally; 0.0.0.0 on a host or in a container. */
    HOST: unsetIfEmpty(z.string().default('127.0.0.1')),
    FUNCTIONS_DIR: unsetIfEmpty(z.string().default('functions')),
    /** 1: a proxy in front (nginx, a load balancer) sets X-Forwarded-Proto and X-Forwarded-For; trust them. */
    TRUST_PROXY: unsetIfEmpty(z.enum(['0', '1']).default('0')),
  })
  .transform(resolveCmsApiUrl)
export type ServeEnv = z.infer<typeof ServeEnvSchema>

export function readServeEnv(env: NodeJS.ProcessEnv = process.env): ServeEnv {
  return parseEnv(ServeEnvSchema, env, 'Invalid environment for the site server')
}
