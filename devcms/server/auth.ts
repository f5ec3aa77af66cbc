// JWT tokens like the "JWT Authentication for WP REST API" plugin: HS256-signed with node:crypto, with an expiry.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { WpError } from './http.ts'

/** The bundled CMS's signing secret when CMS_JWT_SECRET is unset: public, so refused in production (below). */
export const DEFAULT_JWT_SECRET = 'hoefslag-devcms-secret'
/**
 * How long a token lives: 8 hours, a working day (issue 24 finding 6: a stolen cookie was worth 7 days). Logout
 * revokes every token of the user before that (token versions, below); after it the editor logs in again.
 */
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 3600

/** Start-up check: production (CONTEXT=production) must not sign tokens with the public default secret. */
export function checkJwtSecret(secret: string, context: string | undefined): void {
  if (context === 'production' && secret === DEFAULT_JWT_SECRET)
    throw new Error(
      "CMS_JWT_SECRET is the bundled CMS's public default: anyone could sign an editor token. Set CMS_JWT_SECRET to a long random value (for example: openssl rand -base64 32) before running in production.",
    )
}

export type AuthConfig = {
  user: string
  password: string
  secret: string
  ttlSeconds: number
  issuer: string
  /** The editor's user id, for Basic auth (an Application Password request carries no id). */
  userId?: () => number
  /**
   * Each user's token version (absent: 0), embedded in every token as `data.user.ver` and checked on every request:
   * logout bumps it (POST /jwt-auth/v1/token/revoke), so every token issued before stops working.
   */
  versions?: Map<number, number>
}
export type AuthUser = { id: number }

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')
const sign = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest()

export function issueToken(config: AuthConfig, userId: number, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000)
  const header = b64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))
  const payload = b64url(
    JSON.stringify({
      iss: config.issuer,
      iat,
      nbf: iat,
      exp: iat + config.ttlSeconds,
      data: { user: { id: String(userId), ver: config.versions?.get(userId) ?? 0 } },
    }),
  )
  return `${header}.${payload}.${b64url(sign(config.secret, `${header}.${payload}`))}`
}

const invalid = (message: string) => new WpError(403, 'jwt_auth_invalid_token', message)

function readPayload(text: string): { exp: number; nbf: number; userId: number; version: number } {
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalid('Syntax error, malformed JSON')
  }
  if (typeof payload !== 'object' || payload === null || !('exp' in payload) || !('data' in payload))
    throw invalid('Malformed token payload')
  const { exp, data } = payload
  const nbf = 'nbf' in payload ? Number(payload.nbf) : 0
  const user = typeof data === 'object' && data !== null && 'user' in data ? data.user : undefined
  const id = typeof user === 'object' && user !== null && 'id' in user ? Number(user.id) : NaN
  const version = typeof user === 'object' && user !== null && 'ver' in user ? Number(user.ver) : 0
  if (typeof exp !== 'number' || !Number.isInteger(id)) throw invalid('Malformed token payload')
  return { exp, nbf, userId: id, version }
}

/** The token's user, or a 403 `jwt_auth_invalid_token` with the reason the plugin would give. */
export function verifyToken(config: AuthConfig, token: string, nowMs = Date.now()): AuthUser {
  const parts = token.split('.')
  if (parts.length !== 3) throw invalid('Wrong number of segments')
  const [header = '', payload = '', signature = ''] = parts
  const expected = sign(config.secret, `${header}.${payload}`)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw invalid('Signature verification failed')
  const claims = readPayload(payload)
  const now = Math.floor(nowMs / 1000)
  if (claims.nbf > now + 60) throw invalid('Cannot handle token prior to ' + new Date(claims.nbf * 1000).toISOString())
  if (claims.exp <= now) throw invalid('Expired token')
  if (claims.version !== (config.versions?.get(claims.userId) ?? 0)) throw invalid('Token revoked')
  return { id: claims.userId }
}

/** Logout: every token of the user issued so far stops working. */
export function revokeTokens(config: AuthConfig, userId: number): void {
  config.versions?.set(userId, (config.versions.get(userId) ?? 0) + 1)
}

/** `Basic base64(user:password)`, as WordPress' Application Passwords: the editor, or a 401 like WordPress'. */
function basicUser(config: AuthConfig, encoded: string): AuthUser {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  const [user, password] = colon === -1 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)]
  if (user !== config.user)
    throw new WpError(401, 'invalid_username', 'Unknown username. Check again or try your email address.')
  const given = createHmac('sha256', config.secret).update(password).digest()
  const expected = createHmac('sha256', config.secret).update(config.password).digest()
  if (!timingSafeEqual(given, expected))
    throw new WpError(401, 'incorrect_password', 'The provided password is an invalid application password.')
  return { id: config.userId?.() ?? 1 }
}

/** The user of a request: none without an Authorization header, 403 on a malformed header or a bad token. */
export function requestUser(config: AuthConfig, header: string | undefined): AuthUser | null {
  if (header === undefined || header.trim() === '') return null
  const basic = /^Basic\s+(\S+)\s*$/i.exec(header)
  if (basic?.[1]) return basicUser(config, basic[1])
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match?.[1]) throw new WpError(403, 'jwt_auth_bad_auth_header', 'Authorization header malformed.')
  return verifyToken(config, match[1])
}
