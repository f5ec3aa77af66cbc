// The local CMS's environment variables, parsed once with zod; empty values count as unset.
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { parseEnv, unsetIfEmpty as optional } from '#lib/env/parse.ts'
import { DEFAULT_CONTENT_DIR, DEFAULT_MEDIA_DIR } from './validate.ts'

export const CmsEnvSchema = z.object({
  CMS_PORT: optional(z.coerce.number().int().min(0).max(65535).default(8081)),
  CMS_HOST: optional(z.string().default('127.0.0.1')),
  CMS_PUBLIC_URL: optional(z.url().optional()),
  CMS_CONTENT_DIR: optional(z.string().default(DEFAULT_CONTENT_DIR)),
  CMS_MEDIA_DIR: optional(z.string().default(DEFAULT_MEDIA_DIR)),
  CMS_FAULTS: optional(z.string().default('')),
  CMS_DEV_USER: optional(z.string().default('redactie')),
  CMS_DEV_PASSWORD: optional(z.string().default('hoefslag-dev')),
  CMS_JWT_SECRET: optional(z.string().min(8).default('hoefslag-devcms-secret')),
  CMS_GZIP: optional(z.enum(['0', '1', 'true', 'false']).default('1').transform((v) => v === '1' || v === 'true')),
  CMS_SUBMISSIONS_FILE: optional(z.string().default(path.join(os.tmpdir(), 'hoefslag-devcms-submissions.jsonl'))),
  SITE_URL: optional(z.url().default('http://localhost:8888')),
  /** The site's build webhook, POSTed after each change to published content (like the companion plugin's setting). */
  CMS_BUILD_HOOK_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  /** Sent in `X-Hoefslag-Secret` with every build webhook call. */
  CMS_BUILD_HOOK_SECRET: optional(z.string().default('')),
})

/** The build webhook of this environment, when CMS_BUILD_HOOK_URL is set. */
export const cmsBuildHook = (env: CmsEnv) => (env.CMS_BUILD_HOOK_URL ? { url: env.CMS_BUILD_HOOK_URL, secret: env.CMS_BUILD_HOOK_SECRET } : undefined)
export type CmsEnv = z.infer<typeof CmsEnvSchema>

export function readCmsEnv(env: NodeJS.ProcessEnv = process.env): CmsEnv {
  return parseEnv(CmsEnvSchema, env, 'Invalid environment for the local CMS')
}
