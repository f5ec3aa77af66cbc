// The Content-Security-Policy: the site's own origin (it serves the CMS's /wp-content/* through the proxy rule, so
// CMS media and the interactive_image plugin's scripts and styles count as 'self'), the hashes of the inline scripts
// the build emitted, and the third parties the spec names — video (YouTube, Vimeo, Quadia), ads (Google Publisher Tag),
// Google Maps and analytics for the finder and consent mode, PDOK geocoding, the newsletter form (ActiveCampaign,
// behind MailBlue). Images may come from any https origin (CMS media, video thumbnails, ad creatives); styles allow
// inline styles (CMS HTML and banner colours use style attributes).

const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://*.quadia.com',
]
const ADS = [
  'https://securepubads.g.doubleclick.net',
  'https://*.googletagservices.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://adservice.google.com',
  'https://www.google.com',
]
const GOOGLE = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
]
const NEWSLETTER = ['https://*.activehosted.com']

export type CspOptions = {
  /** `'sha256-…'` sources of the inline scripts in the built HTML. */
  inlineScriptHashes: string[]
  /** CSP_EXTRA_ORIGINS: allowed for scripts, styles, frames, connections and form posts. */
  extraOrigins: string[]
  /** More origins images may come from over http too (the finder map's tiles, VITE_MAP_TILE_URL). */
  imageOrigins?: string[]
  /** Only for an https site: a local http build must not have its requests upgraded. */
  https: boolean
}

export function contentSecurityPolicy(o: CspOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...o.inlineScriptHashes,
        ...ADS,
        ...GOOGLE,
        'https://*.quadia.com',
        'https://player.vimeo.com',
        'https://www.youtube.com',
        ...NEWSLETTER,
        ...o.extraOrigins,
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'", ...NEWSLETTER, ...o.extraOrigins]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...(o.imageOrigins ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:', 'https:']],
    [
      'connect-src',
      ["'self'", ...ADS, ...GOOGLE, 'https://api.pdok.nl', 'https://*.quadia.com', ...NEWSLETTER, ...o.extraOrigins],
    ],
    [
      'frame-src',
      ["'self'", ...VIDEO_FRAMES, ...ADS, 'https://www.googletagmanager.com', ...NEWSLETTER, ...o.extraOrigins],
    ],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...NEWSLETTER, ...o.extraOrigins]],
    ['frame-ancestors', ["'self'"]],
    ...(o.https ? ([['upgrade-insecure-requests', []]] satisfies [string, string[]][]) : []),
  ]
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ')
}
