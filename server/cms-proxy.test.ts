// The /wp-content proxy with WordPress in a subdirectory: uploads live under the site root, not the bare origin.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsUploadsBase } from '#lib/env/cms-url.ts'
import { proxyToCms } from './cms-proxy.ts'

const servers: Server[] = []
const listen = async (server: Server) => {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
let cms: string
let site: string
const asked: string[] = []

beforeAll(async () => {
  cms = await listen(
    createServer((req, res) => {
      asked.push(req.url ?? '')
      // WordPress' front end sends a missing upload to the site; an offload plugin sends one to its CDN.
      if (req.url?.includes('/naar-site/'))
        return void res.writeHead(301, { Location: `https://www.hoefslag.nl${req.url}` }).end()
      if (req.url?.includes('/naar-cdn/'))
        return void res.writeHead(302, { Location: `https://cdn.example.nl${req.url}` }).end()
      res.end('bestand')
    }),
  )
  const root = cmsUploadsBase(`${cms}/blog/wp-json`)
  site = await listen(
    createServer((req, res) => {
      void proxyToCms(req, res, `${root}${req.url ?? '/'}`, { siteOrigins: ['https://www.hoefslag.nl'] }).then(
        (outcome) => {
          if (outcome === 'loop') res.writeHead(404).end('niet gevonden op de site')
        },
      )
    }),
  )
})
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))))

describe('the /wp-content proxy', () => {
  it("asks the CMS's site root, subdirectory included", async () => {
    const res = await fetch(`${site}/wp-content/uploads/2026/05/hoef.jpg?v=2`)
    expect(await res.text()).toBe('bestand')
    expect(asked).toEqual(['/blog/wp-content/uploads/2026/05/hoef.jpg?v=2'])
  })

  it("never passes on a redirect back to the site (SITE_URL's origin): the caller answers with the site's 404", async () => {
    const loop = await fetch(`${site}/wp-content/uploads/naar-site/nope.jpg`, { redirect: 'manual' })
    expect([loop.status, loop.headers.get('location'), await loop.text()]).toEqual([
      404,
      null,
      'niet gevonden op de site',
    ])
    // A redirect elsewhere (a media CDN) is the CMS's answer: passed on, not followed.
    const cdn = await fetch(`${site}/wp-content/uploads/naar-cdn/hoef.jpg`, { redirect: 'manual' })
    expect([cdn.status, cdn.headers.get('location')]).toEqual([
      302,
      'https://cdn.example.nl/blog/wp-content/uploads/naar-cdn/hoef.jpg',
    ])
  })
})
