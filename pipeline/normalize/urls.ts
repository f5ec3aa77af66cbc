// URL rewriting: CMS and site URLs become site paths, CMS media becomes "/wp-content/…" (proxied by the host).

export type UrlContext = {
  /** The public site's origin, without a trailing slash ("https://www.hoefslag.nl"). */
  siteOrigin: string
  /** A URL on the CMS or the site (or localhost) → site path with search and hash; anything else unchanged. */
  toSitePath(url: string): string
  /** A CMS URL under /wp-content/ → "/wp-content/…"; anything else unchanged. */
  mediaUrl(url: string): string
  /** Whether the URL is a page of this site: a site path, or an absolute URL on the CMS or site origin. */
  isInternal(url: string): boolean
}

/** WordPress paths the site does not serve: links to them stay on the CMS. */
const CMS_ONLY = /^\/(wp-admin|wp-json|wp-includes|wp-login\.php|xmlrpc\.php)(\/|$|\?)/
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i

/** Splits "/a/b?x#y" into the path and the "?x#y" rest. */
const splitPath = (path: string): [string, string] => {
  const cut = path.search(/[?#]/)
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)]
}

/** Collapses repeated slashes in the path part ("//a///b/?u=http://x" → "/a/b/?u=http://x"). */
export function collapseSlashes(path: string): string {
  const [pathname, rest] = splitPath(path)
  return pathname.replace(/\/{2,}/g, '/') + rest
}

/** Adds a trailing slash to a path (before any ?/#) unless its last segment has a file extension. */
export function ensureTrailingSlash(path: string): string {
  const [pathname, rest] = splitPath(path)
  if (pathname.endsWith('/') || FILE_EXTENSION.test(pathname)) return pathname + rest
  return `${pathname}/${rest}`
}

const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '')

export function createUrlContext(options: { cmsOrigins: string[]; siteUrl: string }): UrlContext {
  const siteOrigin = new URL(options.siteUrl).origin
  const hosts = new Set([siteOrigin, ...options.cmsOrigins].map((o) => hostKey(new URL(o))))

  /** The URL parsed, when it is absolute (or protocol-relative) on one of our hosts; undefined otherwise. */
  function ownUrl(url: string): URL | undefined {
    if (!/^(https?:)?\/\//i.test(url)) return undefined
    let parsed: URL
    try {
      parsed = new URL(url, 'https://protocol-relative.invalid')
    } catch {
      return undefined
    }
    const own = LOCAL_HOSTS.has(parsed.hostname) || hosts.has(hostKey(parsed))
    return own ? parsed : undefined
  }

  const isMedia = (pathname: string) => pathname.startsWith('/wp-content/')
  const sitePath = (u: URL) => ensureTrailingSlash(collapseSlashes(u.pathname)) + u.search + u.hash

  function toSitePath(url: string): string {
    const trimmed = url.trim()
    if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return ensureTrailingSlash(collapseSlashes(trimmed))
    const own = ownUrl(trimmed)
    if (!own || CMS_ONLY.test(own.pathname)) return url
    return isMedia(own.pathname) ? own.pathname + own.search + own.hash : sitePath(own)
  }

  function mediaUrl(url: string): string {
    const own = ownUrl(url.trim())
    return own && isMedia(own.pathname) ? own.pathname + own.search + own.hash : url
  }

  function isInternal(url: string): boolean {
    const trimmed = url.trim()
    if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true
    const own = ownUrl(trimmed)
    return own !== undefined && !CMS_ONLY.test(own.pathname)
  }

  return { siteOrigin, toSitePath, mediaUrl, isInternal }
}

/** Host without "www." plus a non-default port: http/https and www/bare variants of one host match. */
function hostKey(url: URL): string {
  return bareHost(url.hostname) + (url.port ? `:${url.port}` : '')
}
