// The one environment of everything that runs at request time: the functions (functions/*) and the site server
// (server/), parsed once per process. Its variables are defined in ./vars.server.ts and picked in
// ./schemas.server.ts; docs/configuration.md lists every variable.
import { parseEnv } from './parse.ts'
import { RuntimeEnvSchema, type RuntimeEnv } from './schemas.server.ts'

export { RuntimeEnvSchema, type RuntimeEnv }

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
