// Login (JWT), token checks, and status rules: private and draft items hidden anonymously, shown with a token.
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from './auth.ts'
import { field, ids, startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
let token: string
beforeAll(async () => {
  cms = await startFixture({ jwtSecret: 'test-secret-123' })
  token = await cms.login()
})
afterAll(() => cms.close())

const authConfig = {
  user: 'redactie',
  password: 'hoefslag-dev',
  secret: 'test-secret-123',
  ttlSeconds: 60,
  issuer: 'x',
}

describe('login', () => {
  it('answers a token and the editor for the development credentials (JSON or form body)', async () => {
    const res = await cms.send(
      'POST',
      '/jwt-auth/v1/token',
      { username: 'redactie', password: 'hoefslag-dev' },
      { form: true },
    )
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      token: expect.any(String),
      user_nicename: 'redactie',
      user_display_name: 'Redactie Hoefslag',
    })
    expect(String(field(res.json, 'token')).split('.')).toHaveLength(3)
  })

  it('answers 403 with the plugin codes for a wrong password or user', async () => {
    const wrong = await cms.send('POST', '/jwt-auth/v1/token', { username: 'redactie', password: 'nee' })
    expect(wrong.status).toBe(403)
    expect(wrong.json).toMatchObject({ code: '[jwt_auth] incorrect_password', data: { status: 403 } })
    const unknown = await cms.send('POST', '/jwt-auth/v1/token', { username: 'iemand', password: 'x' })
    expect(unknown.json).toMatchObject({ code: '[jwt_auth] invalid_username' })
  })

  it('validates tokens and rejects tampered or expired ones on any request', async () => {
    expect((await cms.send('POST', '/jwt-auth/v1/token/validate', {}, { token })).json).toMatchObject({
      code: 'jwt_auth_valid_token',
    })
    const tampered = `${token.slice(0, -2)}xx`
    const res = await cms.get('/wp/v2/posts', { token: tampered })
    expect(res.status).toBe(403)
    expect(res.json).toMatchObject({ code: 'jwt_auth_invalid_token' })
    const expired = issueToken(authConfig, 1, Date.now() - 3_600_000)
    expect((await cms.get('/wp/v2/posts', { token: expired })).json).toMatchObject({
      code: 'jwt_auth_invalid_token',
      message: 'Expired token',
    })
    const otherSecret = issueToken({ ...authConfig, secret: 'another-secret' }, 1)
    expect((await cms.get('/wp/v2/posts', { token: otherSecret })).status).toBe(403)
  })

  it('refuses, as the plugin does, a token without exp or issued in the future (iat), though rightly signed', async () => {
    const now = Math.floor(Date.now() / 1000)
    const signed = (claims: Record<string, unknown>) => {
      const input = [
        '{"typ":"JWT","alg":"HS256"}',
        JSON.stringify({ nbf: now, jti: 'j', data: { user: { id: '1' } }, ...claims }),
      ]
        .map((part) => Buffer.from(part).toString('base64url'))
        .join('.')
      return `${input}.${createHmac('sha256', authConfig.secret).update(input).digest('base64url')}`
    }
    expect((await cms.get('/wp/v2/posts', { token: signed({ exp: now + 60, iat: now }) })).status).toBe(200)
    expect((await cms.get('/wp/v2/posts', { token: signed({ iat: now }) })).json).toMatchObject({
      code: 'jwt_auth_invalid_token',
    })
    expect((await cms.get('/wp/v2/posts', { token: signed({ exp: now + 7200, iat: now + 3600 }) })).json).toMatchObject(
      {
        code: 'jwt_auth_invalid_token',
        message: 'Cannot handle token with iat in the future',
      },
    )
  })
})

describe('status', () => {
  it('hides private and draft items from anonymous lists and single GETs', async () => {
    expect(ids(await cms.get('/wp/v2/articles'))).toEqual([1001, 1002, 1003])
    expect((await cms.get('/wp/v2/articles/1004')).json).toMatchObject({
      code: 'rest_forbidden',
      data: { status: 401 },
    })
    expect((await cms.get('/wp/v2/pages/2307')).status).toBe(401)
  })

  it('refuses other statuses without a token: "Status is forbidden."', async () => {
    for (const q of ['status=private', 'status[]=publish&status[]=draft', 'status=publish,private']) {
      const res = await cms.get(`/wp/v2/articles?${q}`)
      expect(res.status).toBe(400)
      expect(res.json).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { status: 'Status is forbidden.' } },
      })
    }
    expect((await cms.get('/wp/v2/articles?status=publish')).status).toBe(200)
    expect((await cms.get('/wp/v2/articles?status=bogus', { token })).status).toBe(400)
  })

  it('shows what the editor asks for with a token', async () => {
    expect(ids(await cms.get('/wp/v2/articles?status=publish,private', { token }))).toEqual([1004, 1001, 1002, 1003])
    expect(ids(await cms.get('/wp/v2/articles?status[]=draft', { token }))).toEqual([1005])
    expect(ids(await cms.get('/wp/v2/articles?status=any', { token }))).toEqual([1005, 1004, 1001, 1002, 1003])
    expect(ids(await cms.get('/wp/v2/articles', { token }))).toEqual([1001, 1002, 1003])
    expect((await cms.get('/wp/v2/articles/1005', { token })).status).toBe(200)
  })

  it('fetches drafts by id only with a token', async () => {
    const anonymous = await cms.get('/wp/v2/get-draft-entity-by-id/?id=2003&status[]=draft')
    expect(anonymous.status).toBe(401)
    const draft = await cms.get('/wp/v2/get-draft-entity-by-id/?id=2003&status[]=draft&_embed', { token })
    expect(draft.status).toBe(200)
    expect(draft.json).toMatchObject({ id: 2003, status: 'draft', type: 'post', _embedded: { author: [{ id: 2 }] } })
    expect((await cms.get('/wp/v2/get-draft-entity-by-id/?id=2001&status[]=draft', { token })).status).toBe(404)
  })

  it('lets the editor see private pages through the lookups', async () => {
    expect((await cms.get('/wp/v2/get-page-by-path/intern')).status).toBe(404)
    expect(field((await cms.get('/wp/v2/get-page-by-path/intern', { token })).json, 'id')).toBe(2307)
  })
})
