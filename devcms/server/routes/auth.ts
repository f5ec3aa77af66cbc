// JWT login like the "JWT Authentication for WP REST API" plugin: POST /jwt-auth/v1/token and /token/validate, and
// the companion plugin's /token/revoke (logout: the token it is sent with stops working).
import { isRecord } from '../../store/files.ts'
import { issueToken, requestUser, revokeToken } from '../auth.ts'
import type { Ctx } from '../context.ts'
import { reply, WpError, type Reply } from '../http.ts'
import { route, type Route } from '../router.ts'

const field = (ctx: Ctx, name: string): string => {
  const fromBody = isRecord(ctx.body) ? ctx.body[name] : undefined
  return String(fromBody ?? ctx.query.str(name) ?? '')
}

const loginError = (code: string, message: string) =>
  new WpError(403, `[jwt_auth] ${code}`, `<strong>Error:</strong> ${message}`)

/** The development editor: its users.json entry when there is one, else user 1. */
function editor(ctx: Ctx) {
  const login = ctx.app.auth.user
  const user = [...ctx.catalog.store.users.values()].find((u) => u.data.slug === login)?.data
  return {
    id: Number(user?.id ?? 1),
    email: String(user?.email ?? `${login}@hoefslag.local`),
    nicename: String(user?.slug ?? login),
    displayName: String(user?.name ?? 'Redactie'),
  }
}

function token(ctx: Ctx): Reply {
  const username = field(ctx, 'username')
  const password = field(ctx, 'password')
  if (!username) throw loginError('empty_username', 'The username field is empty.')
  if (!password) throw loginError('empty_password', 'The password field is empty.')
  const { auth } = ctx.app
  if (username !== auth.user)
    throw loginError('invalid_username', `The username <strong>${username}</strong> is not registered on this site.`)
  if (password !== auth.password)
    throw loginError(
      'incorrect_password',
      `The password you entered for the username <strong>${username}</strong> is incorrect.`,
    )
  const user = editor(ctx)
  return reply({
    token: issueToken(auth, user.id),
    user_email: user.email,
    user_nicename: user.nicename,
    user_display_name: user.displayName,
  })
}

function validate(ctx: Ctx): Reply {
  const header = ctx.req.headers.authorization
  if (!header) throw new WpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.')
  requestUser(ctx.app.auth, header)
  return reply({ code: 'jwt_auth_valid_token', data: { status: 200 } })
}

/** POST /jwt-auth/v1/token/revoke (the companion plugin's, not the JWT plugin's): logout ends the token it is sent with. */
function revoke(ctx: Ctx): Reply {
  const header = ctx.req.headers.authorization
  if (!header) throw new WpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.')
  const user = requestUser(ctx.app.auth, header)
  if (!user?.token) throw new WpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.')
  revokeToken(ctx.app.auth, user.token)
  return reply({ code: 'jwt_auth_revoked', data: { status: 200 } })
}

export function authRoutes(): Route[] {
  return [
    route('POST', '/jwt-auth/v1/token', token),
    route('POST', '/jwt-auth/v1/token/validate', validate),
    route('POST', '/jwt-auth/v1/token/revoke', revoke),
  ]
}
