import { describe, expect, it } from 'vitest'
import { inShard, parseShard } from './prerender-shard.ts'

describe('prerender shards', () => {
  it('give every URL to exactly one of n parts, in parts of about equal size', () => {
    const urls = Array.from({ length: 4000 }, (_, i) => `/kennisbank/artikel-${i}/`)
    const shards = [0, 1, 2, 3].map((index) => ({ index, count: 4 }))
    const parts = shards.map((shard) => urls.filter((url) => inShard(url, shard)))
    expect(parts.flat().sort()).toEqual([...urls].sort())
    for (const part of parts) expect(part.length).toBeGreaterThan(800)
    expect(urls.every((url) => inShard(url, undefined))).toBe(true)
  })

  it('reads "i/n" and refuses anything else, naming the variable', () => {
    expect(parseShard(undefined)).toBeUndefined()
    expect(parseShard('')).toBeUndefined()
    expect(parseShard('2/5')).toEqual({ index: 2, count: 5 })
    for (const bad of ['5/5', '1/0', 'a/b', '3']) expect(() => parseShard(bad)).toThrow(/PRERENDER_SHARD must be "i\/n"/)
  })
})
