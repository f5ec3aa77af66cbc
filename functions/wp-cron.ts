// Netlify scheduled function (docs/deploy.md "Scheduled posts"): every minute it runs WordPress' cron on the
// CMS (GET {WordPress root}/wp-cron.php), because WordPress runs its cron only on page visits and nobody visits a
// headless WordPress. WordPress then publishes every scheduled post whose time has come (`publish_future_post`), and
// the companion plugin calls the build hook as for any publish: a post scheduled for T is live by T + 1 minute + the
// build. Scheduled functions run on the published deploy only, at most 30 s; wp-cron.php answers quickly.
import { cmsSiteRoot } from '#lib/env/cms-url.ts'
import { noStoreJson, runtimeEnvOrResponse } from './_lib/http.ts'
import type { Config } from './_runtime/types.ts'

/**
 * WordPress' cron endpoint for a REST root, as a real cron calls it: `doing_wp_cron` empty, so wp-cron.php takes its
 * own lock (a value would have to match the lock WordPress' spawner set, else wp-cron.php does nothing).
 */
export function wpCronUrl(cmsApiUrl: string): string {
  return `${new URL('wp-cron.php', cmsSiteRoot(cmsApiUrl)).href}?doing_wp_cron`
}

export default async (): Promise<Response> => {
  const env = runtimeEnvOrResponse('wp-cron')
  if (!env.ok) return env.response
  const url = wpCronUrl(env.value.CMS_API_URL)
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(Math.min(env.value.CMS_TIMEOUT_MS, 25_000)) })
    await res.arrayBuffer().catch(() => undefined)
    if (!res.ok) console.error(`[wp-cron] ${url} answered HTTP ${res.status}`)
    return noStoreJson(res.ok ? 200 : 502, { ran: res.ok, status: res.status })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`[wp-cron] ${url} failed: ${message}`)
    return noStoreJson(502, { ran: false, error: message })
  }
}

export const config: Config = { schedule: '* * * * *' }
