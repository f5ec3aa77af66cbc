// Live entities for editors: a private item and a draft from the local CMS (with a token), through the pipeline's
// schemas and normalizers, laid over a snapshot the pipeline built from the same CMS; and a draft that fails the schema.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixture, type Harness } from '#devcms/server/test-helpers.ts'
import { parsePipelineEnv } from '../env.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { runPipeline } from '../run.ts'
import { snapshotStore } from '../snapshot/store.ts'
import { overlayLiveEntity, storeWith } from './live-entity.ts'

let h: Harness
let dir: string
let base: Snapshot
let token: string
const SITE = 'http://localhost:8888'

beforeAll(async () => {
  h = await startFixture({ gzip: false })
  dir = await mkdtemp(path.join(os.tmpdir(), 'hoefslag-live-'))
  const env = parsePipelineEnv({
    CMS_API_URL: h.server.url,
    SITE_URL: SITE,
    SNAPSHOT_DIR: path.join(dir, 'snap'),
    BUILD_REPORT: path.join(dir, 'report.json'),
  })
  base = (await runPipeline(env)).snapshot
  token = await h.login()
})
afterAll(async () => {
  await h.close()
  await rm(dir, { recursive: true, force: true })
})

const options = () => ({ cmsApiUrl: h.server.url, siteUrl: SITE })

describe('overlayLiveEntity', () => {
  it('lays a private article over the snapshot at its own path, as the prerender would have had it', async () => {
    expect(Object.values(base.routes).some((r) => r.id === 1004)).toBe(false)
    const res = await h.get('/wp/v2/get-entity-by-slug/kennisbank/geheim-onderzoek/?_embed&status=publish,private', {
      token,
    })
    expect(res.status).toBe(200)
    const live = overlayLiveEntity(base, res.json, options())
    if (!live.ok) throw new Error(JSON.stringify(live.problems))
    expect(live.path).toBe('/kennisbank/geheim-onderzoek/')
    const store = storeWith(snapshotStore(base), live)
    expect(store.route(live.path)).toEqual({ kind: 'article', id: 1004 })
    expect(store.entity('articles', 1004)).toMatchObject({
      title: 'Geheim onderzoek',
      status: 'private',
      path: live.path,
    })
    // The build's snapshot itself is untouched (it serves every other request).
    expect(base.entities.articles[1004]).toBeUndefined()
    expect(base.routes[live.path]).toBeUndefined()
  })

  it('normalizes a draft from get-draft-entity-by-id, its featured image from _embed', async () => {
    const res = await h.get('/wp/v2/get-draft-entity-by-id/?id=1005&status[]=draft&_embed', { token })
    expect(res.status).toBe(200)
    const live = overlayLiveEntity(base, res.json, options())
    if (!live.ok) throw new Error(JSON.stringify(live.problems))
    expect(live).toMatchObject({
      type: 'article',
      path: '/kennisbank/concept-artikel/',
      route: { kind: 'article', id: 1005 },
    })
    const article = storeWith(snapshotStore(base), live).entity('articles', 1005)
    expect(article?.status).toBe('draft')
    if (typeof res.json === 'object' && res.json !== null && 'featured_media' in res.json && res.json.featured_media)
      expect(article?.featuredImage).toBeDefined()
  })

  it('gives a draft without a slug (WordPress: "?p=ID" permalink) a path in its family', () => {
    const live = overlayLiveEntity(base, { ...draftOf(base), slug: '', link: `${h.server.origin}/?p=1005` }, options())
    if (!live.ok) throw new Error(JSON.stringify(live.problems))
    expect(live.path).toBe('/kennisbank/concept-1005/')
  })

  it('names the wrong field of a draft that fails the schema, and an unknown type', () => {
    const bad = overlayLiveEntity(base, { ...draftOf(base), title: { rendered: 42 } }, options())
    expect(bad).toMatchObject({ ok: false, type: 'article', id: 1005, problems: [{ path: 'title.rendered' }] })
    const unknown = overlayLiveEntity(base, { id: 9, type: 'attachment' }, options())
    expect(unknown).toMatchObject({
      ok: false,
      problems: [{ path: 'type', message: expect.stringContaining('attachment') }],
    })
  })

  it('reports a block it leaves out instead of failing the whole preview', () => {
    const rows = {
      rows: [
        {
          layout: '1_column',
          content_blocks_column_1: [{ acf_fc_layout: 'no_such_block' }],
          content_blocks_column_2: false,
          content_blocks_column_3: false,
        },
      ],
    }
    const live = overlayLiveEntity(base, { ...draftOf(base), content_block_rows: rows }, options())
    expect(live.ok).toBe(true)
    expect(live.ok && live.warnings.length).toBeGreaterThan(0)
  })
})

let draft: Record<string, unknown> | undefined
/** The fixture's draft article as the CMS answers it (fetched once by the draft test). */
function draftOf(_s: Snapshot): Record<string, unknown> {
  if (!draft) throw new Error('the draft test runs first')
  return draft
}

beforeAll(async () => {
  const res = await h.get('/wp/v2/get-draft-entity-by-id/?id=1005&status[]=draft&_embed', { token })
  draft = typeof res.json === 'object' && res.json !== null ? { ...res.json } : undefined
})
