// A stand-in for what is Netlify's in the publish status (decision 044): a build hook on loopback that records the
// `trigger_title` each call gives the deploy, and Netlify's side of a deploy event — the body Netlify POSTs to an
// event function (`{ payload: <the deploy>, site }`, with the fields a real deploy payload has, its log token
// included), handed to the project's own deploy-event functions, which then report to the real WordPress.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import deployBuilding from '#functions/deploy-building.ts'
import deployFailed from '#functions/deploy-failed.ts'
import deploySucceeded from '#functions/deploy-succeeded.ts'
import { WP } from './config.ts'

export const SITE_ID = 'c0ffee00-1234-4abc-9def-000000000044'
export const LOG_TOKEN = 'netlify-log-token-never-forwarded'
const handlers = { building: deployBuilding, succeeded: deploySucceeded, failed: deployFailed }

export type Deploy = { id: string; title: string; error?: string; siteId?: string; context?: string }

export async function netlifyStandIn(): Promise<{
  hookUrl: string
  titles: string[]
  deploy: (event: keyof typeof handlers, deploy: Deploy) => Promise<Response>
  close: () => void
}> {
  const titles: string[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    req.resume()
    if (req.method !== 'POST' || !url.pathname.startsWith('/build_hooks/')) return void res.writeHead(404).end()
    titles.push(url.searchParams.get('trigger_title') ?? '')
    res.writeHead(200).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  // What Netlify sets in a function's environment, and the site's own settings.
  process.env.SITE_ID = SITE_ID
  process.env.CMS_API_URL = WP.api
  process.env.BUILD_HOOK_SECRET = WP.hookSecret
  resetRuntimeEnv()
  const deploy = (event: keyof typeof handlers, d: Deploy) => {
    const now = new Date().toISOString()
    const payload = {
      id: d.id,
      site_id: d.siteId ?? SITE_ID,
      build_id: `${d.id}b`,
      state: { building: 'building', succeeded: 'ready', failed: 'error' }[event],
      name: 'hoefslag',
      ssl_url: WP.siteUrl,
      created_at: now,
      updated_at: now,
      error_message: d.error ?? null,
      branch: 'main',
      title: d.title,
      context: d.context ?? 'production',
      published_at: event === 'succeeded' ? now : null,
      log_access_attributes: { type: 'firebase', token: LOG_TOKEN },
    }
    const body = JSON.stringify({ payload, site: { id: SITE_ID, name: 'hoefslag' } })
    return handlers[event](new Request(`${WP.siteUrl}/.netlify/functions/deploy-${event}`, { method: 'POST', body }))
  }
  return {
    hookUrl: `http://127.0.0.1:${port}/build_hooks/5f0c0ffee`,
    titles,
    deploy,
    close: () => {
      server.close()
      for (const key of ['SITE_ID', 'CMS_API_URL', 'BUILD_HOOK_SECRET']) delete process.env[key]
      resetRuntimeEnv()
    },
  }
}
