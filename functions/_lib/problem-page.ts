// A plain page for an editor when a private item or a draft cannot be rendered: which field of the CMS data is wrong
// (the pipeline's zod path and message), or why the CMS did not answer — never a blank page the editor cannot act on.
import type { LiveProblem } from '#pipeline/live/live-entity.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import { siteSecurityHeaders } from './site-headers.ts'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export type ProblemPage = { status: number; title: string; intro: string; problems?: LiveProblem[]; editUrl?: string }

/** The page, with the security headers of the build `site` opened. */
export function problemPage(page: ProblemPage, site: SiteHandle): Response {
  const items = (page.problems ?? [])
    .map((p) => `<li><code>${escape(p.path)}</code>: ${escape(p.message)}</li>`)
    .join('')
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escape(page.title)} - Hoefslag</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;color:#1d1d1b}
h1{color:#1f4e3d}code{background:#f3f1ec;padding:0 .25rem}li{margin:.25rem 0}.banner{background:#fff4d6;padding:.75rem 1rem;border-left:4px solid #c98a00}</style>
</head><body><p class="banner">Voorbeeldweergave voor redacteuren</p><h1>${escape(page.title)}</h1><p>${escape(page.intro)}</p>
${items ? `<ul class="problems">${items}</ul>` : ''}
<p>${page.editUrl ? `<a href="${escape(page.editUrl)}">Bewerk in WordPress</a> · ` : ''}<a href="/">Naar de homepage</a></p>
</body></html>`
  return new Response(html, {
    status: page.status,
    headers: {
      // The site's CSP, frame-ancestors, Referrer-Policy… as on every public page, so an editor's page cannot be framed or leak its URL either.
      ...siteSecurityHeaders(site),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
