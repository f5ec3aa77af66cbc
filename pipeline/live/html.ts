// CMS HTML that a function passes on live (a Gravity Forms confirmation): through the pipeline's one sanitizing,
// link-rewriting path, so it reads like every prerendered page's HTML. Functions call this, never pipeline/normalize/.
import { cleanHtml } from '../normalize/html.ts'
import { createUrlContext } from '../normalize/urls.ts'

export const liveHtml = (html: string, origins: { cmsOrigin: string; siteUrl: string }): string =>
  cleanHtml(html, createUrlContext({ cmsOrigins: [origins.cmsOrigin], siteUrl: origins.siteUrl }))
