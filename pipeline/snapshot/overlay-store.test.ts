// An editor's item laid in front of the build's store (decision 031): it answers its own entity and route, a page that
// iterates its table sees it where `{ ...table, [key]: value }` would put it, and the build's store is untouched.
import { describe, expect, it } from 'vitest'
import { overlayStore } from './overlay-store.ts'
import { snapshotStore } from './store.ts'
import { fixtureSnapshot, term } from './test-fixture.ts'

describe('overlayStore', () => {
  it.each([
    ['the first id already there', 201],
    ['a new id before all', 7],
    ['a new id after all', 900],
    ['an id already there', 202],
  ])('reads the live item and iterates its table as a spread copy would, for %s', (_, id) => {
    const s = fixtureSnapshot()
    const base = snapshotStore(s)
    const live = { ...term(id, 'Live'), path: '/categorie/live/' }
    const store = overlayStore(base, {
      table: 'terms',
      key: id,
      entity: live,
      path: live.path,
      route: { kind: 'category', id },
    })
    expect(store.entity('terms', id)).toBe(live)
    expect(store.entities('terms').map((t) => t.id)).toEqual(
      Object.values({ ...s.entities.terms, [id]: live }).map((t) => t.id),
    )
    expect(store.route('/categorie/live/')).toEqual({ kind: 'category', id })
    expect(store.routes()['/categorie/live/']).toEqual({ kind: 'category', id })
    // Everything else is the build's, and the build's store does not see the live item.
    expect(store.entity('terms', 201)).toBe(id === 201 ? live : s.entities.terms[201])
    expect(base.route('/categorie/live/')).toBeUndefined()
    expect(base.entity('terms', id)).toBe(s.entities.terms[id])
  })

  it('shares the layout data (and any other derived data) with the build store', () => {
    const base = snapshotStore(fixtureSnapshot())
    const store = overlayStore(base, {
      table: 'terms',
      key: 5,
      entity: term(5, 'X'),
      path: '/x/',
      route: { kind: 'category', id: 5 },
    })
    const built = base.derived('n', () => ({}))
    expect(store.derived('n', () => ({}))).toBe(built)
  })
})
