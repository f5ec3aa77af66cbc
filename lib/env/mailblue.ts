// Where the newsletter form's embed script comes from (decision 016): VITE_MAILBLUE_EMBED_URL when set (production:
// MailBlue's own, e.g. https://ACCOUNT.activehosted.com/f/embed.php?id={id}); otherwise, when the build reads the
// bundled local CMS (CMS_API_URL unset or on this machine), that CMS's stand-in script — as the interactive_image
// plugin's files come from the CMS's /wp-content/plugins/ — so `npm start` and the tests show a working form. Only a
// CMS that has that file gets it: a WordPress on this machine has no stand-in, and a script URL that answers 404 costs
// every page a request (the build checks, `checkMailBlueStandIn`, and says VITE_MAILBLUE_STAND_IN=missing to Vite).
import { cmsUploadsBase } from './cms-url.ts'
import { parseEnv } from './parse.ts'
import { pickEnv, withCmsApiUrl } from './vars.server.ts'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
export const LOCAL_EMBED_PATH = '/wp-content/plugins/mailblue/embed.js?id={id}'

const EmbedEnvSchema = pickEnv(['VITE_MAILBLUE_EMBED_URL', 'CMS_PORT', 'CMS_API_URL']).transform(withCmsApiUrl)

/** The build found no stand-in script in the CMS it reads (`checkMailBlueStandIn`): no local default then. */
export const STAND_IN_MISSING = { VITE_MAILBLUE_STAND_IN: 'missing' } as const

/** The local CMS's stand-in script this environment would default to (CMS on this machine, no URL set), if any. */
function standInTemplate(env: NodeJS.ProcessEnv): string | undefined {
  const parsed = parseEnv(EmbedEnvSchema, env, 'Invalid environment for the newsletter embed')
  if (parsed.VITE_MAILBLUE_EMBED_URL) return undefined
  const base = cmsUploadsBase(parsed.CMS_API_URL)
  return LOOPBACK.has(new URL(base).hostname) ? `${base}${LOCAL_EMBED_PATH}` : undefined
}

export function mailBlueEmbedTemplate(env: NodeJS.ProcessEnv): string | undefined {
  const parsed = parseEnv(EmbedEnvSchema, env, 'Invalid environment for the newsletter embed')
  if (parsed.VITE_MAILBLUE_EMBED_URL) return parsed.VITE_MAILBLUE_EMBED_URL
  return env.VITE_MAILBLUE_STAND_IN === STAND_IN_MISSING.VITE_MAILBLUE_STAND_IN ? undefined : standInTemplate(env)
}

/**
 * Before the bundles: whether the CMS the site is built from has the stand-in script the embed would default to.
 * `STAND_IN_MISSING` when the CMS answers it with anything but a 2xx (a WordPress on this machine: 404); nothing to
 * add when a URL is set, the CMS is elsewhere, the file is there, or the CMS does not answer (it may be started later).
 */
export async function checkMailBlueStandIn(
  env: NodeJS.ProcessEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<{ env: Partial<typeof STAND_IN_MISSING>; note?: string }> {
  const template = standInTemplate(env)
  if (!template) return { env: {} }
  const url = template.replaceAll('{id}', '0')
  let status: number
  try {
    const res = await fetchImpl(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) })
    status = res.status
    await res.body?.cancel()
  } catch {
    return { env: {} }
  }
  if (status >= 200 && status < 300) return { env: {} }
  return {
    env: STAND_IN_MISSING,
    note: `no newsletter stand-in at ${url} (${status}): the newsletter shows its link to /nieuwsbrief/ (set VITE_MAILBLUE_EMBED_URL for a form)`,
  }
}

/** The embed script's origin, for the CSP's script-src, connect-src and form-action (none for an unusable value). */
export function mailBlueEmbedOrigin(env: NodeJS.ProcessEnv): string[] {
  const template = mailBlueEmbedTemplate(env)
  if (!template) return []
  try {
    return [new URL(template.replaceAll('{id}', '0')).origin]
  } catch {
    return []
  }
}
