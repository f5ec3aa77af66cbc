// The site's own security headers on the editors' answers, so they are as locked down as a public page: a private page, a preview, the preview
// error page, the editor 404 and the 422 page carry the same CSP (frame-ancestors), X-Frame-Options, Referrer-Policy,
// Permissions-Policy … as every public page. Not a second list: the build writes the `/*` rule of `_headers`
// (sitebuild/postbuild/headers.ts) to <DIST_DIR>/server/site-headers.json, which ships with the editor functions
// (netlify.toml includes dist/server/**), next to a copy of the built 404 page (<DIST_DIR>/server/404.html).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { runtimeEnv } from '#lib/env/runtime.server.ts'

export const SITE_HEADERS_FILE = 'site-headers.json'
export const NOT_FOUND_FILE = '404.html'

/** Without a build (tests, a dist from before this file existed): at least no framing, and said once in the log. */
const FALLBACK: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
}

const cache = new Map<string, Record<string, string>>()
const notFoundCache = new Map<string, string | undefined>()

const serverDir = (distDir?: string) => path.resolve(distDir ?? safeDistDir(), 'server')

function safeDistDir(): string {
  try {
    return runtimeEnv().DIST_DIR
  } catch {
    return 'dist'
  }
}

/** The `/*` headers of the build in `distDir` (DIST_DIR when not given), read once per process. */
export function siteSecurityHeaders(distDir?: string): Record<string, string> {
  const file = path.join(serverDir(distDir), SITE_HEADERS_FILE)
  let headers = cache.get(file)
  if (!headers) {
    try {
      headers = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(file, 'utf8')))
    } catch {
      console.error(`[editor] ${file} is missing or malformed: editor pages get only the framing headers`)
      headers = FALLBACK
    }
    cache.set(file, headers)
  }
  return headers
}

/** The build's 404 page, or undefined without a build. */
export function builtNotFoundPage(distDir?: string): string | undefined {
  const file = path.join(serverDir(distDir), NOT_FOUND_FILE)
  if (!notFoundCache.has(file)) {
    let html: string | undefined
    try {
      html = readFileSync(file, 'utf8')
    } catch {
      html = undefined
    }
    notFoundCache.set(file, html)
  }
  return notFoundCache.get(file)
}
