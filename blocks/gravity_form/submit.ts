// Sends a form to the site's forms function (POST /api/forms/<formId>, functions/forms.ts), which forwards it to the
// CMS's /gf/v2/forms/{formId}/submissions (spec §7). Runs in the browser. The function passes the CMS's 4xx answers
// through and says which status the CMS gave when it failed (`upstreamStatus` on its 502/504).
import { isRecord } from '#lib/is-record.ts'

export type SubmitOutcome =
  /** `confirmationHtml`: the CMS's confirmation, sanitized by the function (pipeline/normalize/html.ts). */
  | { kind: 'success'; confirmationHtml: string }
  | { kind: 'rejected'; status: number; messages: Record<number, string> }
  | { kind: 'network' }

/** The CMS's per-field messages (`validation_messages`, keyed by field id) from a 4xx answer. */
function fieldMessages(data: unknown): Record<number, string> {
  const messages: Record<number, string> = {}
  if (!isRecord(data) || !isRecord(data.validation_messages)) return messages
  for (const [id, message] of Object.entries(data.validation_messages)) {
    if (/^\d+$/.test(id) && typeof message === 'string') messages[Number(id)] = message
  }
  return messages
}

export async function submitForm(formId: number, body: Record<string, string>): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetch(`/api/forms/${formId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { kind: 'network' }
  }
  const data: unknown = await response.json().catch(() => undefined)
  if (response.status >= 200 && response.status < 300) {
    const confirmationHtml =
      isRecord(data) && typeof data.confirmation_message === 'string' ? data.confirmation_message : ''
    return { kind: 'success', confirmationHtml }
  }
  // The status the visitor is told: the CMS's own when the function names it, else the function's.
  const upstream = isRecord(data) && typeof data.upstreamStatus === 'number' ? data.upstreamStatus : undefined
  const clientError = response.status >= 400 && response.status < 500
  return { kind: 'rejected', status: upstream ?? response.status, messages: clientError ? fieldMessages(data) : {} }
}

/** The analytics event of a sent form (spec §7): `{ event: 'form_submission', form_title }` on the dataLayer. */
export function trackSubmission(formTitle: string): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: 'form_submission', form_title: formTitle })
}
