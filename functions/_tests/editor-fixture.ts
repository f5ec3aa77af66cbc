// A small built site for the editor functions' tests: the 404 page and the `/*` security headers where the build puts
// them for the functions (<dist>/server/404.html, site-headers.json), `_redirects` with the editors' rules, the local CMS
// (its editor: redactie / hoefslag-dev), and — for raw-socket tests — the Node server with the real functions.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { FIXTURE_CONTENT, FIXTURE_MEDIA } from '#devcms/server/test-helpers.ts'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { createSiteServer, type SiteServer } from '#server/index.ts'

export const NOT_FOUND_HTML = '<!DOCTYPE html><h1>Deze pagina kon niet worden gevonden</h1>'
export const SITE_CSP = "default-src 'self'; frame-ancestors 'self'"
export const SITE_HEADERS = {
  'Content-Security-Policy': SITE_CSP,
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
}

export type EditorFixture = {
  dist: string
  cms: CmsServer
  site?: SiteServer
  logged: string[]
  /** A fresh token of the local CMS's editor. */
  token: () => Promise<string>
  close: () => Promise<void>
}

export async function startEditorFixture(
  options: { server?: boolean; rateLimits?: boolean } = {},
): Promise<EditorFixture> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'hoefslag-editor-'))
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true })
    await writeFile(path.join(dist, file), text)
  }
  await write('client/index.html', '<!DOCTYPE html><h1>Home</h1>')
  await write('client/404.html', NOT_FOUND_HTML)
  await write('server/404.html', NOT_FOUND_HTML)
  await write('server/site-headers.json', JSON.stringify(SITE_HEADERS))
  await write(
    'client/_headers',
    `/*\n${Object.entries(SITE_HEADERS)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`,
  )
  await write(
    'client/_redirects',
    [
      '/  p=:id  /api/editor/preview/?p=:id  200!',
      '/*  p=:id  /api/editor/preview/:splat?p=:id  200!',
      '/*  /api/editor/page/:splat  200  Cookie=hoefslag_token',
      '',
    ].join('\n'),
  )
  const cms = await createCmsServer({ contentDir: FIXTURE_CONTENT, mediaDir: FIXTURE_MEDIA, port: 0, gzip: false })
  process.env.CMS_API_URL = cms.url
  process.env.DIST_DIR = dist
  resetRuntimeEnv()
  const logged: string[] = []
  const site = options.server
    ? await createSiteServer({
        distDir: dist,
        functionsDir: path.resolve(import.meta.dirname, '..'),
        cmsOrigin: cms.origin,
        port: 0,
        rateLimits: options.rateLimits ?? false,
        log: (m, e) => logged.push(`${m}${e ? ` ${String(e)}` : ''}`),
      })
    : undefined
  const token = async () => {
    const res = await fetch(`${cms.url}/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'redactie', password: 'hoefslag-dev' }),
    })
    return z.object({ token: z.string() }).parse(await res.json()).token
  }
  return {
    dist,
    cms,
    ...(site ? { site } : {}),
    logged,
    token,
    close: async () => {
      await site?.close()
      await cms.close()
      await rm(dist, { recursive: true, force: true })
      delete process.env.CMS_API_URL
      delete process.env.DIST_DIR
      resetRuntimeEnv()
    },
  }
}
