// Content hashes: key order never changes a hash, content always does.
import { describe, expect, it } from 'vitest'
import { hashSnapshot, stableStringify } from './hash.ts'
import { fixtureSnapshot } from './test-fixture.ts'

describe('stableStringify', () => {
  it('sorts keys at every level and otherwise writes what JSON.stringify writes', () => {
    expect(stableStringify({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"e":2,"f":1}]},"b":1}',
    )
    expect(stableStringify({ u: undefined, f: () => 1, n: Number.NaN, d: new Date(0), l: [undefined] })).toBe(
      '{"d":"1970-01-01T00:00:00.000Z","l":[null],"n":null}',
    )
  })

  it('refuses BigInts and circular references, naming where', () => {
    expect(() => stableStringify({ a: [{ b: 1n }] })).toThrow('BigInt at $.a[0].b')
    const loop: { self?: unknown } = {}
    loop.self = { back: loop }
    expect(() => stableStringify(loop)).toThrow('Circular reference at $.self.back')
    const shared = { x: 1 }
    expect(stableStringify({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}')
  })
})

/** A copy of `o` with its own keys in reverse insertion order. */
function reverseKeys<T extends object>(o: T): T {
  const copy = { ...o }
  const keys = Object.keys(copy)
  for (const k of keys) Reflect.deleteProperty(copy, k)
  for (const k of keys.reverse()) Reflect.set(copy, k, Reflect.get(o, k))
  return copy
}

describe('hashSnapshot', () => {
  it('gives every entity a sha256 keyed table:id, equal for equal data built the same way', () => {
    const { entities, site } = fixtureSnapshot()
    const { hashes, contentHash } = hashSnapshot(entities, site)
    expect(Object.keys(hashes).sort()).toEqual(['terms:201', 'terms:202'])
    expect(hashes['terms:201']).toMatch(/^[0-9a-f]{64}$/)
    const copy = fixtureSnapshot()
    expect(hashSnapshot(structuredClone(copy.entities), reverseKeys(copy.site))).toEqual({ hashes, contentHash })
  })

  it('changes the entity hash and the content hash when content changes, and only that entity', () => {
    const before = hashSnapshot(fixtureSnapshot().entities, fixtureSnapshot().site)
    const after = hashSnapshot(fixtureSnapshot('Gezondheid!').entities, fixtureSnapshot().site)
    expect(after.hashes['terms:201']).not.toBe(before.hashes['terms:201'])
    expect(after.hashes['terms:202']).toBe(before.hashes['terms:202'])
    expect(after.contentHash).not.toBe(before.contentHash)
    const { entities, site } = fixtureSnapshot()
    expect(hashSnapshot(entities, { ...site, frontpageId: 9 }).contentHash).not.toBe(before.contentHash)
  })
})
