// URL rewriting: CMS and site URLs become site paths, CMS media becomes "/wp-content/…" (proxied by the host).

export type UrlContext = {
  /** The public site's origin, without a trailing slash ("https://www.hoefslag.nl"). */
  siteOrigin: string
  /** A URL on the CMS or the site (or localhost) → site path with search and hash; anything else unchanged. */
  toSitePath(url: string): string
  /** A CMS URL under /wp-content/ → "/wp-content/…"; anything else unchanged. */
  mediaUrl(url: string): string
  /** Like toSitePath/mediaUrl, but absolute on the site origin (canonical URLs, Open Graph, JSON-LD). */
  toSiteUrl(url: string): string
  /** Whether the URL is a page of this site: a site path, or an absolute URL on the CMS or site origin. */
  isInternal(url: string): boolean
}

/** WordPress paths the site does not serve: links to them stay on the CMS. */
const CMS_ONLY = /^\/(wp-admin|wp-json|wp-includes|wp-login\.php|xmlrpc\.php)(\/|$|\?)/
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i

export const collapseSlashes = (path: string): string => path.replace(/\/{2,}/g, '/')

/** Adds a trailing slash to a path (before any ?/#) unless its last segment has a file extension. */
export function ensureTrailingSlash(path: string): string {
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  const rest = cut === -1 ? '' : path.slice(cut)
  if (pathname.endsWith('/') || FILE_EXTENSION.test(pathname)) return pathname + rest
  return `${pathname}/${rest}`
}

const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '')

export function createUrlContext(options: { cmsOrigins: string[]; siteUrl: string }): UrlContext {
  const siteOrigin = new URL(options.siteUrl).origin
  const hosts = new Set([siteOrigin, ...options.cmsOrigins].map((o) => bareHost(new URL(o).hostname) + portOf(new URL(o))))

  /** The URL parsed, when it is absolute (or protocol-relative) on one of our hosts; undefined otherwise. */
  function ownUrl(url: string): URL | undefined {
    if (!/^(https?:)?\/\//i.test(url)) return undefined
    let parsed: URL
    try {
      parsed = new URL(url, 'https://protocol-relative.invalid')
    } catch {
      return undefined
    }
    const own = LOCAL_HOSTS.has(parsed.hostname) || hosts.has(bareHost(parsed.hostname) + portOf(parsed))
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

  function toSiteUrl(url: string): string {
    const path = toSitePath(url)
    return path.startsWith('/') && !path.startsWith('//') ? siteOrigin + path : path
  }

  function isInternal(url: string): boolean {
    const trimmed = url.trim()
    if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true
    const own = ownUrl(trimmed)
    return own !== undefined && !CMS_ONLY.test(own.pathname)
  }

  return { siteOrigin, toSitePath, mediaUrl, toSiteUrl, isInternal }
}

/** ":8081" for a non-default port, "" otherwise (so http and https on default ports match). */
function portOf(url: URL): string {
  return url.port ? `:${url.port}` : ''
}
