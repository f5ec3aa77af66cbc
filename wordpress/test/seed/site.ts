// The site singletons: reading settings (front page, posts page), the plugin's settings (404 page, partners page,
// popular articles, redirects) and the general settings (the options page the plugin stores without ACF).
import type { JsonObject, Rest } from '../rest.ts'
import { site } from './content.ts'
import type { UploadPaths } from './uploads.ts'

type Options = {
  page_on_front: number
  page_for_posts: number
  page_for_partners: number
  page_404: number
  popular_articles: number[]
}

export async function seedSite(rest: Rest, uploads: UploadPaths): Promise<void> {
  const options = site('options') as Options
  await rest.post('/wp/v2/settings', {
    show_on_front: 'page',
    page_on_front: options.page_on_front,
    page_for_posts: options.page_for_posts,
    hoefslag_page_404: options.page_404,
    hoefslag_page_for_partners: options.page_for_partners,
    hoefslag_popular_articles: options.popular_articles,
    hoefslag_redirects: site('redirects') as JsonObject[],
  })
  await rest.post('/wp/v2/general-settings', uploads.rewrite(site('general-settings')))
}
