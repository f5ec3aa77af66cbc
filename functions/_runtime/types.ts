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

/** `export const config`: where the function answers. Without `path` it answers at /.netlify/functions/<name>. */
export type Config = {
  /** URLPattern-style path(s): "/api/search", "/api/items/:id", "/api/partners/*". */
  path?: string | string[]
  excludedPath?: string | string[]
  /** Answer only these methods (default: all). */
  method?: string | string[]
  /** Let a static file at the same path win (default: the function wins). */
  preferStatic?: boolean
  /** Netlify's rate limit (sliding window of `windowSize` seconds; 429 beyond it). The local server does not apply it. */
  rateLimit?: { windowLimit: number; windowSize: number; aggregateBy?: ('ip' | 'domain')[] }
}

export type Handler = (req: Request, context: Context) => Response | Promise<Response>
