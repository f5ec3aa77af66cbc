// JWT tokens like the "JWT Authentication for WP REST API" plugin: HS256-signed with node:crypto, with an expiry.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { WpError } from './http.ts'

/** The bundled CMS's signing secret when CMS_JWT_SECRET is unset: public, so refused in production (below). */
export const DEFAULT_JWT_SECRET = 'hoefslag-devcms-secret'
/**
 * How long a token lives: 8 hours, a working day, so a stolen cookie is worth hours, not the 7 days it once was. Logout
 * revokes that one token before then (its `jti`, below), as WordPress' own logout ends that one session only.
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
   * Revoked tokens: each token's id (`jti`) → its expiry (s). Logout (POST /jwt-auth/v1/token/revoke) adds the token
   * it is sent with; every request checks it; an entry goes once its token would have expired anyway.
   */
  revoked?: Map<string, number>
}
/** The request's user; `token` when it came with a bearer token (its id and expiry, for logout). */
export type AuthUser = { id: number; token?: { jti: string; exp: number } }

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
      jti: randomUUID(),
      data: { user: { id: String(userId) } },
    }),
  )
  return `${header}.${payload}.${b64url(sign(config.secret, `${header}.${payload}`))}`
}

const invalid = (message: string) => new WpError(403, 'jwt_auth_invalid_token', message)

function readPayload(text: string): { exp: number; nbf: number; iat: number; userId: number; jti: string } {
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
  const iat = 'iat' in payload ? Number(payload.iat) : 0
  const user = typeof data === 'object' && data !== null && 'user' in data ? data.user : undefined
  const id = typeof user === 'object' && user !== null && 'id' in user ? Number(user.id) : NaN
  const jti = 'jti' in payload && typeof payload.jti === 'string' ? payload.jti : ''
  if (typeof exp !== 'number' || !Number.isInteger(id)) throw invalid('Malformed token payload')
  return { exp, nbf, iat, userId: id, jti }
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
  // As the plugin (php-jwt and its own check): a token issued in the future is refused too.
  if (claims.iat > now + 60) throw invalid('Cannot handle token with iat in the future')
  if (claims.exp <= now) throw invalid('Expired token')
  if (config.revoked && (!claims.jti || config.revoked.has(claims.jti))) throw invalid('Token revoked')
  return { id: claims.userId, token: { jti: claims.jti, exp: claims.exp } }
}

/** Logout: this one token stops working (the editor's other sessions go on, as in WordPress). */
export function revokeToken(config: AuthConfig, token: { jti: string; exp: number }, nowMs = Date.now()): void {
  if (!config.revoked) return
  const now = Math.floor(nowMs / 1000)
  for (const [jti, exp] of config.revoked) if (exp <= now) config.revoked.delete(jti)
  config.revoked.set(token.jti, token.exp)
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
