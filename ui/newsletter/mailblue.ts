// The newsletter provider (MailBlue, on ActiveCampaign): where its embed script for a form id lives.

/**
 * The provider's embed script, from VITE_MAILBLUE_EMBED_URL with `{id}` for the form id, e.g.
 * `https://ACCOUNT.activehosted.com/f/embed.php?id={id}`; a build on the bundled local CMS defaults to that CMS's
 * stand-in (lib/env/mailblue.ts, over http on this machine). Unset or neither: no embed, the notice instead.
 */
export function mailBlueEmbedUrl(
  formId: number,
  template: unknown = import.meta.env.VITE_MAILBLUE_EMBED_URL,
): string | undefined {
  if (typeof template !== 'string' || !/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/])/.test(template))
    return undefined
  return template.replaceAll('{id}', String(formId))
}

/** The newsletter page the notice links to when the form cannot be shown. */
export const NEWSLETTER_PAGE = '/nieuwsbrief/'
/** How long a loaded script may take to put its form in the container. */
export const FORM_RENDER_TIMEOUT_MS = 5000
