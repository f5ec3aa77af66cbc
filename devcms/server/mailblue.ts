// The local CMS's stand-in for MailBlue's form endpoint (ActiveCampaign's /proc.php), which the stand-in embed script
// (media/plugins/mailblue/embed.js) posts to: a form id, an e-mail address and the consent box; the sign-up is kept
// with the other submissions and answered in Dutch, as MailBlue answers a Dutch form. The answer is written like every
// other answer of the local CMS (send.ts).
import type { IncomingMessage } from 'node:http'
import { z } from 'zod'
import { readBody } from './body.ts'
import type { AppState } from './context.ts'
import { reply, type Reply } from './http.ts'

const SignUp = z.object({
  u: z.coerce.number().int().positive(),
  email: z.email('Vul een geldig e-mailadres in.'),
  'field[consent]': z.literal('1', 'Geef toestemming om de nieuwsbrief te ontvangen.'),
})

export const NEWSLETTER_THANKS = 'Bedankt voor je aanmelding! Je ontvangt een e-mail om je inschrijving te bevestigen.'

const answer = (status: number, resultCode: 0 | 1, message: string, headers: Record<string, string> = {}): Reply =>
  reply({ result_code: resultCode, result_message: message }, { 'Cache-Control': 'no-store', ...headers }, status)

export async function mailBlueSignUp(req: IncomingMessage, app: AppState): Promise<Reply> {
  if (req.method !== 'POST') return answer(405, 0, 'Alleen POST.', { Allow: 'POST' })
  const parsed = SignUp.safeParse(await readBody(req).catch(() => undefined))
  if (!parsed.success) return answer(400, 0, parsed.error.issues[0]?.message ?? 'Ongeldige aanmelding.')
  await app.submissions.add(parsed.data.u, { email: [parsed.data.email], consent: ['1'], source: ['mailblue'] })
  return answer(200, 1, NEWSLETTER_THANKS)
}
