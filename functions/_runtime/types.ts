// The Netlify Functions v2 contract (https://docs.netlify.com/functions/api/), typed here so the functions need no
// Netlify package: `export default (req: Request, context: Context) => Response` and `export const config: Config`.
// Runs in the functions on Netlify and, through this folder's adapter, in `npm run serve` / `npm start`.

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
}

/**
 * Netlify's `config.rateLimit` (the shape of @netlify/functions' v2 Config): at most `windowLimit` requests per
 * `windowSize` seconds (a sliding window, at most 180 s), counted per IP address and/or per domain; over it Netlify
 * answers 429 (or rewrites to `to`). The Node server applies the same limit (functions/_runtime/rate-limit.ts).
 */
export type RateLimitConfig = {
  windowLimit: number
  windowSize: number
  aggregateBy?: 'ip' | 'domain' | readonly ('ip' | 'domain')[]
  action?: 'rate_limit' | 'rewrite'
  to?: string
  algorithm?: 'sliding_window'
}

/** `export const config`: where the function answers. Without `path` it answers at /.netlify/functions/<name>. */
export type Config = {
  /** URLPattern-style path(s): "/api/search", "/api/items/:id", "/api/partners/*". */
  path?: string | string[]
  excludedPath?: string | string[]
  /** Answer only these methods (default: all). */
  method?: string | string[]
  /** Let a static file at the same path win (default: the function wins). */
  preferStatic?: boolean
  rateLimit?: RateLimitConfig
}

export type Handler = (req: Request, context: Context) => Response | Promise<Response>
