// An item's neighbours in a list (store.listNeighbours, decision 067): one recorded key, `l:<list>@<id>`, whose
// fingerprint moves with the items around the id, not with its position — so an article added at the top of a list
// re-renders its neighbours' pages, not every page after it.
import { describe, expect, it } from 'vitest'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import { snapshotStore } from '#pipeline/snapshot/store.ts'
import { createFingerprinter } from './fingerprints.ts'
import { recordingStore } from './track.ts'

/** The fixture with another articles list (the key reads the lists only). */
function withArticles(articles: number[]): Snapshot {
  const s = structuredClone(fixtureSnapshot())
  return { ...s, lists: { ...s.lists, articles } }
}

describe('the neighbours of a value in a list', () => {
  it('are what the store answers, and one recorded key', () => {
    const s = withArticles([40, 41, 42, 41, 43])
    const recording = recordingStore(snapshotStore(s))
    expect(recording.store.listNeighbours('articles', 41)).toEqual({ found: true, before: 40, after: 42 })
    expect(recording.finish()).toEqual(['l:articles@41'])
    expect(snapshotStore(s).listNeighbours('articles', 40)).toEqual({ found: true, after: 41 })
    expect(snapshotStore(s).listNeighbours('articles', 99)).toEqual({ found: false })
  })

  it('change their key with the neighbours, not with the positions', () => {
    const fingerprint = (articles: number[]) => createFingerprinter(withArticles(articles))('l:articles@42')
    // An item added at the top moves 42 down the list: its neighbours stay, and so does the key.
    expect(fingerprint([39, 40, 41, 42, 43])).toBe(fingerprint([40, 41, 42, 43]))
    // A neighbour removed or added beside it changes the key; so does 42 leaving the list.
    expect(fingerprint([40, 42, 43])).not.toBe(fingerprint([40, 41, 42, 43]))
    expect(fingerprint([40, 41, 42, 44, 43])).not.toBe(fingerprint([40, 41, 42, 43]))
    expect(fingerprint([40, 41, 43])).not.toBe(fingerprint([40, 41, 42, 43]))
  })
})
