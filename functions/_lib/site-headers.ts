// The site's own security headers on the editors' answers, so they are as locked down as a public page: a private page, a preview, the preview
// error page, the editor 404 and the 422 page carry the same CSP (frame-ancestors), X-Frame-Options, Referrer-Policy,
// Permissions-Policy … as every public page. Not a second list: the build writes the `/*` rule of `_headers`
// (sitebuild/postbuild/headers.ts) to <DIST_DIR>/server/site-headers.json, which ships with the editor functions
// (netlify.toml includes dist/server/**), next to a copy of the built 404 page (<DIST_DIR>/server/404.html). Both are
// read once per site handle (lib/site-handle.ts): the build a request is answered from is the one whose headers it gets.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { sitePart, type SiteHandle } from '#lib/site-handle.ts'

export const SITE_HEADERS_FILE = 'site-headers.json'
export const NOT_FOUND_FILE = '404.html'

/** Without a build (tests, a dist from before this file existed): at least no framing, and said once in the log. */
const FALLBACK: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
}

const serverFile = (site: SiteHandle, name: string) => path.join(site.dirs.distDir, 'server', name)

/** The `/*` headers of the handle's build. */
export const SITE_HEADERS = sitePart('security headers', (site): Readonly<Record<string, string>> => {
  const file = serverFile(site, SITE_HEADERS_FILE)
  try {
    return z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch {
    console.error(`[editor] ${file} is missing or malformed: editor pages get only the framing headers`)
    return FALLBACK
  }
})

/** The handle's built 404 page, or undefined without a build. */
export const NOT_FOUND_PAGE = sitePart('404 page', (site): string | undefined => {
  try {
    return readFileSync(serverFile(site, NOT_FOUND_FILE), 'utf8')
  } catch {
    return undefined
  }
})

/** The `/*` headers of the build the handle opened. */
export const siteSecurityHeaders = (site: SiteHandle): Readonly<Record<string, string>> => site.get(SITE_HEADERS)

/** The build's 404 page, or undefined without a build. */
export const builtNotFoundPage = (site: SiteHandle): string | undefined => site.get(NOT_FOUND_PAGE)
