// Every answer the CMS serves validates against the contract schemas: for the test fixture and for the bundled content.
// Kinds with no content files yet are skipped (and say so); kinds with files must validate.
import { existsSync, readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkServedContract, type ContractReport } from './contract-check.ts'
import { createCmsServer, type CmsServer } from './server/index.ts'
import { FIXTURE_CONTENT, FIXTURE_MEDIA } from './server/test-helpers.ts'
import { DEFAULT_CONTENT_DIR, DEFAULT_MEDIA_DIR } from './validate.ts'

const KINDS = [
  'articles',
  'posts',
  'academy',
  'events',
  'pages',
  'partners',
  'products',
  'clinics',
  'vets',
  'guest-authors',
  'categories',
  'tags',
  'knowledge-base-categories',
  'content-types',
  'partner-types',
  'expertises',
  'services',
  'specialisations',
  'recognitions',
  'finder-labels',
  'finder-issues',
  'users',
  'media',
  'embedded',
  'lookups',
  'general-settings',
  'menus',
  'redirects',
  'option-pages',
  'cards',
  'forms',
]

const hasContent = (dir: string) => existsSync(dir) && readdirSync(dir).some((n) => n !== 'README.md')

describe.each([
  { name: 'test fixture', contentDir: FIXTURE_CONTENT, mediaDir: FIXTURE_MEDIA, strict: true },
  { name: 'bundled content', contentDir: DEFAULT_CONTENT_DIR, mediaDir: DEFAULT_MEDIA_DIR, strict: false },
])('served answers of the $name', ({ contentDir, mediaDir, strict }) => {
  let server: CmsServer | undefined
  let report: ContractReport = {}
  beforeAll(async () => {
    if (!hasContent(contentDir)) return
    server = await createCmsServer({ contentDir, mediaDir, port: 0 })
    report = await checkServedContract(server.url)
  }, 120_000)
  afterAll(() => server?.close())

  it.for(KINDS)('%s', (kind, ctx) => {
    const result = report[kind]
    if (!strict && (!result || result.checked === 0)) return ctx.skip(`no ${kind} served yet`)
    expect(result?.checked, `${kind} served nothing`).toBeGreaterThan(0)
    expect(result?.problems).toEqual([])
  })
})
