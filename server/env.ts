// The Node server's environment (`npm run serve`, `npm start`): the request-time environment of the functions plus
// where the server listens (lib/env/schemas.server.ts), parsed once at start.
import { parseEnv } from '#lib/env/parse.ts'
import { ServeEnvSchema, type ServeEnv } from '#lib/env/schemas.server.ts'

export { ServeEnvSchema, type ServeEnv }

export function readServeEnv(env: NodeJS.ProcessEnv = process.env): ServeEnv {
  return parseEnv(ServeEnvSchema, env, 'Invalid environment for the site server')
}
