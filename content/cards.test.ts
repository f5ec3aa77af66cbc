// Cards come from the card table the pipeline writes (decision 048): a list page renders from its window's cards and
// parses no article, news post, lesson, event, clinic or vet; and the dependency it records re-renders it when a card
// changes (a title) and not when only an item's body does. A finder term page reads the window of its term's lists.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageContextServer } from 'vike/types'
import type { EntityTable, Snapshot } from '#lib/model/snapshot.ts'
import type { FinderTermIds } from '#lib/model/types.ts'
import { matchesTerm } from '#lib/model/finder-match.ts'
import { buildLists } from '#pipeline/derive/lists.ts'
import { finderFixture } from '#finder/test-fixture.ts'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'
import { openSnapshot, resetSnapshotCache } from '#pipeline/snapshot/read.ts'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'
import { writeSnapshot } from '#pipeline/snapshot/write.ts'
import { searchFixture } from '#search/test-fixture.ts'
import { createFingerprinter } from '#sitebuild/prerender/fingerprints.ts'
import { planPages } from '#sitebuild/prerender/plan.ts'
import { recordingStore } from '#sitebuild/prerender/track.ts'
import { data as kennisbankData } from '#pages/kennisbank/index/+data.ts'
import { data as nieuwsData } from '#pages/nieuws/+data.ts'
import { data as eventsData } from '#pages/events/+data.ts'
import { data as finderData } from '#pages/finder/index/+data.ts'
import { data as kbCategoryData } from '#pages/kennisbank-cat/@slug/+data.ts'
import { data as finderTermData } from '#pages/finder/@term/+data.ts'
import { routeOfUrl } from './route-data.ts'
import { postCard } from './cards.ts'

/** Tables whose rows carry a page body (or a clinic's or vet's whole page): a list must not read them. */
const BODY_TABLES: readonly EntityTable[] = ['articles', 'posts', 'lessons', 'events', 'clinics', 'vets']

function fixture(): Snapshot {
  const s = searchFixture()
  const kbTerm = s.entities.terms[401]
  if (!kbTerm) throw new Error('the fixture has no term 401')
  const inTerm = s.lists.articles.filter((id) => s.entities.articles[id]?.kbCategoryIds.includes(401))
  return {
    ...s,
    routes: {
      ...s.routes,
      '/kennisbank/': { kind: 'kennisbank' },
      '/nieuws/': { kind: 'nieuws' },
      '/events/': { kind: 'events' },
      '/finder/': { kind: 'finder' },
      [kbTerm.path]: { kind: 'kb-category', id: 401 },
    },
    lists: { ...s.lists, byTerm: { ...s.lists.byTerm, 401: inTerm } },
  }
}

/** The fixture with one article changed, rehashed as the pipeline would. */
function edited(s: Snapshot, id: number, change: { title?: string; content?: string }): Snapshot {
  const article = s.entities.articles[id]
  if (!article) throw new Error(`no article ${id}`)
  const entities = { ...s.entities, articles: { ...s.entities.articles, [id]: { ...article, ...change } } }
  const { hashes, contentHash } = hashSnapshot(entities, s.site)
  return { ...s, entities, manifest: { ...s.manifest, hashes, contentHash } }
}

/** `base` with every entity read counted by table. */
function counting(base: SiteStore): { store: SiteStore; reads: Map<string, number> } {
  const reads = new Map<string, number>()
  return {
    reads,
    store: {
      ...base,
      entity: (table, id) => {
        reads.set(table, (reads.get(table) ?? 0) + 1)
        return base.entity(table, id)
      },
      entities: (table) => {
        reads.set(table, (reads.get(table) ?? 0) + 1)
        return base.entities(table)
      },
    },
  }
}

type Data = (pageContext: PageContextServer) => unknown
const render = (data: Data, store: SiteStore, url: string, params: Record<string, string> = {}) =>
  data({ urlPathname: url, store, routed: routeOfUrl(store, url, params) } as unknown as PageContextServer)

const LIST_PAGES: Array<[string, Data, string, Record<string, string>]> = [
  ['the knowledge base, page 1', kennisbankData, '/kennisbank/', { page: '1' }],
  ['the knowledge base, page 2', kennisbankData, '/kennisbank/pagina/2/', { page: '2' }],
  ['news', nieuwsData, '/nieuws/', { page: '1' }],
  ['events', eventsData, '/events/', {}],
  ['the finder', finderData, '/finder/', { page: '1' }],
]

