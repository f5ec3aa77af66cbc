// Real example payloads for the CMS contract (docs/cms-contract/), pulled from a running CMS (normally the local one)
// and trimmed: long strings end in "…", lists are cut to 1–2 items, `_links` (and where noted `yoast_head_json`) are
// left out.
//
//   npx tsx devcms/cli.ts --port 8099 &
//   npx tsx scripts/contract-examples.ts --api http://localhost:8099/wp-json           # print every example
//   npx tsx scripts/contract-examples.ts --api http://localhost:8099/wp-json --write   # refresh the docs in place
//
// With --write, the text between `<!-- example:NAME -->` and `<!-- /example:NAME -->` is replaced in whichever file of
// docs/cms-contract/ (and its subfolders) holds the marker; files with nothing to change are not rewritten.
// Private and draft examples log in as the development editor (CMS_DEV_USER / CMS_DEV_PASSWORD).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Limit = { str?: number; items?: number; keys?: number }
type Limits = Limit & {
  /** Keys left out wherever they occur. */
  drop?: string[]
  /** Per dotted path suffix (array indices left out), e.g. `translations` or `rows.content_blocks_column_1`. */
  at?: Record<string, Limit>
  /** Only these top-level keys (of the object, or of each item of a top-level list). */
  pick?: string[]
}
type Example = {
  name: string
  method?: 'GET' | 'POST'
  /** Route under /wp-json. */
  route: string
  body?: Record<string, unknown>
  auth?: boolean
  /** Sent as the Bearer token instead of the editor's (for the error example). */
  token?: string
  /** A line under the request: what was trimmed, or what the example shows. */
  note?: string
  select?: (json: Json) => Json
  limits?: Limits
}

const DOC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'cms-contract')
const ENTITY: Limits = {
  drop: ['_links', 'yoast_head_json', 'guid'],
  str: 120,
  at: { timetable: { items: 1 }, testimonials: { items: 1 }, speakers: { items: 1 }, opening_hours: { items: 1 } },
}
const withAt = (at: Record<string, Limit>): Limits => ({ ...ENTITY, at: { ...ENTITY.at, ...at } })
const IDENTITY = ['id', 'type', 'slug', 'status', 'parent', 'link', 'title', 'template_slug']
const NO_YOAST = 'trimmed; `_links`, `guid` and `yoast_head_json` left out (see Yoast)'
const NO_YOAST_TERM = 'trimmed; `_links` and `yoast_head_json` left out (see Yoast)'

const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v)

function limitAt(limits: Limits, trail: string[]): Limit {
  const joined = trail.join('.')
  let found: Limit = {}
  for (const [suffix, limit] of Object.entries(limits.at ?? {})) {
    if (joined === suffix || joined.endsWith(`.${suffix}`)) found = limit
  }
  return found
}

function trim(value: Json, limits: Limits, trail: string[] = []): Json {
  const here = limitAt(limits, trail)
  if (typeof value === 'string') {
    const max = here.str ?? limits.str ?? 160
    return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value
  }
  if (Array.isArray(value)) return value.slice(0, here.items ?? limits.items ?? 2).map((v) => trim(v, limits, trail))
  if (!isObject(value)) return value
  const drop = new Set(limits.drop ?? ['_links'])
  const entries = Object.entries(value).filter(([k]) => !drop.has(k))
  const kept = here.keys !== undefined ? entries.slice(0, here.keys) : entries
  return Object.fromEntries(kept.map(([k, v]) => [k, trim(v, limits, [...trail, k])]))
}

function pickKeys(value: Json, keys: string[] | undefined): Json {
  if (!keys) return value
  const pick = (v: Json): Json => (isObject(v) ? Object.fromEntries(keys.filter((k) => k in v).map((k) => [k, v[k] as Json])) : v)
  return Array.isArray(value) ? value.map(pick) : pick(value)
}

