// The newsletter provider (MailBlue, on ActiveCampaign): where its embed script for a form id lives.

/**
 * The provider's embed script, from VITE_MAILBLUE_EMBED_URL with `{id}` for the form id, e.g.
 * `https://ACCOUNT.activehosted.com/f/embed.php?id={id}`. Unset or not https: no embed, the notice instead.
 */
export function mailBlueEmbedUrl(formId: number, template: unknown = import.meta.env.VITE_MAILBLUE_EMBED_URL): string | undefined {
  if (typeof template !== 'string' || !template.startsWith('https://')) return undefined
  return template.replaceAll('{id}', String(formId))
}

/** The newsletter page the notice links to when the form cannot be shown. */
export const NEWSLETTER_PAGE = '/nieuwsbrief/'
/** How long a loaded script may take to put its form in the container. */
export const FORM_RENDER_TIMEOUT_MS = 5000
