// TopK keeps exactly what a full sort would put first, in the same order.
import { describe, expect, it } from 'vitest'
import { TopK, byRelevance, newestFirst, oldestFirst, type Order } from './top-k.ts'

describe('TopK', () => {
  let seed = 3
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const entries = Array.from({ length: 2000 }, (_, doc) => ({ doc, score: Math.floor(random() * 50) }))

  it.each([
    ['relevance', byRelevance],
    ['newest first', newestFirst],
    ['oldest first', oldestFirst],
  ] as [string, Order][])('keeps the best k by %s', (_, order) => {
    const expected = [...entries].sort((a, b) => order(a.doc, a.score, b.doc, b.score)).map((e) => e.doc)
    for (const k of [0, 1, 12, 500, 3000]) {
      const top = new TopK(k, order)
      for (const e of [...entries].reverse()) top.offer(e.doc, e.score)
      expect(top.sorted(), `k = ${k}`).toEqual(expected.slice(0, k))
    }
  })
})