/** The first `content_block_rows` block of each layout, smallest example first, from every post type. */
async function blockExamples(api: string): Promise<Example[]> {
  const bases = ['pages', 'articles', 'posts', 'academy', 'events']
  const best = new Map<string, { route: string; where: string; block: Json; size: number }>()
  for (const base of bases) {
    const items = (await getJson(`${api}/wp/v2/${base}?per_page=100`)).json
    for (const item of Array.isArray(items) ? items : []) {
      if (!isObject(item) || !isObject(item.content_block_rows)) continue
      const rows = item.content_block_rows.rows
      for (const [r, row] of (Array.isArray(rows) ? rows : []).entries()) {
        if (!isObject(row)) continue
        for (const column of ['content_blocks_column_1', 'content_blocks_column_2', 'content_blocks_column_3']) {
          const blocks = row[column]
          for (const [i, block] of (Array.isArray(blocks) ? blocks : []).entries()) {
            if (!isObject(block) || typeof block.acf_fc_layout !== 'string') continue
            const size = JSON.stringify(block).length
            const seen = best.get(block.acf_fc_layout)
            if (!seen || size < seen.size) {
              best.set(block.acf_fc_layout, {
                route: `/wp/v2/${base}/${String(item.id)}`,
                where: `content_block_rows.rows.${r}.${column}.${i}`,
                block,
                size,
              })
            }
          }
        }
      }
    }
  }
  return [...best.entries()].map(([layout, found]) => ({
    name: `block-${layout}`,
    route: found.route,
    note: `block at ${found.where}`,
    select: () => found.block,
    limits: { str: 90, items: 2, at: { form: { items: 2 }, fields: { items: 2 } } },
  }))
}

