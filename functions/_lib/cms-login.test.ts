import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestCmsToken } from './cms-login.ts'

let cms: Server
let cmsApiUrl = ''
beforeAll(async () => {
  // A JWT plugin that refuses with WordPress's own kind of message: HTML with typographic quotes as entities.
  cms = createServer((_req, res) =>
    res.writeHead(403, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        code: 'jwt_auth_user_blocked',
        message: '<strong>Fout:</strong> het account van &#8216;redactie&#8217; is geblokkeerd.',
      }),
    ),
  )
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  const address = cms.address()
  cmsApiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wp-json`
})
afterAll(() => new Promise((resolve) => cms.close(resolve)))

describe("the CMS's refusal", () => {
  it('passes its message on as plain text, tags stripped and entities decoded', async () => {
    const login = await requestCmsToken({ cmsApiUrl, username: 'redactie', password: 'x', timeoutMs: 5_000 })
    expect(login).toEqual({
      ok: false,
      error: 'refused',
      status: 401,
      cmsMessage: 'Fout: het account van ‘redactie’ is geblokkeerd.',
    })
  })
})
