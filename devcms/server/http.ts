// REST answers and errors in WordPress's shape: `{ code, message, data: { status } }`.
export type Reply = { status: number; body: unknown; headers: Record<string, string> }

export const reply = (body: unknown, headers: Record<string, string> = {}, status = 200): Reply => ({
  status,
  body,
  headers,
})

export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message)
  }

  toReply(): Reply {
    return reply(
      { code: this.code, message: this.message, data: { status: this.status, ...this.data } },
      {},
      this.status,
    )
  }
}

/** A bad request parameter, as WordPress's argument validation reports it. */
export function invalidParam(param: string, message: string, detailCode = 'rest_invalid_type'): WpError {
  return new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, {
    params: { [param]: message },
    details: { [param]: { code: detailCode, message, data: null } },
  })
}

export const noRoute = () =>
  new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.')
export const invalidPostId = () => new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.')
export const forbidden = () => new WpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.')
export const notFound = (code: string, message: string) => new WpError(404, code, message)
