// The server tests' small built site: pages, 404, assets, dotfiles, a secret outside the public folder, `_redirects`
// and `_headers` as the build writes them, a stand-in CMS for /wp-content, and the fixture functions.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createSiteServer, type SiteServer, type SiteServerOptions } from '../index.ts'

const FUNCTIONS = path.join(import.meta.dirname, 'functions')

export type FixtureSite = {
  site: SiteServer
  dist: string
  cmsOrigin: string
  logged: string[]
  stopCms: () => Promise<void>
  close: () => Promise<void>
}

/** Extra `_redirects` lines go before the fixed ones (first match wins). */
export async function startFixtureSite(
  options: Partial<SiteServerOptions> & { extraRedirects?: string[] } = {},
): Promise<FixtureSite> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'hoefslag-serve-'))
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true })
    await writeFile(path.join(dist, file), text)
  }
  await write('client/index.html', '<!DOCTYPE html><h1>Home</h1>')
  await write('client/404.html', '<!DOCTYPE html><h1>Deze pagina kon niet worden gevonden</h1>')
  await write('client/kennisbank/index.html', '<!DOCTYPE html><h1>Kennisbank</h1>')
  await write('client/over-ons/index.html', '<!DOCTYPE html><h1>Over ons</h1>')
  await write('client/forced/index.html', '<!DOCTYPE html><h1>Shadowed</h1>')
  await write('client/assets/app.js', `console.log(${JSON.stringify('paard '.repeat(2000))})\n`)
  await write('client/.vite/manifest.json', '{"secret":true}')
  await write(
    'client/_headers',
    '/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  )
  await write('secret.txt', 'top secret')

  // WordPress' front end sends a missing upload's 404 to the same path on the site (its "redirect to the site"): the
  // stand-in does so for any path with "ontbreekt" in it.
  let siteUrl = ''
  const cms = createServer((req, res) => {
    if (req.url?.includes('ontbreekt')) {
      res.writeHead(301, { Location: `${siteUrl}${req.url}`, 'X-From': 'cms' })
      return void res.end()
    }
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'X-From': 'cms' })
    res.end(`<svg data-path="${req.url}"/>`)
  })
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  const address = cms.address()
  const cmsOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  await write(
    'client/_redirects',
    [
      ...(options.extraRedirects ?? []),
      '/over/  /over-ons/  301',
      '/forced/  /kennisbank/  302!',
      '/oud/*  /nieuw/:splat  308',
      '/zoek  q=:q  /zoeken/?q=:q  301',
      '/inloggen  /login/  301',
      '/*  p=:id  /api/items/:id  200!',
      `/wp-content/*  ${cmsOrigin}/wp-content/:splat  200`,
      '/*  /api/hello  200  Cookie=editor',
      '',
    ].join('\n'),
  )

  const logged: string[] = []
  const { extraRedirects: _extra, ...serverOptions } = options
  const site = await createSiteServer({
    distDir: dist,
    functionsDir: FUNCTIONS,
    cmsOrigin,
    port: 0,
    log: (m) => logged.push(m),
    ...serverOptions,
  })
  siteUrl = site.url
  let cmsOpen = true
  const stopCms = async () => {
    if (cmsOpen) await new Promise((resolve) => cms.close(resolve))
    cmsOpen = false
  }
  return {
    site,
    dist,
    cmsOrigin,
    logged,
    stopCms,
    close: async () => {
      await site.close()
      await stopCms()
      await rm(dist, { recursive: true, force: true })
    },
  }
}
