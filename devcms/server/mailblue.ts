// The local CMS's stand-in for MailBlue's form endpoint (ActiveCampaign's /proc.php), which the stand-in embed script
// (media/plugins/mailblue/embed.js) posts to: a form id, an e-mail address and the consent box; the sign-up is kept
// with the other submissions and answered in Dutch, as MailBlue answers a Dutch form.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { readBody } from './body.ts'
import type { AppState } from './context.ts'
import { CORS_HEADERS } from './send.ts'

const SignUp = z.object({
  u: z.coerce.number().int().positive(),
  email: z.email('Vul een geldig e-mailadres in.'),
  'field[consent]': z.literal('1', 'Geef toestemming om de nieuwsbrief te ontvangen.'),
})

export const NEWSLETTER_THANKS = 'Bedankt voor je aanmelding! Je ontvangt een e-mail om je inschrijving te bevestigen.'

export async function handleMailBlueSignUp(req: IncomingMessage, res: ServerResponse, app: AppState): Promise<number> {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...CORS_HEADERS,
    })
    res.end(JSON.stringify(body))
    return status
  }
  if (req.method !== 'POST') return send(405, { result_code: 0, result_message: 'Alleen POST.' })
  const parsed = SignUp.safeParse(await readBody(req).catch(() => undefined))
  if (!parsed.success)
    return send(400, { result_code: 0, result_message: parsed.error.issues[0]?.message ?? 'Ongeldige aanmelding.' })
  await app.submissions.add(parsed.data.u, { email: [parsed.data.email], consent: ['1'], source: ['mailblue'] })
  return send(200, { result_code: 1, result_message: NEWSLETTER_THANKS })
}
