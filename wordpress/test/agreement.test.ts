// The agreement comparison (agreement.ts) catches what it is meant to, without WordPress: two local CMSs on the same
// content agree; on two copies with planted differences, each widening names its own. Runs in `npm run test:wordpress`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsServer, type CmsServer } from '#devcms/server/index.ts'
import { compareCms, type Agreement } from './agreement.ts'
import { WP } from './config.ts'

const work = mkdtempSync(path.join(tmpdir(), 'hoefslag-agreement-'))
const servers: CmsServer[] = []

/** A copy of the bundled content set, changed by `plant`, served by a local CMS of its own. */
async function cms(name: string, plant: (dir: string) => void): Promise<string> {
  const dir = path.join(work, name)
  cpSync(WP.content, dir, { recursive: true })
  plant(dir)
  const server = await createCmsServer({ contentDir: dir, mediaDir: WP.media, port: 0, host: '127.0.0.1' })
  servers.push(server)
  return server.url
}

const edit = (file: string, change: (json: unknown) => unknown) =>
  writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')))))
type Obj = Record<string, unknown>

let same: Agreement
let planted: Agreement

describe('the agreement comparison', () => {
  beforeAll(async () => {
    same = await compareCms(await cms('a', () => {}), await cms('b', () => {}))
    const local = await cms('local', (dir) => {
      // An article and a menu location only the other side has.
      rmSync(path.join(dir, 'articles', 'artrose-en-spat-bij-paarden.json'))
      edit(path.join(dir, 'site', 'menus.json'), (menus) => ({ ...(menus as Obj), disclaimer: undefined }))
    })
    const wordpress = await cms('wordpress', (dir) => {
      rmSync(path.join(dir, 'articles', 'astma-bij-paarden.json'))
      // A term archive's description, and an article moved to the top of every list by its date.
      edit(path.join(dir, 'terms', 'category.json'), (terms) =>
        (terms as Obj[]).map((t) => (t.slug === 'gezondheid' ? { ...t, description: 'Anders beschreven.' } : t)),
      )
      edit(path.join(dir, 'articles', 'biest-en-de-eerste-levensdagen-van-het-veulen.json'), (a) => ({
        ...(a as Obj),
        date: '2026-11-27T08:00:00',
      }))
    })
    planted = await compareCms(local, wordpress)
  }, 60_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
    rmSync(work, { recursive: true, force: true })
  })

  it('finds no difference between two CMSs on the same content, after comparing thousands of fields', () => {
    expect(same.differences).toEqual([])
    expect(same.tally.items).toBeGreaterThan(500)
    expect(same.tally.leaves).toBeGreaterThan(20_000)
  })

  it.each([
    ['an item only WordPress has', /^\/wp\/v2\/articles artrose-en-spat-bij-paarden: only WordPress has it$/],
    ['an item only the local CMS has', /^\/wp\/v2\/articles astma-bij-paarden: only the local CMS has it$/],
    ['a menu location only WordPress has', /^\/menus\/v1\/locations disclaimer: only WordPress has it$/],
    ['a term archive’s head', /^\/wp\/v2\/categories gezondheid yoast_head_json\.description: local CMS "Ziekten/],
    ['a card only one list has', /^\/pa\/v1\/articles \/kennisbank\/astma-bij-paarden\/: only the local CMS has it$/],
    [
      'a card on a page past the first',
      /^\/pa\/v1\/posts\?type\[\]=article&type\[\]=post&type\[\]=lesson&type\[\]=event \/kennisbank\/artrose-en-spat-bij-paarden\/: only WordPress has it$/,
    ],
    ['an author’s cards', /^\/wp\/v2\/author-articles\?slug=\S+ \/kennisbank\/astma-bij-paarden\/: only the local CMS/],
    ['a term’s cards', /^\/pa\/v1\/articles\?knowledge-base-categories=<\S+> \/kennisbank\/astma-bij-paarden\/: only/],
    ['the order of a list', /^\/pa\/v1\/articles order, card 1: local CMS \S+ ≠ WordPress \/kennisbank\/biest-en-de/],
    ['a card’s field', /^\/pa\/v1\/articles \/kennisbank\/biest-en-de-eerste-levensdagen-van-het-veulen\/ date: /],
  ])('names %s', (_, pattern) => {
    expect(planted.differences.filter((d) => pattern.test(d)).length, planted.differences.join('\n')).toBeGreaterThan(0)
  })
})
