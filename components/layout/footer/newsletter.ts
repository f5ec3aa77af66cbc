// The newsletter sign-up: e-mail validation and the call to the site's newsletter function.

/** A pragmatic e-mail check (what type="email" accepts, plus a dot in the domain): name@domain.tld. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value.trim())
}

export const NEWSLETTER_ENDPOINT = '/api/newsletter'

/** Posts the sign-up; resolves true on any 2xx (spec §5), false otherwise (also when the endpoint is not there). */
export async function subscribeToNewsletter(email: string, formId: number): Promise<boolean> {
  try {
    const response = await fetch(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email.trim(), formId }),
    })
    return response.ok
  } catch {
    return false
  }
}

/**
 * The provider's embed script (MailBlue), from VITE_MAILBLUE_EMBED_URL with `{id}` for the form id, e.g.
 * `https://ACCOUNT.activehosted.com/f/embed.php?id={id}`. Unset: no embed, the site's own form posts to the function.
 */
export function mailBlueEmbedUrl(formId: number, template: unknown = import.meta.env.VITE_MAILBLUE_EMBED_URL): string | undefined {
  if (typeof template !== 'string' || !template.startsWith('https://')) return undefined
  return template.replaceAll('{id}', String(formId))
}
