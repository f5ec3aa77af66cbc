// Open-redirect attempts: each would send a browser to evil.example if it reached a
// Location header as it is, or after the browser's own clean-up (it drops tabs and newlines, reads `\` as `/`).
// Run against the login function (form field, JSON field, the Referer's redirectTo) and the editor functions.

const HOST = 'evil.example'

/** Ways to write "another host" as a path, each at least once plainly and once percent-encoded. */
export const OPEN_REDIRECTS: string[] = [
  `//${HOST}`,
  `//${HOST}/`,
  `///${HOST}`,
  `////${HOST}`,
  `/.//${HOST}`,
  `/./${'/'}${HOST}/x`,
  `/..//${HOST}`,
  `/a/..//${HOST}`,
  `/a/../..//${HOST}`,
  `/%2e//${HOST}`,
  `/%2E//${HOST}`,
  `/.%2e//${HOST}`,
  `/%2e%2e//${HOST}`,
  `/./%2F${HOST}`,
  `/%2F%2F${HOST}`,
  `/%2f/${HOST}`,
  `/%2f%2f${HOST}`,
  `/%252F%252F${HOST}`,
  `/%25252F%25252F${HOST}`,
  `/\\${HOST}`,
  `/\\/${HOST}`,
  `\\\\${HOST}`,
  `/%5C${HOST}`,
  `/%5c%5c${HOST}`,
  `/%255C${HOST}`,
  `/.\\${HOST}`,
  `/\t/${HOST}`,
  `/\n/${HOST}`,
  `/\r/${HOST}`,
  `/%09/${HOST}`,
  `/%0a/${HOST}`,
  `/%0d/${HOST}`,
  `/%0d%0a/${HOST}`,
  `/%00/${HOST}`,
  `/%7f/${HOST}`,
  `/\u0000/${HOST}`,
  `/\u007f/${HOST}`,
  `/%2509/${HOST}`,
  `https://${HOST}`,
  `https://${HOST}/`,
  `HTTPS://${HOST}`,
  `http:/${HOST}`,
  `https:${HOST}`,
  `//${HOST}@localhost`,
  `/@${HOST}/..//${HOST}`,
  `javascript:alert(1)`,
  `JaVaScRiPt:alert(1)`,
  ` javascript:alert(1)`,
  `data:text/html,<script>alert(1)</script>`,
  `//${HOST}%2F`,
  `/%2e%2e/%2e%2e//${HOST}`,
  `/x/%2e%2e//${HOST}`,
  `/.//${HOST}?redirectTo=/`,
  `/.//${HOST}#x`,
  `/%E3%80%82//${HOST}`,
  `/\u3000//${HOST}`,
]

/** True when `location` would take a browser off the site (as WHATWG URL reads it, after dropping tabs/newlines). */
export function leavesSite(location: string | null, site = 'http://localhost:8888'): boolean {
  if (location === null) return false
  const cleaned = location.replace(/[\t\n\r]/g, '')
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.includes('\\')) return true
  return new URL(cleaned, site).origin !== new URL(site).origin
}
