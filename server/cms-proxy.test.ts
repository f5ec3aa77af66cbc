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
      res.end('bestand')
    }),
  )
  const root = cmsUploadsBase(`${cms}/blog/wp-json`)
  site = await listen(createServer((req, res) => void proxyToCms(req, res, `${root}${req.url ?? '/'}`)))
})
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))))

describe('the /wp-content proxy', () => {
  it("asks the CMS's site root, subdirectory included", async () => {
    const res = await fetch(`${site}/wp-content/uploads/2026/05/hoef.jpg?v=2`)
    expect(await res.text()).toBe('bestand')
    expect(asked).toEqual(['/blog/wp-content/uploads/2026/05/hoef.jpg?v=2'])
  })
})