function examples(): Example[] {
  const card: Limits = { str: 100, items: 1 }
  return [
    // Auth
    { name: 'jwt-token', method: 'POST', route: '/jwt-auth/v1/token', body: { username: 'redactie', password: 'hoefslag-dev' }, limits: { str: 40 } },
    { name: 'jwt-token-wrong', method: 'POST', route: '/jwt-auth/v1/token', body: { username: 'redactie', password: 'wrong' } },
    { name: 'jwt-validate', method: 'POST', route: '/jwt-auth/v1/token/validate', auth: true },
    // Errors
    { name: 'error-no-route', route: '/wp/v2/nope' },
    { name: 'error-per-page', route: '/wp/v2/articles?per_page=101' },
    { name: 'error-page-beyond', route: '/wp/v2/articles?per_page=100&page=9' },
    { name: 'error-status-anon', route: '/wp/v2/articles?status=draft' },
    { name: 'error-bad-token', route: '/wp/v2/articles', token: 'not.a.token' },
    { name: 'error-not-found', route: '/wp/v2/get-entity-by-slug/bestaat-niet' },
    // Private content: anonymous vs editor
    { name: 'private-anon', route: '/wp/v2/articles?include=1004', note: 'anonymous: the private article is not listed' },
    {
      name: 'private-editor',
      route: '/wp/v2/articles?include=1004&status[]=publish&status[]=private&_fields=id,slug,status,link',
      auth: true,
      note: 'the editor asks for publish and private explicitly (collections default to publish, as in WordPress)',
    },
    // Post types
    {
      name: 'articles',
      route: '/wp/v2/articles?slug=droes-symptomen-behandeling-en-quarantaine&_embed',
      note: `${NO_YOAST}; rows cut to one block per column, \`wp:term\` to its first taxonomy`,
      limits: {
        ...withAt({
          rows: { items: 1 },
          content_blocks_column_1: { items: 1 },
          'toc.items': { items: 2 },
          'content_block_rows.toc.items.children': { items: 1 },
          author: { items: 1 },
          'wp:term': { items: 1 },
          'media_details.sizes': { keys: 1 },
          avatar_urls: { keys: 1 },
        }),
      },
    },
    { name: 'posts', route: '/wp/v2/posts?slug=hittestress-bij-paarden-zo-help-je-je-paard-de-zomer-door', note: NO_YOAST, limits: ENTITY },
    {
      name: 'academy',
      route: '/wp/v2/academy?slug=les-2-koliek-herkennen',
      note: `${NO_YOAST}; \`content_block_rows\` shortened to its first row`,
      limits: withAt({ rows: { items: 1 }, content_blocks_column_1: { items: 1 }, content_blocks_column_2: { items: 1 } }),
    },
    { name: 'events', route: '/wp/v2/events?slug=congres-paardengeneeskunde-2025', note: NO_YOAST, limits: ENTITY },
    {
      name: 'pages',
      route: '/wp/v2/pages?slug=kennisbank',
      note: `${NO_YOAST}; rows shortened`,
      limits: withAt({ rows: { items: 1 }, content_blocks_column_1: { items: 1 }, content_blocks_column_2: { items: 1 } }),
    },
    { name: 'pages-finder', route: '/wp/v2/pages?slug=finder&_fields=id,slug,link,template_slug,extra_fields', limits: { str: 100 } },
    { name: 'partners', route: '/wp/v2/partners?order=asc&orderby=menu_order&per_page=100&slug=equivet-pharma', note: NO_YOAST, limits: ENTITY },
    { name: 'products', route: '/wp/v2/products?slug=stalwijzer-gezondheidsmodule', note: NO_YOAST, limits: ENTITY },
    { name: 'clinics', route: '/wp/v2/clinics?slug=paardenkliniek-de-polder', note: NO_YOAST, limits: ENTITY },
    { name: 'vets', route: '/wp/v2/vets?slug=roos-evers', note: NO_YOAST, limits: ENTITY },
    { name: 'guest-authors', route: '/wp/v2/guest-authors?slug=hanna-kuipers', note: NO_YOAST, limits: ENTITY },
    // Taxonomies
    { name: 'categories', route: '/wp/v2/categories?slug=gezondheid&hide_empty=true', note: NO_YOAST_TERM, limits: ENTITY },
    { name: 'tags', route: '/wp/v2/tags?slug=koliek', note: NO_YOAST_TERM, limits: ENTITY },
    { name: 'kb-categories', route: '/wp/v2/knowledge-base-categories?slug=koliek-en-spijsvertering', note: NO_YOAST_TERM, limits: ENTITY },
    { name: 'content-types', route: '/wp/v2/content-types?per_page=1', note: NO_YOAST_TERM, limits: ENTITY },
    { name: 'partner-types', route: '/wp/v2/partner-types?per_page=1', note: NO_YOAST_TERM, limits: ENTITY },
    { name: 'finder-issues', route: '/wp/v2/finder-issues?per_page=1', note: NO_YOAST_TERM, limits: ENTITY },
    // Users and media
    { name: 'users', route: '/wp/v2/users?slug=anouk-de-vries', note: NO_YOAST_TERM, limits: withAt({ avatar_urls: { keys: 2 } }) },
    { name: 'authors', route: '/wp/v2/authors?per_page=2', note: NO_YOAST_TERM, limits: { ...withAt({ avatar_urls: { keys: 1 } }), items: 1 } },
    { name: 'media', route: '/wp/v2/media/105', limits: { str: 120, at: { 'media_details.sizes': { keys: 2 } } } },
    // Singletons
    {
      name: 'general-settings',
      route: '/wp/v2/general-settings',
      note: 'trimmed; `translations` cut to 6 of its keys',
      limits: { str: 100, items: 2, at: { translations: { keys: 6 } } },
    },
    {
      name: 'menus',
      route: '/menus/v1/locations',
      note: 'trimmed to 2 of the 11 locations, 1 item, 2 children',
      limits: { str: 100, items: 1, at: { 'items.child_items': { items: 2 } } },
      select: (json) => (isObject(json) ? Object.fromEntries(Object.entries(json).filter(([k]) => k === 'main' || k === 'footer_6')) : json),
    },
    { name: 'redirects', route: '/wp/v2/redirects', limits: { items: 3 } },
    {
      name: 'frontpage',
      route: '/wp/v2/frontpage',
      note: `${NO_YOAST}; rows shortened`,
      limits: withAt({ rows: { items: 1 }, content_blocks_column_1: { items: 1 }, content_blocks_column_2: { items: 1 } }),
    },
    { name: '404', route: '/wp/v2/404', note: 'shown: the identifying fields; the rest is a page as under Pages', limits: { pick: IDENTITY } },
    { name: 'posts-page', route: '/wp/v2/postsPage', note: 'shown: the identifying fields; the rest is a page as under Pages', limits: { pick: IDENTITY } },
    { name: 'partners-page', route: '/wp/v2/partnerspage', note: 'shown: the identifying fields; the rest is a page as under Pages', limits: { pick: IDENTITY } },
    // Helpers
    {
      name: 'get-page-by-path',
      route: '/wp/v2/get-page-by-path/over-ons/redactie?_embed',
      note: `${NO_YOAST}; shown: the top-level fields`,
      limits: { ...withAt({ 'media_details.sizes': { keys: 1 } }), pick: [...IDENTITY, 'extra_fields', '_embedded'] },
    },
    {
      name: 'get-entity-by-slug',
      route: '/wp/v2/get-entity-by-slug/kennisbank/luizen-bij-paarden?_embed',
      note: 'shown: the fields that identify the answer; the rest is the article as under Articles',
      limits: { str: 100, pick: ['id', 'type', 'slug', 'status', 'link', 'title'] },
    },
    {
      name: 'get-draft-entity-by-id',
      route: '/wp/v2/get-draft-entity-by-id/?_embed&id=1019&status[]=draft',
      auth: true,
      note: 'shown: the identifying fields; the rest is the article as under Articles',
      limits: { str: 100, pick: ['id', 'type', 'slug', 'status', 'link', 'title', 'date'] },
    },
    { name: 'get-draft-entity-by-id-anon', route: '/wp/v2/get-draft-entity-by-id/?id=1019&status[]=draft', note: 'anonymous' },
    { name: 'get-finder-term-by-slug', route: '/wp/v2/get-finder-term-by-slug/gebitsproblemen', note: NO_YOAST_TERM, limits: ENTITY },
    { name: 'popular-articles', route: '/wp/v2/popular-articles', limits: card },
    { name: 'pa-posts-category', route: '/pa/v1/posts?categories=201&page=1&hide_empty=true', limits: card },
    { name: 'pa-posts-tag', route: '/pa/v1/posts?tags=301&type[]=article&page=1', limits: card },
    { name: 'pa-articles', route: '/pa/v1/articles?knowledge-base-categories=401&page=1', limits: card },
    { name: 'author-articles', route: '/wp/v2/author-articles?slug=anouk-de-vries&page=1', limits: card },
    { name: 'author-articles-guest', route: '/wp/v2/author-articles?id=2601', limits: { ...card, pick: ['id', 'type', 'link', 'title', 'author'] } },
    {
      name: 'partners-by-type',
      route: '/wp/v2/partners-by-type',
      note: 'trimmed; each partner type is a term (its `yoast_head_json` left out) plus `partners`',
      limits: { ...withAt({ partners: { items: 2 } }), items: 1 },
    },
    // Gravity Forms
    {
      name: 'gf-form',
      route: '/gf/v2/forms/1',
      note: '3 of the 6 fields shown (text, select, consent)',
      select: (json) => (isObject(json) && Array.isArray(json.fields) ? { ...json, fields: json.fields.filter((f) => isObject(f) && [1, 4, 6].includes(Number(f.id))) } : json),
      limits: { str: 100, items: 3, at: { choices: { items: 2 } } },
    },
    {
      name: 'gf-submit-ok',
      method: 'POST',
      route: '/gf/v2/forms/1/submissions',
      body: { input_1: 'Sanne de Boer', input_2: 'sanne@example.nl', input_4: 'artikel', input_5: 'Mijn paard hoest na het voeren van hooi.', input_6: '1' },
    },
    { name: 'gf-submit-invalid', method: 'POST', route: '/gf/v2/forms/1/submissions', body: { input_1: '', input_2: 'geen-mailadres', input_4: 'artikel', input_5: 'Vraag', input_6: '1' } },
    // Yoast
    {
      name: 'yoast',
      route: '/wp/v2/articles?slug=luizen-bij-paarden&_fields=yoast_head_json',
      select: (json) => (Array.isArray(json) && isObject(json[0]) ? (json[0].yoast_head_json ?? null) : json),
      limits: { str: 100, items: 3 },
    },
  ]
}

