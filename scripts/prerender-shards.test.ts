import { describe, expect, it } from 'vitest'
import { prerenderPlan } from './prerender-shards.ts'

describe('prerender plan', () => {
  it('splits the routes into parts of at most the given size, rendered by at most one process per core', () => {
    expect(prerenderPlan(303, 2000, 2)).toEqual({ parts: 1, processes: 1 })
    expect(prerenderPlan(14306, 2000, 2)).toEqual({ parts: 8, processes: 2 })
    expect(prerenderPlan(4000, 2000, 8)).toEqual({ parts: 2, processes: 2 })
    expect(prerenderPlan(0, 2000, 2)).toEqual({ parts: 1, processes: 1 })
  })
})
