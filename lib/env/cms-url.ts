// What the CMS_API_URL setting means beyond the REST root: where the WordPress site itself lives. Shared by the
// pipeline (links and uploads), the postbuild (the /wp-content/* proxy rule) and the site server (the same proxy).

/**
 * The WordPress site root of a REST root: "https://cms.example.nl/blog/wp-json" → "https://cms.example.nl/blog/".
 * Its path is the base WordPress puts before every permalink and upload (decision 006, WordPress in a subdirectory).
 */
export function cmsSiteRoot(apiUrl: string): URL {
  const url = new URL(apiUrl)
  url.pathname = url.pathname.replace(/\/wp-json\/?$/, '/').replace(/\/?$/, '/')
  url.search = ''
  url.hash = ''
  return url
}

/** The WordPress site root without its trailing slash ("https://cms.example.nl/blog"): where /wp-content/* is proxied. */
export const cmsUploadsBase = (apiUrl: string): string => cmsSiteRoot(apiUrl).href.replace(/\/$/, '')
