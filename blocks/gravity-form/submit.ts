// Sends a form to the site's forms function (POST /api/forms/<formId>, functions/forms.ts), which forwards it to the
// CMS's /gf/v2/forms/{formId}/submissions (spec §7). Runs in the browser.
export type SubmitOutcome =
  | { kind: 'success'; confirmation: string }
  | { kind: 'rejected'; status: number; messages: Record<number, string> }
  | { kind: 'network' }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The CMS's per-field messages (`validation_messages`, keyed by field id) from a 400 answer. */
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
    const confirmation = isRecord(data) && typeof data.confirmation_message === 'string' ? data.confirmation_message : ''
    return { kind: 'success', confirmation }
  }
  return { kind: 'rejected', status: response.status, messages: response.status === 400 ? fieldMessages(data) : {} }
}

/** The analytics event of a sent form (spec §7): `{ event: 'form_submission', form_title }` on the dataLayer. */
export function trackSubmission(formTitle: string): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: 'form_submission', form_title: formTitle })
}
