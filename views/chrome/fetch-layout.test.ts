// The client's check of the layout data asset: what the build writes passes; a damaged or stale file is named.
import { describe, expect, it } from 'vitest'
import { buildLayoutData } from '#content/layout.ts'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import { snapshotStore } from '#pipeline/snapshot/store.ts'
import { layoutShapeProblem } from './fetch-layout.ts'

describe('layoutShapeProblem', () => {
  const layout: unknown = JSON.parse(JSON.stringify(buildLayoutData(snapshotStore(fixtureSnapshot()))))

  it('accepts the layout data the build writes', () => {
    expect(layoutShapeProblem(layout)).toBeUndefined()
  })

  it('names the part that is missing or of the wrong kind', () => {
    const broken = (patch: object) => ({ ...(layout as object), ...patch })
    expect(layoutShapeProblem(null)).toBe('not an object')
    expect(layoutShapeProblem(broken({ menus: { main: { items: 'x' } } }))).toBe('menus')
    expect(layoutShapeProblem(broken({ translations: { a: 1 } }))).toBe('translations')
    // An asset from before decision 021 (only the CMS texts that differ): the browser would have no defaults.
    expect(layoutShapeProblem(broken({ translations: { read_more: 'Lees verder' } }))).toBe('translations')
    expect(layoutShapeProblem(broken({ newsletter: { title: 'Nieuwsbrief', formId: '7' } }))).toBe('newsletter')
    // An asset from before the search tips were parsed with the layout data: the panel would have no tips to show.
    expect(layoutShapeProblem(broken({ search: { mostSearchedWords: [], filters: [] } }))).toBe('search')
  })
})
