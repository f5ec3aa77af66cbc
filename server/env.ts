// The Node server's environment (`npm run serve`, `npm start`), parsed once with zod; empty values count as unset.
import { z } from 'zod'

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema)

export const ServeEnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(8888)),
  /** 127.0.0.1 locally; 0.0.0.0 on a host or in a container. */
  HOST: optional(z.string().default('127.0.0.1')),
  DIST_DIR: optional(z.string().default('dist')),
  FUNCTIONS_DIR: optional(z.string().default('functions')),
  /** Its origin serves /wp-content/* (media). */
  CMS_API_URL: optional(z.url().default('http://localhost:8081/wp-json')),
  SITE_URL: optional(z.url().optional()),
})
export type ServeEnv = z.infer<typeof ServeEnvSchema>

export function readServeEnv(env: NodeJS.ProcessEnv = process.env): ServeEnv {
  const parsed = ServeEnvSchema.safeParse(env)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  throw new Error(`Invalid environment for the site server:\n${lines.join('\n')}`)
}