type Got = { status: number; statusText: string; headers: Headers; json: Json }

async function getJson(url: string, init?: RequestInit): Promise<Got> {
  const res = await fetch(url, init)
  const text = await res.text()
  let json: Json
  try {
    json = JSON.parse(text) as Json
  } catch {
    json = text
  }
  return { status: res.status, statusText: res.statusText, headers: res.headers, json }
}

async function login(api: string): Promise<string> {
  const username = process.env.CMS_DEV_USER ?? 'redactie'
  const password = process.env.CMS_DEV_PASSWORD ?? 'hoefslag-dev'
  const got = await getJson(`${api}/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (!isObject(got.json) || typeof got.json.token !== 'string') throw new Error(`login failed: HTTP ${got.status}`)
  return got.json.token
}

const SHOWN_HEADERS = ['X-WP-Total', 'X-WP-TotalPages', 'Link', 'Retry-After']

async function render(api: string, token: string, example: Example): Promise<string> {
  const method = example.method ?? 'GET'
  const headers: Record<string, string> = {}
  const bearer = example.token ?? (example.auth ? token : undefined)
  if (bearer) headers.Authorization = `Bearer ${bearer}`
  if (example.body) headers['Content-Type'] = 'application/json'
  const got = await getJson(api + example.route, { method, headers, ...(example.body ? { body: JSON.stringify(example.body) } : {}) })
  const request = [`${method} /wp-json${example.route}`]
  if (bearer) request.push(`Authorization: Bearer ${bearer.length > 20 ? `${bearer.slice(0, 20)}…` : bearer}`)
  if (example.body) request.push('Content-Type: application/json', '', JSON.stringify(example.body))
  const response = [`HTTP/1.1 ${got.status} ${got.statusText}`]
  for (const name of SHOWN_HEADERS) {
    const value = got.headers.get(name)
    if (value) response.push(`${name}: ${value.replace(api, '…')}`)
  }
  const limits = example.limits ?? {}
  const body = trim(pickKeys(example.select ? example.select(got.json) : got.json, limits.pick), limits)
  const note = example.note ? `\n<sub>${example.note}</sub>\n` : ''
  return ['```http', ...request, '', ...response, '```', note, '```json', JSON.stringify(body, null, 2), '```'].join('\n')
}

async function renderBlock(api: string, example: Example): Promise<string> {
  const limits = example.limits ?? {}
  const body = trim(example.select ? example.select(null) : null, limits)
  return [`<sub>From \`GET /wp-json${example.route}\`, ${example.note ?? ''}.</sub>`, '', '```json', JSON.stringify(body, null, 2), '```'].join('\n')
}

