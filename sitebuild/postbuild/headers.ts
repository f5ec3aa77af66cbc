// The `_headers` rules: security headers on every path, a year's immutable cache for Vite's hashed /assets/, and
// noindex everywhere on a build that is no production deploy.
import type { HeaderRule } from '#server/headers-file.ts'
import { contentSecurityPolicy, type CspOptions } from './csp.ts'
import { RSS_CONTENT_TYPE } from '#content/feeds.ts'

export type HeaderOptions = CspOptions & {
  indexable: boolean
  /** The RSS feeds' paths ("/feed/"): each file is an index.html holding RSS, sent as application/rss+xml. */
  feedPaths?: string[]
}

/** Where the build report is published (sitebuild/build-report/html.ts): for editors, never for search engines. */
export const BUILD_REPORT_PATH = '/_build/'

export function headerRules(o: HeaderOptions): HeaderRule[] {
  const everywhere: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(o),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The finder may ask for the visitor's location; video embeds keep their own defaults (autoplay, fullscreen).
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), browsing-topics=(), geolocation=(self)',
    // Ads open their landing pages in popups.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(o.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    ...(o.indexable ? {} : { 'X-Robots-Tag': 'noindex' }),
  }
  return [
    { path: '/*', headers: everywhere },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ...(o.feedPaths ?? []).map((path) => ({ path, headers: { 'Content-Type': RSS_CONTENT_TYPE } })),
    { path: `${BUILD_REPORT_PATH}*`, headers: { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' } },
  ]
}
