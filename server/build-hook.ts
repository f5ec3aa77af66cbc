// `npm start`'s build endpoint: POST /api/build-hook with the shared secret in `X-Hoefslag-Secret` (what the companion
// plugin sends) queues a build; GET with the secret answers the queue's state. A missing or wrong secret is a 401 and
// nothing is queued. The secret is compared in constant time; the body (the plugin's `{ trigger_title, reasons }`,
// optional) is read only after the secret matched, and at most 16 KB of it. The GET answer also lists the latest
// requests (`tickets`: build number, time, reasons, and once that build finished its `outcome`), so the companion
// plugin can tell an editor which build carried their change and how that build went, whatever builds came after it
// (the publish status in wp-admin, decisions 037 and 055), and what that build warns the editors of (decision 059).
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { sendWebResponse } from '#functions/_runtime/node-http.ts'
import { createRateLimiter } from '#functions/_runtime/rate-limit.ts'
import { json as jsonResponse } from '#lib/http/json.ts'

/** One thing a build tells the editors (sitebuild/publish/editor-warnings.ts): the item, the field, a Dutch message. */
export type TicketWarning = { entity: string; id?: number | string; url: string; field: string; message: string }
/** How a finished build went, as each of its requests reports it; `warnings` only when it has any (decision 059). */
export type TicketOutcome = { ok: boolean; finishedAt: string; error?: string; warnings?: TicketWarning[] }
export type BuildRequester = {
  request: (reasons: string[]) => { build: number; queued: boolean }
  status: () => unknown
  /** How build `n` went, once it finished (sitebuild/publish/queue.ts keeps the latest); undefined while it waits or runs. */
  outcome?: (n: number) => TicketOutcome | undefined
}
export type BuildHookOptions = {
  path: string
  secret: string
  queue: BuildRequester
  log?: (line: string) => void
  /** The client's address for the refusal count (default: the socket's; behind a trusted proxy, its header). */
  clientAddress?: (req: IncomingMessage) => string | undefined
}

const MAX_BODY = 16 * 1024
/** How many recent requests the status answer lists. */
const TICKETS_KEPT = 50
export type TicketRecord = { build: number; queued: boolean; at: string; reasons: string[] }
/** Wrong secrets an address may send per window before it gets 429 without its secret being compared at all. */
export const REFUSALS_PER_WINDOW = { windowLimit: 10, windowSize: 60 }
const SECRET_HEADER = 'x-hoefslag-secret'
const PayloadSchema = z.object({
  trigger_title: z.string().max(500).optional(),
  reasons: z.array(z.string().max(500)).max(100).optional(),
})

const digest = (s: string) => createHash('sha256').update(s).digest()

/** A JSON answer through the project's one JSON reply (lib/http/json.ts), never cached, never sniffed. */
function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  return sendWebResponse(res, jsonResponse(status, body, { 'X-Content-Type-Options': 'nosniff', ...headers }))
}

/** The body as text, or undefined when it is larger than the limit (declared or streamed). */
async function readSmallBody(req: IncomingMessage): Promise<string | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buf.length
    if (size > MAX_BODY) return undefined
    chunks.push(buf)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Why the CMS asked: the plugin's reasons, else its title, else "webhook" (a Netlify-style hook sends any body). */
function reasonsOf(text: string): string[] {
  let parsed: z.infer<typeof PayloadSchema> | undefined
  try {
    const result = PayloadSchema.safeParse(JSON.parse(text))
    parsed = result.success ? result.data : undefined
  } catch {
    parsed = undefined
  }
  if (parsed?.reasons?.length) return parsed.reasons
  return [parsed?.trigger_title ?? 'webhook']
}

