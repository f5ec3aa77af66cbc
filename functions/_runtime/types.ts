// The Netlify Functions v2 contract (https://docs.netlify.com/functions/api/): `export default (req: Request,
// context: Context) => Response` and `export const config: Config` (Config is @netlify/functions' own type).
// Runs in the functions on Netlify and, through this folder's adapter, in `npm run serve` / `npm start`.
import type { Config } from '@netlify/functions'
import type { SiteHandle } from '#lib/site-handle.ts'

/** A cookie as `context.cookies.set()` takes it (the CookieStore.set() options). */
export type Cookie = {
  name: string
  value: string
  domain?: string
  path?: string
  /** Epoch milliseconds or a Date. */
  expires?: number | Date
  /** Seconds. */
  maxAge?: number
  httpOnly?: boolean
  secure?: boolean
  sameSite?: 'Strict' | 'Lax' | 'None'
}

export type Cookies = {
  /** The cookie's value from the request, or undefined. */
  get: (name: string) => string | undefined
  set: (cookie: Cookie) => void
  delete: (cookie: string | { name: string; domain?: string; path?: string }) => void
}

export type Geo = {
  city?: string
  country?: { code?: string; name?: string }
  subdivision?: { code?: string; name?: string }
  timezone?: string
  latitude?: number
  longitude?: number
  postalCode?: string
}

/** The second argument of every handler: the subset of Netlify's Context this project uses and the local adapter fills. */
export type Context = {
  /** Values of the `:name` segments (and `*` as "0") of the matched `config.path`. */
  params: Record<string, string>
  cookies: Cookies
  /** The client's IP address. */
  ip: string
  requestId: string
  geo: Geo
  site: { id?: string; name?: string; url?: string }
  deploy: { context: string; id: string; published: boolean }
  server: { region: string }
  account: { id: string }
  /** Keeps the function alive until the promise settles, after the response was sent. */
  waitUntil: (promise: Promise<unknown>) => void
  /**
   * Not Netlify's: the build this request answers from (lib/site-handle.ts), set by the local runtime from the build
   * the server serves at the moment the request arrives. Absent on Netlify, where the function instance opens its own
   * (functions/_lib/site.ts `siteOf`). Netlify's `site` above is the site's name and URL, not its data.
   */
  siteHandle?: SiteHandle
}

/**
 * Netlify's `config.rateLimit`: at most `windowLimit` requests per `windowSize` seconds (a sliding window, at most
 * 180 s), counted per IP address and/or per domain; over it Netlify answers 429 (or rewrites to `to`). The Node server
 * applies the same limit (functions/_runtime/rate-limit.ts).
 */
export type RateLimitConfig = NonNullable<Config['rateLimit']>

/**
 * `export const config`: Netlify's own type from @netlify/functions (types only: nothing of it is bundled), so a
 * function's `path`, `method`, `rateLimit` or `region` is checked against what Netlify accepts. Without `path` a
 * function answers at /.netlify/functions/<name>. The Node server reads the same object (load.ts, with zod).
 */
export type { Config }

export type Handler = (req: Request, context: Context) => Response | Promise<Response>
