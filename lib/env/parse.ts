// Shared by every environment schema of the project: empty values count as unset, and a value that does not parse
// stops the command (or answers a clear 500 in a function) with a message naming the variable.
import { z } from 'zod'

/** `FOO=` is the same as leaving FOO unset (shells and .env files write empty values easily). */
export const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema)

export class EnvError extends Error {
  override name = 'EnvError'
}

/** `schema` applied to `env`; an EnvError listing each bad variable under `label` when it does not parse. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv, label: string): z.output<T> {
  const parsed = schema.safeParse(env)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`)
  throw new EnvError(`${label}:\n${lines.join('\n')}`)
}

/** The local CMS's REST root on CMS_PORT: the default of CMS_API_URL everywhere, so one CMS_PORT moves them all. */
export const localCmsApiUrl = (port: number | string | undefined) => `http://localhost:${port || 8081}/wp-json`
