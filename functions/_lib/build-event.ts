// The publish status on Netlify (decision 044): Netlify runs functions/deploy-building.ts, deploy-succeeded.ts and
// deploy-failed.ts on each deploy with `{ payload: <the deploy>, site: … }`. Each reports the deploy's state to the
// companion plugin (`POST {CMS_API_URL}/hoefslag/v1/build-event`), signed with the secret WordPress already shares
// with the site's build hook: `X-Hoefslag-Signature: sha256=<hex HMAC-SHA256(secret, "{timestamp}.{body}")>` and
// `X-Hoefslag-Timestamp` (Unix seconds; WordPress refuses one more than 5 minutes off). Only what the status needs
// leaves the function — id, title (which carries WordPress' ticket number from the build hook's trigger_title), times
// and the error, and with deploy-succeeded the build's warnings for the editors (functions/_lib/build-warnings.ts) —
// never the deploy's log token or anything else of the payload. Only production deploys of this site
// (payload.site_id = SITE_ID, which Netlify sets) are reported; off Netlify (no SITE_ID) the functions answer 404.
import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { json, readTextCapped, runtimeEnvOrResponse } from './http.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import { siteOf, type SiteContext } from './site.ts'

export type DeployEvent = 'deploy-building' | 'deploy-succeeded' | 'deploy-failed'

/** The part of Netlify's event body the status needs (the rest — log tokens, function lists — is ignored). */
const NetlifyEventSchema = z.object({
  payload: z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a deploy id'),
    site_id: z.string().min(1),
    title: z.string().max(2000).nullish(),
    context: z.string().max(100).nullish(),
    error_message: z.string().nullish(),
    published_at: z.string().max(100).nullish(),
  }),
})

/** At most this much of Netlify's body is read (a deploy payload is a few KB). */
const MAX_BODY = 256 * 1024
const WORDPRESS_TIMEOUT_MS = 8000

export type SignedEvent = { body: string; headers: Record<string, string> }

/** The body WordPress gets and its signature headers. */
export function signBuildEvent(secret: string, body: string, now = Date.now()): SignedEvent {
  const timestamp = String(Math.floor(now / 1000))
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Hoefslag-Timestamp': timestamp,
      'X-Hoefslag-Signature': `sha256=${signature}`,
    },
  }
}

/**
 * The handler of one deploy event function; `warnings`: what the deploy's build warns the editors of (decision 059;
 * build-warnings.ts reads them, imported by deploy-succeeded alone so only it ships their file).
 */
export function deployEventHandler(
  event: DeployEvent,
  options: { warnings?: (site: SiteHandle) => Promise<readonly object[]> } = {},
): (request: Request, context?: SiteContext) => Promise<Response> {
  const name = event
  return async (request, context) => {
    const env = runtimeEnvOrResponse(name)
    if (!env.ok) return env.response
    const { SITE_ID, BUILD_HOOK_SECRET, CMS_API_URL } = env.value
    if (!SITE_ID) return json(404, { error: `${name} reports Netlify deploys to WordPress; SITE_ID is not set here.` })
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed: Netlify POSTs deploy events.' })
    if (!BUILD_HOOK_SECRET) {
      console.error(`[${name}] BUILD_HOOK_SECRET is not set: the deploy is not reported to WordPress`)
      return json(404, { error: `${name}: BUILD_HOOK_SECRET is not set, nothing is reported.` })
    }
    const text = await readTextCapped(request, MAX_BODY)
    if (text === undefined) return json(413, { error: `Payload Too Large: at most ${MAX_BODY} bytes.` })
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return json(400, { error: 'The body is not JSON: expected { "payload": <the deploy> }.' })
    }
    const parsed = NetlifyEventSchema.safeParse(raw)
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      return json(400, { error: `Not a Netlify deploy event: ${fields.join('; ')}` })
    }
    const deploy = parsed.data.payload
    if (deploy.site_id !== SITE_ID) return json(403, { error: 'The deploy is not of this site: nothing reported.' })
    if (deploy.context && deploy.context !== 'production')
      return json(200, { reported: false, reason: `a ${deploy.context} deploy does not change the live site` })
    const warnings = (await options.warnings?.(siteOf(context))) ?? []
    const body = JSON.stringify({
      event,
      deploy: {
        ...(warnings.length ? { warnings } : {}),
        id: deploy.id,
        title: deploy.title ?? '',
        ...(deploy.published_at ? { published_at: deploy.published_at } : {}),
        ...(event === 'deploy-failed' ? { error_message: (deploy.error_message ?? '').slice(0, 2000) } : {}),
      },
    })
    const signed = signBuildEvent(BUILD_HOOK_SECRET, body)
    const target = `${CMS_API_URL}/hoefslag/v1/build-event`
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
        signal: AbortSignal.timeout(WORDPRESS_TIMEOUT_MS),
      })
      const answer = await res.text()
      if (!res.ok) {
        console.error(`[${name}] WordPress answered HTTP ${res.status}: ${answer.slice(0, 300)}`)
        return json(502, { reported: false, status: res.status })
      }
      return json(200, { reported: true })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      console.error(`[${name}] ${target} failed: ${message}`)
      return json(502, { reported: false, error: message })
    }
  }
}
