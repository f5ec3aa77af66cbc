// Redirect compilation: CMS rules as the pipeline normalized them → rules for the Node server and Netlify's _redirects.
import { describe, expect, it } from 'vitest'
import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { loadRedirects, type Redirects } from '#server/redirects.ts'
import { cmsUploadsBase } from '#lib/env/cms-url.ts'
import { compileRedirects, netlifyRedirectsFile, pageQueryRules, withEditorRules } from './redirects.ts'

const cms = [
  { from: '/over/', to: '/over-ons/', status: 301 },
  { from: '/aanmelden-nieuwsbrief/', to: '/nieuwsbrief/', status: 302 },
  { from: '/tools/chipnummer/', to: '/chipnummer-zoeken/', status: 308 },
  { from: '/oude pagina/', to: 'https://elders.example/pagina/', status: 301 },
  { from: '/zoek/?q=koliek', to: '/kennisbank-cat/koliek-en-spijsvertering/', status: 301 },
  { from: 'https://oud.example/x/', to: '/x/', status: 301 },
  { from: '/weg/', to: '/weg/', status: 301 },
  { from: '/over', to: '/elders/', status: 301 },
  { from: '/gone/', to: '/', status: 410 },
]

/** The rules as the server reads them: written to _redirects, parsed and matched by Netlify's parser and engine. */
async function served(file: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hoefslag-redirects-'))
  await writeFile(path.join(dir, '_redirects'), file)
  const { redirects, problems } = await loadRedirects(path.join(dir, '_redirects'))
  expect(problems).toEqual([])
  return (pathname: string, search = '') => pick(redirects, pathname, search)
}
const pick = (redirects: Redirects, pathname: string, search: string) => {
  const hit = redirects.match({
    pathname: decodeURIComponent(pathname),
    rawPathname: pathname,
    search,
    cookies: new Map(),
  })
  return hit && { status: hit.status, location: hit.location, ...(hit.force ? { force: true } : {}) }
}

describe('compileRedirects', () => {
  const { rules, warnings } = compileRedirects(cms)

  it('keeps the CMS rules in order with their status, then the fixed /inloggen rule', () => {
    expect(rules.slice(0, 6).map((r) => [r.from, r.to, r.status])).toEqual([
      ['/over/', '/over-ons/', 301],
      ['/aanmelden-nieuwsbrief/', '/nieuwsbrief/', 302],
      ['/tools/chipnummer/', '/chipnummer-zoeken/', 308],
      ['/oude%20pagina/', 'https://elders.example/pagina/', 301],
      ['/zoek/', '/kennisbank-cat/koliek-en-spijsvertering/', 301],
      ['/inloggen', '/login/', 301],
    ])
    expect(rules[4]?.query).toEqual({ q: 'koliek' })
  })

  it('leaves out, with a reason, rules for another site, loops, duplicates and non-redirect statuses', () => {
    expect(warnings).toHaveLength(4)
    expect(warnings.join('\n')).toMatch(/oud\.example.*not a path on this site/)
    expect(warnings.join('\n')).toMatch(/\/weg\/.*redirects to itself/)
    expect(warnings.join('\n')).toMatch(/\/over → \/elders\/.*already redirected/)
    expect(warnings.join('\n')).toMatch(/status 410 is not a redirect/)
  })

  it('writes _redirects with query conditions and the /wp-content proxy to the CMS last', () => {
    const file = netlifyRedirectsFile(rules, 'https://cms.hoefslag.nl')
    const lines = file.split('\n').filter((l) => l && !l.startsWith('#'))
    expect(lines[0]).toBe('/over/  /over-ons/  301')
    expect(lines).toContain('/zoek/  q=koliek  /kennisbank-cat/koliek-en-spijsvertering/  301')
    expect(lines).toContain('/inloggen  /login/  301')
    expect(lines.at(-1)).toBe('/wp-content/*  https://cms.hoefslag.nl/wp-content/:splat  200')
  })

  it('proxies /wp-content/* into the subdirectory of a WordPress that lives in one', () => {
    const file = netlifyRedirectsFile(rules, cmsUploadsBase('https://cms.example.nl/blog/wp-json'))
    expect(file).toContain('/wp-content/*  https://cms.example.nl/blog/wp-content/:splat  200')
  })

  it('gives rules the server applies like Netlify: /inloggen keeps redirectTo, query conditions must hold', async () => {
    const find = await served(netlifyRedirectsFile(rules, 'https://cms.hoefslag.nl'))
    expect(find('/inloggen', '?redirectTo=%2Fkennisbank%2F')).toEqual({
      status: 301,
      location: '/login/?redirectTo=%2Fkennisbank%2F',
    })
    expect(find('/inloggen/')).toEqual({ status: 301, location: '/login/' })
    expect(find('/zoek/', '?q=koliek')?.location).toBe('/kennisbank-cat/koliek-en-spijsvertering/')
    expect(find('/zoek/', '?q=hoef')).toBeUndefined()
    expect(find('/oude%20pagina/')?.location).toBe('https://elders.example/pagina/')
  })

  it("sends a paged list's ?page=N to its page URL and ?page=1 to the list, over the list's own file (decision 002)", async () => {
    expect(rules.slice(6)).toEqual(pageQueryRules())
    const file = netlifyRedirectsFile(rules, 'https://cms.hoefslag.nl')
    const find = await served(file)
    expect(find('/tag/droes/', '?page=3')).toEqual({ status: 301, location: '/tag/droes/pagina/3/', force: true })
    expect(find('/kennisbank/', '?page=2')).toEqual({ status: 301, location: '/kennisbank/pagina/2/', force: true })
    expect(find('/auteurs/anouk-de-vries/', '?page=1')).toEqual({
      status: 301,
      location: '/auteurs/anouk-de-vries/',
      force: true,
    })
    expect(find('/kennisbank-cat/gebit/', '?page=2')?.location).toBe('/kennisbank-cat/gebit/pagina/2/')
    expect(find('/tag/droes/')).toBeUndefined()
    expect(find('/kennisbank/koliek/', '?page=2')).toBeUndefined()
    // The finder's page is its load-more state, read by the finder itself.
    expect(find('/finder/', '?page=2')).toBeUndefined()
    expect(file).toContain('/categorie/:slug/  page=:page  /categorie/:slug/pagina/:page/  301!')
    // A child category (decision 006) pages the same way.
    expect(file).toContain('/categorie/:slug/:child/  page=:page  /categorie/:slug/:child/pagina/:page/  301!')
  })

  it("serves moved items' old paths as forced 301s, after the editors' rule for the same path", async () => {
    const moved = [
      { from: '/kennisbank/koliek/', to: '/kennisbank/koliek-bij-paarden/', status: 301, entity: 'articles', id: 1001 },
      { from: '/over/', to: '/over-ons-nieuw/', status: 301, entity: 'pages', id: 2306 },
    ]
    const compiled = compileRedirects(cms, moved)
    expect(compiled.warnings).toHaveLength(4)
    const find = await served(netlifyRedirectsFile(withEditorRules(compiled.rules), 'https://cms.hoefslag.nl'))
    expect(find('/kennisbank/koliek/')).toEqual({
      status: 301,
      location: '/kennisbank/koliek-bij-paarden/',
      force: true,
    })
    expect(find('/over/')).toEqual({ status: 301, location: '/over-ons/' })
  })
})
