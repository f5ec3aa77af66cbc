// The plugin's editor tokens (`/jwt-auth/v1/token`, Bearer on every REST route) against a real WordPress with the
// companion plugin, nothing seeded (decision 057): a token it issued works; one without `exp`, expired, unsigned
// (`alg: none`), with a tampered signature or payload, or issued in the future is refused with 403
// `jwt_auth_invalid_token` and a message naming what is wrong (docs/cms-contract/auth.md).
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WP } from './config.ts'
import { phpProblems } from './docroot.ts'
import { ensurePackages } from './packages.ts'
import { stopAll } from './processes.ts'
import { startBareWordPress } from './wordpress.ts'

const unavailable = ensurePackages()
if (unavailable && process.env.CI) throw new Error(`WordPress JWT test cannot run in CI: ${unavailable}`)

type Claims = Record<string, unknown>
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const sign = (input: string) => createHmac('sha256', WP.jwtSecret).update(input).digest('base64url')
/** A token signed with the test WordPress' own secret: only its claims or header can be what is wrong. */
const signed = (claims: Claims, header: Claims = { typ: 'JWT', alg: 'HS256' }) => {
  const input = `${b64(header)}.${b64(claims)}`
  return `${input}.${sign(input)}`
}

/** `POST /jwt-auth/v1/token/validate` with the token: its status and the error's code and message. */
async function validate(token: string) {
  const res = await fetch(`${WP.api}/jwt-auth/v1/token/validate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await res.json()) as { code?: string; message?: string }
  return { status: res.status, code: body.code, message: body.message }
}

let issued = ''
let claims: Claims = {}

describe.skipIf(unavailable !== null)("the plugin's editor tokens in a real WordPress", () => {
  beforeAll(async () => {
    await startBareWordPress()
    const res = await fetch(`${WP.api}/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: WP.admin.user, password: WP.admin.password }),
    })
    issued = ((await res.json()) as { token?: string }).token ?? ''
    claims = JSON.parse(Buffer.from(issued.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims
  }, 230_000)

  afterAll(async () => {
    await stopAll()
  })

  it('issues a token with exp, iat and nbf that the plugin accepts, and one it signed itself the same way', async () => {
    expect(claims).toMatchObject({ exp: expect.any(Number), iat: expect.any(Number), jti: expect.any(String) })
    expect(await validate(issued)).toMatchObject({ status: 200, code: 'jwt_auth_valid_token' })
    expect(await validate(signed({ ...claims, jti: 'fresh' }))).toMatchObject({ status: 200 })
  })

  it.each([
    ['without exp', () => signed({ ...claims, exp: undefined }), /no expiry \(exp\)/],
    ['expired', () => signed({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }), /^Expired token$/],
    ['issued an hour from now', () => signed({ ...claims, iat: Number(claims.iat) + 3600 }), /iat/],
    ['with exp not a number', () => signed({ ...claims, exp: 'morgen' }), /exp must be a number/],
    [
      "unsigned (alg 'none')",
      () => `${b64({ typ: 'JWT', alg: 'none' })}.${issued.split('.')[1] ?? ''}.`,
      /Algorithm not supported/,
    ],
    [
      'with a tampered signature',
      () => `${issued.slice(0, issued.lastIndexOf('.'))}.${sign('something else')}`,
      /^Signature verification failed$/,
    ],
    [
      'with a tampered payload (another user)',
      () => {
        const [head = '', , signature = ''] = issued.split('.')
        return `${head}.${b64({ ...claims, data: { user: { id: '2' } } })}.${signature}`
      },
      /^Signature verification failed$/,
    ],
    ['signed with HS512', () => signed(claims, { typ: 'JWT', alg: 'HS512' }), /Incorrect key for this algorithm/],
  ])('refuses a token %s with 403 jwt_auth_invalid_token, on public routes too', async (_, token, message) => {
    const answer = await validate(token())
    expect(answer).toMatchObject({ status: 403, code: 'jwt_auth_invalid_token' })
    expect(answer.message).toMatch(message)
    const publicRoute = await fetch(`${WP.api}/wp/v2/posts`, { headers: { authorization: `Bearer ${token()}` } })
    expect(publicRoute.status).toBe(403)
  })

  it('logs no PHP warnings or errors from the plugin or its php-jwt', () => {
    expect(phpProblems().filter((line) => line.includes('hoefslag-headless') || /Fatal|Parse/.test(line))).toEqual([])
  })
})
