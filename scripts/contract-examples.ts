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
import { isRecord } from '#lib/is-record.ts'
import { examples, type Example, type Json, type Limit, type Limits } from './contract-examples-list.ts'

const DOC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'cms-contract')

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
  if (!isRecord(value)) return value
  const drop = new Set(limits.drop ?? ['_links'])
  const entries = Object.entries(value).filter(([k]) => !drop.has(k))
  const kept = here.keys !== undefined ? entries.slice(0, here.keys) : entries
  return Object.fromEntries(kept.map(([k, v]) => [k, trim(v, limits, [...trail, k])]))
}

function pickKeys(value: Json, keys: string[] | undefined): Json {
  if (!keys) return value
  const pick = (v: Json): Json =>
    isRecord(v) ? Object.fromEntries(keys.filter((k) => k in v).map((k) => [k, v[k] as Json])) : v
  return Array.isArray(value) ? value.map(pick) : pick(value)
}

/** The first `content_block_rows` block of each layout, smallest example first, from every post type. */
async function blockExamples(api: string): Promise<Example[]> {
  const bases = ['pages', 'articles', 'posts', 'academy', 'events']
  const best = new Map<string, { route: string; where: string; block: Json; size: number }>()
  for (const base of bases) {
    const items = (await getJson(`${api}/wp/v2/${base}?per_page=100`)).json
    for (const item of Array.isArray(items) ? items : []) {
      if (!isRecord(item) || !isRecord(item.content_block_rows)) continue
      const rows = item.content_block_rows.rows
      for (const [r, row] of (Array.isArray(rows) ? rows : []).entries()) {
        if (!isRecord(row)) continue
        for (const column of ['content_blocks_column_1', 'content_blocks_column_2', 'content_blocks_column_3']) {
          const blocks = row[column]
          for (const [i, block] of (Array.isArray(blocks) ? blocks : []).entries()) {
            if (!isRecord(block) || typeof block.acf_fc_layout !== 'string') continue
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
  if (!isRecord(got.json) || typeof got.json.token !== 'string') throw new Error(`login failed: HTTP ${got.status}`)
  return got.json.token
}

const SHOWN_HEADERS = ['X-WP-Total', 'X-WP-TotalPages', 'Link', 'Retry-After']

async function render(api: string, token: string, example: Example): Promise<string> {
  const method = example.method ?? 'GET'
  const headers: Record<string, string> = {}
  const bearer = example.token ?? (example.auth ? token : undefined)
  if (bearer) headers.Authorization = `Bearer ${bearer}`
  if (example.body) headers['Content-Type'] = 'application/json'
  const got = await getJson(api + example.route, {
    method,
    headers,
    ...(example.body ? { body: JSON.stringify(example.body) } : {}),
  })
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
  return ['```http', ...request, '', ...response, '```', note, '```json', JSON.stringify(body, null, 2), '```'].join(
    '\n',
  )
}

async function renderBlock(api: string, example: Example): Promise<string> {
  const limits = example.limits ?? {}
  const body = trim(example.select ? example.select(null) : null, limits)
  return [
    `<sub>From \`GET /wp-json${example.route}\`, ${example.note ?? ''}.</sub>`,
    '',
    '```json',
    JSON.stringify(body, null, 2),
    '```',
  ].join('\n')
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
  console.log(
    `${rendered.size - missing.length} examples in ${where}/, ${changed.size} of ${files.length} files changed`,
  )
  if (missing.length) console.log(`not in the docs (no markers): ${missing.join(', ')}`)
  if (unknown.length) console.log(`markers without an example: ${unknown.join(', ')}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
