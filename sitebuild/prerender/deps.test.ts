// The dependency computation of incremental rendering: what a page reads of its store becomes its dependencies
// (track.ts, whose ranges track.test.ts and neighbours key neighbours.test.ts test), and a
// change to the snapshot re-renders exactly the pages that read what changed (fingerprints.ts, plan.ts).
import { describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'
import { createFingerprinter, prefixHashes } from './fingerprints.ts'
import { sha256 } from '#pipeline/snapshot/hash.ts'
import { globalsChanged, type Globals } from './globals.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'
import { planPages } from './plan.ts'
import type { PageState, Previous } from './previous.ts'
import type { Job } from './protocol.ts'
import { makeBuildState, previousOf as previousOfState } from './state.ts'
import { recordingStore } from './track.ts'

/** A term page as the real ones read: the route, the term, the first `shown` items of its list and the list's length. */
const termPage =
  (path: string, shown = 2) =>
  (s: SiteStore) => {
    const route = s.route(path)
    const term = route?.id === undefined ? undefined : s.entity('terms', route.id)
    if (!term) return { name: undefined, items: [], pages: 0 }
    const items = s.listWindow(['byTerm', term.id], 0, shown)
    return { name: term.name, items, pages: Math.ceil(s.listLength(['byTerm', term.id]) / 12) }
  }
/** A page that lists every term (iterates the table). */
const allTerms = (s: SiteStore) => s.entities('terms').map((t) => t.name)

const PAGES = {
  '/categorie/gezondheid/': termPage('/categorie/gezondheid/'),
  '/categorie/voeding/': termPage('/categorie/voeding/'),
  '/onderwerpen/': allTerms,
}
const jobs: Job[] = Object.keys(PAGES).map((url) => ({ key: url, render: url, file: `${url.slice(1)}index.html` }))

function render(s: Snapshot, only?: string[]): Map<string, PageState> {
  const out = new Map<string, PageState>()
  for (const [url, page] of Object.entries(PAGES)) {
    if (only && !only.includes(url)) continue
    const t = recordingStore(snapshotStore(s))
    page(t.store)
    out.set(url, { file: `${url.slice(1)}index.html`, json: true, deps: t.finish(), inline: [] })
  }
  return out
}

function previousOf(s: Snapshot): Previous {
  const pages = render(s)
  const fp = createFingerprinter(s)
  return { pages, values: new Map([...pages.values()].flatMap((p) => p.deps).map((k) => [k, fp(k)])) }
}

/** The fixture with its hashes recomputed after `edit`, as the pipeline would write it. */
function edited(edit: (s: Snapshot) => void): Snapshot {
  const s = structuredClone(fixtureSnapshot())
  edit(s)
  const { hashes, contentHash } = hashSnapshot(s.entities, s.site)
  return { ...s, manifest: { ...s.manifest, hashes, contentHash } }
}

const plan = (before: Snapshot, after: Snapshot, exists = () => true) =>
  planPages({ jobs, previous: previousOf(before), fingerprint: createFingerprinter(after), exists })

describe('recorded dependencies', () => {
  it('are the entities, route entries, list windows and lengths a page read', () => {
    // The window asked for, even where the list is shorter or absent: a list that grows into it changes the page.
    expect(render(fixtureSnapshot()).get('/categorie/gezondheid/')?.deps).toEqual([
      'e:terms:201',
      'l:byTerm:201#len',
      'l:byTerm:201[0,2)',
      'r:/categorie/gezondheid/',
    ])
    const s = edited((x) => {
      x.lists.byTerm[201] = [11, 12, 13, 14]
    })
    expect(render(s).get('/categorie/gezondheid/')?.deps).toEqual([
      'e:terms:201',
      'l:byTerm:201#len',
      'l:byTerm:201[0,2)',
      'r:/categorie/gezondheid/',
    ])
    expect(render(s).get('/onderwerpen/')?.deps).toEqual(['e:terms:*', 'e:terms:201', 'e:terms:202'])
  })
})

describe('what changed → which pages render', () => {
  const before = edited((s) => {
    s.lists.byTerm[201] = [11, 12, 13]
  })

  it('nothing changed: nothing renders', () => {
    expect(plan(before, before)).toMatchObject({
      mode: 'incremental',
      render: [],
      removed: [],
      reason: 'nothing changed',
    })
  })

  it('an edited term re-renders its own page and the page listing every term, not the other term page', () => {
    const after = edited((s) => {
      s.lists.byTerm[201] = [11, 12, 13]
      const t = s.entities.terms[201]
      if (t) t.name = 'Ziekte'
    })
    const p = plan(before, after)
    expect(p.render.map((j) => [j.key, j.why])).toEqual([
      ['/categorie/gezondheid/', 'terms 201 changed'],
      ['/onderwerpen/', 'the terms table changed'],
    ])
    expect(p.unchanged).toEqual(['/categorie/voeding/'])
  })

  it("a term's count alone changing re-renders no page that names the term (a post moved or published elsewhere)", () => {
    const counted = edited((s) => {
      s.lists.byTerm[201] = [11, 12, 13]
      const t = s.entities.terms[201]
      if (t) t.count += 5
    })
    expect(counted.manifest.hashes['terms:201']).not.toBe(before.manifest.hashes['terms:201'])
    expect(plan(before, counted).render.map((j) => [j.key, j.why])).toEqual([
      ['/onderwerpen/', 'the terms table changed'],
    ])
  })

  it('an item added at the end of a list re-renders a page that counts it, not one that only shows the first items', () => {
    const longer = edited((s) => {
      s.lists.byTerm[201] = Array.from({ length: 12 }, (_, i) => i + 1)
    })
    const sameFirstPageAndCount = edited((s) => {
      s.lists.byTerm[201] = Array.from({ length: 12 }, (_, i) => i + 1).map((id, i) => (i === 11 ? 99 : id))
    })
    expect(plan(longer, sameFirstPageAndCount).render).toEqual([])
    const added = edited((s) => {
      s.lists.byTerm[201] = Array.from({ length: 13 }, (_, i) => i + 1)
    })
    expect(plan(longer, added).render.map((j) => [j.key, j.why])).toEqual([
      ['/categorie/gezondheid/', 'the length of list byTerm 201 changed'],
    ])
  })

  it('a new route renders as new, a route that is gone is removed, a page whose file is missing renders again', () => {
    const p = planPages({
      jobs: [...jobs.slice(1), { key: '/tag/nieuw/', render: '/tag/nieuw/', file: 'tag/nieuw/index.html' }],
      previous: previousOf(before),
      fingerprint: createFingerprinter(before),
      exists: (file) => file !== 'onderwerpen/index.html',
    })
    expect(p.render.map((j) => [j.key, j.why])).toEqual([
      ['/onderwerpen/', 'its file was missing'],
      ['/tag/nieuw/', 'new page'],
    ])
    expect(p.removed.map((r) => r.key)).toEqual(['/categorie/gezondheid/'])
  })

  it('without a previous state, or asked to, every page renders', () => {
    expect(planPages({ jobs, fingerprint: createFingerprinter(before), exists: () => true })).toMatchObject({
      mode: 'full',
      reason: 'no previous build state',
    })
    const full = planPages({
      jobs,
      full: '--full requested',
      previous: previousOf(before),
      fingerprint: createFingerprinter(before),
      exists: () => true,
    })
    expect(full).toMatchObject({ mode: 'full', reason: '--full requested' })
    expect(full.render).toHaveLength(jobs.length)
  })

  it('by the positions kept in build-state.json, the same pages with the same reasons as by name', () => {
    const globals: Globals = {
      bundle: 'b',
      code: 'c',
      layout: 'l',
      settings: 's',
      menus: 'm',
      siteUrl: 'https://x.nl',
      year: '2026',
    }
    const state = makeBuildState(globals, render(before), createFingerprinter(before))
    const afters = [
      before,
      edited((s) => {
        s.lists.byTerm[201] = [11, 12, 13, 14]
        const t = s.entities.terms[202]
        if (t) t.name = 'Voer'
      }),
      edited((s) => {
        s.lists.byTerm[201] = [13, 12, 11]
      }),
    ]
    for (const after of afters) {
      const fingerprint = createFingerprinter(after)
      const indexed = previousOfState(state)
      expect(indexed.index).toBeDefined()
      const { index: _, ...byName } = indexed
      const exists = () => true
      const { changedInputs: byIndexInputs, ...byIndexPlan } = planPages({
        jobs,
        previous: indexed,
        fingerprint,
        exists,
      })
      const { changedInputs: byNameInputs, ...byNamePlan } = planPages({ jobs, previous: byName, fingerprint, exists })
      expect(byIndexPlan).toEqual(byNamePlan)
      // And each page's changed inputs, which decide its phase (phases.ts), the same both ways.
      for (const job of jobs) expect(byIndexInputs(job.key)).toEqual(byNameInputs(job.key))
    }
    expect(
      planPages({
        jobs,
        previous: previousOfState(state),
        fingerprint: createFingerprinter(afters[1]!),
        exists: () => true,
      }).render.map((j) => [j.key, j.why]),
    ).toEqual([
      ['/categorie/gezondheid/', 'the length of list byTerm 201 changed'],
      ['/categorie/voeding/', 'terms 202 changed'],
      ['/onderwerpen/', 'the terms table changed'],
    ])
  })

  it('a long window from the start of a list has the fingerprint of its slice, and changes with any item before its end', () => {
    // Every article page reads the articles list from 0 to its own position: those windows are hashed in one pass
    // (prefixHashes), and must stay the fingerprints the last build recorded (a slice's hash), or every page re-renders.
    const ids = Array.from({ length: 300 }, (_, i) => 1000 + i)
    const sliceHash = (list: number[], b: number) => sha256(JSON.stringify(list.slice(0, b))).slice(0, 16)
    const s = edited((x) => {
      x.lists.articles = ids
    })
    const fp = createFingerprinter(s)
    for (const b of [0, 1, 63, 64, 65, 299, 300, 301])
      expect(fp(`l:articles[0,${b})`), `[0,${b})`).toBe(sliceHash(ids, b))
    expect(prefixHashes(ids, [200, 7, 200])).toEqual(
      new Map([
        [7, sliceHash(ids, 7)],
        [200, sliceHash(ids, 200)],
      ]),
    )
    const moved = edited((x) => {
      x.lists.articles = ids.map((id, i) => (i === 150 ? 1 : id))
    })
    const after = createFingerprinter(moved)
    expect(after('l:articles[0,150)')).toBe(fp('l:articles[0,150)'))
    expect(after('l:articles[0,151)')).not.toBe(fp('l:articles[0,151)'))
  })

  it('a change to a build-wide input (menus, settings, bundles, …) says which', () => {
    const g: Globals = {
      bundle: 'b1',
      code: 'c1',
      layout: 'l1',
      settings: 's1',
      menus: 'm1',
      siteUrl: 'https://x.nl',
      year: '2026',
    }
    expect(globalsChanged(g, g)).toBeUndefined()
    expect(globalsChanged(g, { ...g, menus: 'm2', layout: 'l2' })).toBe(
      'the layout data changed (menus, translations, notifications or footer partners); a menu changed',
    )
    expect(globalsChanged({ ...g, bundle: 'b0' }, g)).toMatch(/bundles changed/)
  })

  it("the prerender's code stamp is a build-wide input: other code renders every page again, with no --full", () => {
    const g: Globals = {
      bundle: 'b1',
      code: cacheStamp('buildState'),
      layout: 'l1',
      settings: 's1',
      menus: 'm1',
      siteUrl: 'https://x.nl',
      year: '2026',
    }
    expect(globalsChanged({ ...g, code: 'stamp of other prerender code' }, g)).toBe('the prerender code changed')
    // A state from before the stamp was kept has none: a full render once.
    const { code: _none, ...older } = g
    expect(globalsChanged(older, g)).toBe('the prerender code changed')
    expect(globalsChanged(g, g)).toBeUndefined()
  })
})