async function main() {
  const { values } = parseArgs({ options: { api: { type: 'string' }, write: { type: 'boolean' } } })
  const api = (values.api ?? 'http://localhost:8081/wp-json').replace(/\/+$/, '')
  const token = await login(api)
  const rendered = new Map<string, string>()
  for (const example of examples()) rendered.set(example.name, await render(api, token, example))
  for (const example of await blockExamples(api)) rendered.set(example.name, await renderBlock(api, example))

  if (!values.write) {
    for (const [name, text] of rendered) console.log(`<!-- example:${name} -->\n${text}\n<!-- /example:${name} -->\n`)
    return
  }
  const files = (await readdir(DOC_DIR, { recursive: true }))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(DOC_DIR, name))
  const docs = new Map<string, string>()
  for (const file of files) docs.set(file, await readFile(file, 'utf8'))
  const missing: string[] = []
  const changed = new Set<string>()
  for (const [name, text] of rendered) {
    const start = `<!-- example:${name} -->`
    const end = `<!-- /example:${name} -->`
    const file = files.find((f) => docs.get(f)?.includes(start))
    const doc = file === undefined ? undefined : docs.get(file)
    const from = doc?.indexOf(start) ?? -1
    const to = doc?.indexOf(end) ?? -1
    if (file === undefined || doc === undefined || from === -1 || to === -1 || to < from) {
      missing.push(name)
      continue
    }
    const next = `${doc.slice(0, from + start.length)}\n${text}\n${doc.slice(to)}`
    if (next !== doc) changed.add(file)
    docs.set(file, next)
  }
  const unknown = [...docs.values()]
    .flatMap((doc) => [...doc.matchAll(/<!-- example:([\w-]+) -->/g)].map((m) => m[1] ?? ''))
    .filter((n) => !rendered.has(n))
  for (const file of changed) await writeFile(file, docs.get(file) ?? '')
  const where = path.relative(process.cwd(), DOC_DIR)
  console.log(`${rendered.size - missing.length} examples in ${where}/, ${changed.size} of ${files.length} files changed`)
  if (missing.length) console.log(`not in the docs (no markers): ${missing.join(', ')}`)
  if (unknown.length) console.log(`markers without an example: ${unknown.join(', ')}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