export function buildHookHandler(
  options: BuildHookOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const expected = digest(options.secret)
  const log = options.log ?? console.log
  const tickets: TicketRecord[] = []
  const statusAnswer = () => {
    const status = options.queue.status()
    const recent = [...tickets].reverse().map((ticket) => {
      const outcome = options.queue.outcome?.(ticket.build)
      if (!outcome) return ticket
      const { ok, finishedAt, error, warnings } = outcome
      return {
        ...ticket,
        outcome: {
          ok,
          finishedAt,
          ...(error === undefined ? {} : { error }),
          ...(warnings?.length ? { warnings } : {}),
        },
      }
    })
    return typeof status === 'object' && status !== null ? { ...status, tickets: recent } : { status, tickets: recent }
  }
  // Wrong secrets, so no one can guess the secret at speed or flood the log: counted per client address (10 a minute, then 429) and logged once per
  // window and address (with how many the previous window refused), not once per attempt.
  const refusals = createRateLimiter(REFUSALS_PER_WINDOW)
  const windowMs = REFUSALS_PER_WINDOW.windowSize * 1000
  const logged = new Map<string, { since: number; count: number }>()
  const blocked = new Map<string, number>()
  const noteRefusal = (address: string, why: string) => {
    const now = Date.now()
    const seen = logged.get(address)
    if (seen && now - seen.since < windowMs) {
      seen.count++
      return
    }
    for (const [key, value] of logged) if (now - value.since >= windowMs) logged.delete(key)
    for (const [key, until] of blocked) if (until <= now) blocked.delete(key)
    const before = seen && seen.count > 1 ? ` (${seen.count - 1} more refused in the window before)` : ''
    log(
      `publish: build hook refused (${why} X-Hoefslag-Secret) from ${address}${before}; further refusals from there are counted, not logged, for ${REFUSALS_PER_WINDOW.windowSize} s`,
    )
    logged.set(address, { since: now, count: 1 })
  }
  return async (req, res) => {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0]?.replace(/\/+$/, '')
    if (pathname !== options.path) return false
    if (req.method !== 'POST' && req.method !== 'GET' && req.method !== 'HEAD') {
      await json(
        res,
        405,
        { error: 'Method Not Allowed: POST queues a build, GET shows the queue.' },
        { Allow: 'GET, HEAD, POST' },
      )
      return true
    }
    const given = req.headers[SECRET_HEADER]
    const address = options.clientAddress?.(req) ?? req.socket.remoteAddress ?? '?'
    const until = blocked.get(address) ?? 0
    if (until > Date.now()) {
      // Past its refusals an address is not even compared: a right guess would look the same as a wrong one.
      req.resume()
      const retry = Math.max(1, Math.ceil((until - Date.now()) / 1000))
      await json(
        res,
        429,
        { error: `Too many wrong secrets: try again in ${retry} s; nothing was built.` },
        { 'Retry-After': String(retry) },
      )
      return true
    }
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      noteRefusal(address, typeof given === 'string' ? 'wrong' : 'no')
      req.resume()
      const verdict = refusals.check(address)
      if (!verdict.allowed) {
        blocked.set(address, Date.now() + verdict.retryAfterSeconds * 1000)
        await json(
          res,
          429,
          { error: `Too many wrong secrets: try again in ${verdict.retryAfterSeconds} s; nothing was built.` },
          { 'Retry-After': String(verdict.retryAfterSeconds) },
        )
        return true
      }
      await json(res, 401, {
        error: 'Unauthorized: the X-Hoefslag-Secret header is missing or wrong; nothing was built.',
      })
      return true
    }
    if (req.method !== 'POST') {
      await json(res, 200, statusAnswer())
      return true
    }
    const text = await readSmallBody(req)
    if (text === undefined) {
      req.resume()
      await json(res, 413, { error: `Payload Too Large: at most ${MAX_BODY} bytes.` })
      return true
    }
    const reasons = reasonsOf(text)
    const ticket = options.queue.request(reasons)
    tickets.push({ ...ticket, at: new Date().toISOString(), reasons })
    if (tickets.length > TICKETS_KEPT) tickets.shift()
    await json(res, 202, { accepted: true, ...ticket })
    return true
  }
}
