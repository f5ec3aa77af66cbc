// The `_headers` rules: security headers on every path, a year's immutable cache for Vite's hashed /assets/, and
// noindex everywhere on a build that is no production deploy.
import type { HeaderRule } from '../../server/headers-file.ts'
import { contentSecurityPolicy, type CspOptions } from './csp.ts'

export type HeaderOptions = CspOptions & { indexable: boolean }

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
  ]
}
