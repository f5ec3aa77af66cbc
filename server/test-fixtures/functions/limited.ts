// Test fixture: a function with Netlify's config.rateLimit (2 requests a minute per IP address).
import type { Config } from '#functions/_runtime/types.ts'

export default () => Response.json({ ok: true })

export const config: Config = {
  path: '/api/limited',
  rateLimit: { windowLimit: 2, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
