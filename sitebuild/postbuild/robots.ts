// robots.txt: the sitemap, and the functions and the login page kept out; a build that is no production deploy
// (a Netlify deploy preview or branch deploy) keeps every crawler out.
export function robotsTxt(options: { siteUrl: string; indexable: boolean }): string {
  if (!options.indexable) return ['# Not the production site: keep out.', 'User-agent: *', 'Disallow: /', ''].join('\n')
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /login/',
    '',
    `Sitemap: ${options.siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n')
}
