// Checks every answer a running CMS gives against the contract schemas, per kind of answer.
// Run against a running CMS: npx tsx devcms/contract-check.ts [http://localhost:8081/wp-json]
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pLimit from 'p-limit'
import { z } from 'zod'
import * as wp from '#pipeline/schemas/wp/index.ts'
import { POST_COLLECTIONS, TERM_COLLECTIONS } from './store/collections.ts'
import { blocksOf } from './store/forms.ts'
import { isRecord } from './store/files.ts'
import { SCHEMA_BY_TYPE } from './validate.ts'

const isWpError = (v: unknown): boolean => isRecord(v) && typeof v.code === 'string' && typeof v.message === 'string'

export type ContractReport = Record<string, { checked: number; problems: string[] }>
type Got = { status: number; json: unknown; totalPages: number }

const LOOKUPS_PER_KIND = 50
/**
 * Requests in flight at once. One at a time, the check waited on each WordPress request in turn (hundreds of them:
 * collection pages, slug and path lookups) and used one core at most; the answers are still checked in request order.
 */
const IN_FLIGHT = 4
const Cards = z.array(wp.WpPostCardSchema)
const OPTION_PAGES = ['frontpage', '404', 'postsPage', 'partnerspage']

export async function checkServedContract(api: string): Promise<ContractReport> {
  const report: ContractReport = {}
  const entry = (kind: string) => (report[kind] ??= { checked: 0, problems: [] })
  const check = (kind: string, where: string, schema: z.ZodType, value: unknown) => {
    const e = entry(kind)
    e.checked++
    const r = schema.safeParse(value)
    if (!r.success)
      e.problems.push(
        ...r.error.issues.slice(0, 5).map((i) => `${where}: ${i.path.join('.') || '(root)'}: ${i.message}`),
      )
  }
  const limit = pLimit(IN_FLIGHT)
  const get = (route: string): Promise<Got> => limit(() => fetchGot(route))
  const fetchGot = async (route: string): Promise<Got> => {
    const res = await fetch(api + route)
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return { status: res.status, json, totalPages: Number(res.headers.get('x-wp-totalpages') ?? 1) }
  }
  const all = async (route: string): Promise<Record<string, unknown>[]> => {
    const join = route.includes('?') ? '&' : '?'
    const first = await get(`${route}${join}per_page=100`)
    const rest = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
      get(`${route}${join}per_page=100&page=${String(i + 2)}`),
    )
    const pages = [first, ...(await Promise.all(rest))]
    return pages.flatMap((g) => (Array.isArray(g.json) ? g.json.filter(isRecord) : []))
  }
  const optional = async (kind: string, route: string, schema: z.ZodType) => {
    const got = await get(route)
    if (got.status === 404) entry(kind)
    else check(kind, route, schema, got.json)
    return got
  }

  const formIds = new Set<number>()
  for (const c of POST_COLLECTIONS) {
    const schema = SCHEMA_BY_TYPE[c.type] ?? z.never()
    const items = await all(`/wp/v2/${c.restBase}?_embed`)
    entry(c.restBase)
    for (const item of items) {
      const where = `/wp/v2/${c.restBase}#${String(item.id)}`
      check(c.restBase, where, schema, item)
      const embedded = isRecord(item._embedded) ? item._embedded : {}
      for (const a of Array.isArray(embedded.author) ? embedded.author : [])
        check('embedded', `${where} author`, wp.WpUserSchema, a)
      // WordPress embeds its error (`rest_forbidden`) for an image the reader may not see: no image, not a bad answer.
      for (const m of Array.isArray(embedded['wp:featuredmedia']) ? embedded['wp:featuredmedia'] : [])
        if (!isWpError(m)) check('embedded', `${where} media`, wp.WpMediaSchema, m)
      const groups = Array.isArray(embedded['wp:term']) ? embedded['wp:term'] : []
      for (const t of groups.flat()) check('embedded', `${where} term`, wp.WpTermSchema, t)
      for (const b of blocksOf(item))
        if (isRecord(b) && b.acf_fc_layout === 'gravity_form') formIds.add(Number(b.form_id))
    }
    const lookups = await Promise.all(
      items.slice(0, LOOKUPS_PER_KIND).map(async (item) => {
        const p = new URL(String(item.link)).pathname.split('/').filter(Boolean).join('/')
        if (!p) return null
        const [found, page] = await Promise.all([
          get(`/wp/v2/get-entity-by-slug/${p}`),
          c.type === 'page' ? get(`/wp/v2/get-page-by-path/${p}`) : undefined,
        ])
        return { item, p, found: found.json, page: page?.json }
      }),
    )
    for (const { item, p, found, page } of lookups.filter((l) => l !== null)) {
      check('lookups', `get-entity-by-slug/${p}`, wp.WpEntitySchema, found)
      if (isRecord(found) && found.id !== item.id)
        entry('lookups').problems.push(
          `get-entity-by-slug/${p}: answers ${String(found.type)} ${String(found.id)}, not ${c.type} ${String(item.id)} (permalink clash)`,
        )
      if (c.type === 'page') check('lookups', `get-page-by-path/${p}`, wp.WpPageSchema, page)
    }
  }
  for (const c of TERM_COLLECTIONS) {
    entry(c.restBase)
    for (const term of await all(`/wp/v2/${c.restBase}`))
      check(c.restBase, `/wp/v2/${c.restBase}#${String(term.id)}`, wp.WpTermSchema, term)
  }
  const users = await all('/wp/v2/users')
  entry('users')
  for (const u of users) check('users', `/wp/v2/users#${String(u.id)}`, wp.WpUserSchema, u)
  for (const u of await all('/wp/v2/authors')) check('users', `/wp/v2/authors#${String(u.id)}`, wp.WpUserSchema, u)
  entry('media')
  for (const m of await all('/wp/v2/media')) check('media', `/wp/v2/media#${String(m.id)}`, wp.WpMediaSchema, m)

  await optional('general-settings', '/wp/v2/general-settings', wp.WpGeneralSettingsSchema)
  const menus = await optional('menus', '/menus/v1/locations', wp.WpMenuLocationsSchema)
  for (const loc of isRecord(menus.json) && menus.status === 200 ? Object.keys(menus.json) : []) {
    check('menus', `/menus/v1/locations/${loc}`, wp.WpMenuSchema, (await get(`/menus/v1/locations/${loc}`)).json)
  }
  await optional('redirects', '/wp/v2/redirects', wp.WpRedirectsSchema)
  for (const name of OPTION_PAGES) await optional('option-pages', `/wp/v2/${name}`, wp.WpPageSchema)
  await optional('cards', '/wp/v2/popular-articles', Cards)
  await optional('cards', '/pa/v1/posts?page=1', Cards)
  await optional('cards', '/pa/v1/articles?page=1', Cards)
  for (const u of users.slice(0, 5)) await optional('cards', `/wp/v2/author-articles?id=${String(u.id)}`, Cards)
  entry('forms')
  // Gravity Forms is a plugin of its own: a WordPress without it answers no form (the site then shows none).
  for (const id of formIds) await optional('forms', `/gf/v2/forms/${id}`, wp.GfFormSchema)
  return report
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = await checkServedContract(process.argv[2] ?? 'http://localhost:8081/wp-json')
  let failed = 0
  for (const [kind, { checked, problems }] of Object.entries(report)) {
    console.log(
      `${problems.length ? '✗' : '✓'} ${kind}: ${checked} checked${problems.length ? `, ${problems.length} problem(s)` : ''}`,
    )
    for (const p of problems.slice(0, 10)) console.log(`    ${p}`)
    failed += problems.length
  }
  process.exit(failed ? 1 : 0)
}
