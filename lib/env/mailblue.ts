// Where the newsletter form's embed script comes from (decision 016): VITE_MAILBLUE_EMBED_URL when set (production:
// MailBlue's own, e.g. https://ACCOUNT.activehosted.com/f/embed.php?id={id}); otherwise, when the build reads the
// bundled local CMS (CMS_API_URL unset or on this machine), that CMS's stand-in script — as the interactive_image
// plugin's files come from the CMS's /wp-content/plugins/ — so `npm start` and the tests show a working form.
import { cmsUploadsBase } from './cms-url.ts'
import { parseEnv } from './parse.ts'
import { pickEnv, withCmsApiUrl } from './vars.server.ts'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
export const LOCAL_EMBED_PATH = '/wp-content/plugins/mailblue/embed.js?id={id}'

const EmbedEnvSchema = pickEnv(['VITE_MAILBLUE_EMBED_URL', 'CMS_PORT', 'CMS_API_URL']).transform(withCmsApiUrl)

export function mailBlueEmbedTemplate(env: NodeJS.ProcessEnv): string | undefined {
  const parsed = parseEnv(EmbedEnvSchema, env, 'Invalid environment for the newsletter embed')
  if (parsed.VITE_MAILBLUE_EMBED_URL) return parsed.VITE_MAILBLUE_EMBED_URL
  const base = cmsUploadsBase(parsed.CMS_API_URL)
  return LOOPBACK.has(new URL(base).hostname) ? `${base}${LOCAL_EMBED_PATH}` : undefined
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
