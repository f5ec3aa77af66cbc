// The bundled local CMS for `npm start`: reuse one that already answers on CMS_PORT, else start it in this process.
import { cmsBuildHook, readCmsEnv, type CmsEnv } from '#devcms/env.ts'
import { createCmsServer, type CmsServerOptions } from '#devcms/server/index.ts'

export type LocalCms = { url: string; origin: string; reused: boolean; close: () => Promise<void> }

type Probe = 'hoefslag' | 'other' | 'none'

/** What answers at the port: the hoefslag CMS (its /wp-json/ index says so), something else, or nothing. */
async function probe(origin: string): Promise<Probe> {
  try {
    const res = await fetch(`${origin}/wp-json/`, { signal: AbortSignal.timeout(2000) })
    const body: unknown = await res.json().catch(() => undefined)
    const isOurs =
      typeof body === 'object' &&
      body !== null &&
      'name' in body &&
      body.name === 'Hoefslag' &&
      'description' in body &&
      typeof body.description === 'string' &&
      body.description.includes('bundled local CMS')
    return isOurs ? 'hoefslag' : 'other'
  } catch (error) {
    const code =
      error instanceof Error && error.cause instanceof Error && 'code' in error.cause ? error.cause.code : undefined
    return code === 'ECONNREFUSED' ? 'none' : 'other'
  }
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'])

/** `buildHook`: the site's build webhook, unless CMS_BUILD_HOOK_URL names another (a reused CMS keeps its own). */
export async function startOrReuseCms(
  env: CmsEnv = readCmsEnv(),
  buildHook?: CmsServerOptions['buildHook'],
): Promise<LocalCms> {
  const originHost = LOOPBACK_OR_ANY.has(env.CMS_HOST) ? 'localhost' : env.CMS_HOST
  const origin = `http://${originHost.includes(':') ? `[${originHost}]` : originHost}:${env.CMS_PORT}`
  const found = await probe(origin)
  if (found === 'hoefslag') return { url: `${origin}/wp-json`, origin, reused: true, close: async () => undefined }
  if (found === 'other')
    throw new Error(
      `port ${env.CMS_PORT} is taken by something that is not the hoefslag local CMS: stop it or set CMS_PORT`,
    )
  const server = await createCmsServer({
    contentDir: env.CMS_CONTENT_DIR,
    mediaDir: env.CMS_MEDIA_DIR,
    port: env.CMS_PORT,
    host: env.CMS_HOST,
    originHost,
    faults: env.CMS_FAULTS,
    siteUrl: env.SITE_URL,
    devUser: env.CMS_DEV_USER,
    devPassword: env.CMS_DEV_PASSWORD,
    jwtSecret: env.CMS_JWT_SECRET,
    gzip: env.CMS_GZIP,
    submissionsFile: env.CMS_SUBMISSIONS_FILE,
    buildHook: cmsBuildHook(env) ?? buildHook,
    ...(env.CMS_PUBLIC_URL ? { publicUrl: env.CMS_PUBLIC_URL } : {}),
  })
  return { url: server.url, origin: server.origin, reused: false, close: server.close }
}