let dir: string
let snapshot: Snapshot
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cards-'))
  snapshot = fixture()
  await writeSnapshot(path.join(dir, 'snapshot'), snapshot)
})
afterAll(() => {
  resetSnapshotCache()
  rmSync(dir, { recursive: true, force: true })
})

describe('a list page', () => {
  it.each(LIST_PAGES)('%s renders its cards from the card table, reading no item with a body', (_, data, url, p) => {
    const { store, reads } = counting(snapshotStore(openSnapshot(path.join(dir, 'snapshot'))))
    const out = JSON.stringify(render(data, store, url, p))
    expect(out).toContain('"link"')
    expect(BODY_TABLES.filter((t) => reads.has(t))).toEqual([])
  })

  it('a knowledge-base category too, and its cards are those the entities make', () => {
    const kbPath = Object.entries(snapshot.routes).find(([, r]) => r.id === 401)?.[0] ?? ''
    const opened = snapshotStore(openSnapshot(path.join(dir, 'snapshot')))
    const { store, reads } = counting(opened)
    const out = render(kbCategoryData, store, kbPath, { page: '1' }) as { cards: unknown[] }
    expect(BODY_TABLES.filter((t) => reads.has(t))).toEqual([])
    // The card table holds what the entities make: the same cards as a store over the snapshot in memory.
    const memory = snapshotStore(snapshot)
    expect(out.cards).toEqual(snapshot.lists.byTerm[401]?.flatMap((id) => postCard(memory, id) ?? []))
    expect(out.cards.length).toBeGreaterThan(0)
  })
})

describe('the dependency a list page records', () => {
  /** Whether the incremental build re-renders the knowledge base's first page after `next` replaced `before`. */
  function rerenders(before: Snapshot, next: Snapshot): boolean {
    const rec = recordingStore(snapshotStore(before))
    render(kennisbankData, rec.store, '/kennisbank/', { page: '1' })
    const deps = rec.finish()
    const was = createFingerprinter(before)
    const job = { key: '/kennisbank/', render: '/kennisbank/', file: 'kennisbank/index.html' }
    const plan = planPages({
      jobs: [job],
      previous: {
        pages: new Map([[job.key, { file: job.file, json: true, deps, inline: [] }]]),
        values: new Map(deps.map((d) => [d, was(d)])),
      },
      fingerprint: createFingerprinter(next),
      exists: () => true,
    })
    return plan.render.length === 1
  }
  const newest = () => snapshot.lists.articles[0] ?? -1

  it('re-renders it when a card on it changes (a title edit)', () => {
    expect(rerenders(snapshot, edited(snapshot, newest(), { title: 'Koliek: nieuwe titel' }))).toBe(true)
  })

  it('does not re-render it when only an article’s body changes', () => {
    expect(rerenders(snapshot, edited(snapshot, newest(), { content: '<p>Een nieuwe tekst.</p>' }))).toBe(false)
  })

  it('does not re-render it when an article that is not on it changes', () => {
    const last = snapshot.lists.articles.at(-1) ?? -1
    expect(rerenders(snapshot, edited(snapshot, last, { title: 'Elders' }))).toBe(false)
  })
})

describe('a finder term page', () => {
  it('lists what the term selects from the lists the pipeline derived, as cards, reading no clinic or vet', async () => {
    const f = finderFixture()
    const lists = buildLists(f.entities, '2026-01-01T00:00:00')
    const term = f.entities.terms[681]
    if (!term) throw new Error('the finder fixture has no term 681')
    const where = path.join(dir, 'finder')
    await writeSnapshot(where, { ...f, lists, routes: { [term.path]: { kind: 'finder', id: term.id } } })
    const { store, reads } = counting(snapshotStore(openSnapshot(where)))
    const out = render(finderTermData, store, term.path) as {
      clinics: Array<{ id: number }>
      vets: Array<{ key: string }>
    }
    expect(BODY_TABLES.filter((t) => reads.has(t))).toEqual([])
    // What the page listed before: every published clinic and vet, filtered by the term.
    const selects = (item: FinderTermIds | undefined) => item !== undefined && matchesTerm(item, term)
    expect(out.clinics.map((c) => c.id)).toEqual(lists.clinics.filter((id) => selects(f.entities.clinics[id])))
    expect(out.vets.map((v) => v.key)).toEqual(
      lists.vets.filter((id) => selects(f.entities.vets[id])).map((id) => `vet:${id}`),
    )
    expect(out.clinics.length).toBeGreaterThan(0)
    expect(out.vets.length).toBeGreaterThan(0)
  })
})
