// Test fixture: answers with the URL and client IP the function saw (the origin comes from Host and, when trusted,
// X-Forwarded-Proto), without reading the request body.
import type { Config, Context } from '#functions/_runtime/types.ts'

export default (req: Request, context: Context) => Response.json({ url: req.url, ip: context.ip })

export const config: Config = { path: '/api/url' }
