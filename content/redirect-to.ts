// The login's redirectTo (spec §2 /login/, DESIGN "redirectTo accepts same-site paths only"): a path on this site,
// else the home page. Isomorphic: the login form and the login function check it the same way.
export function safeRedirectTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/'
  try {
    const url = new URL(value, 'https://same.site')
    return url.origin === 'https://same.site' ? url.pathname + url.search + url.hash : '/'
  } catch {
    return '/'
  }
}
