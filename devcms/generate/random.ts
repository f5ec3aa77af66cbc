// Seeded randomness for the content generator: mulberry32, and one independent stream per generated item, so item
// number i of a kind is the same whatever the other counts are (10 articles are a prefix of 10,000 articles).

/** 32-bit mix of a list of integers (murmur3 finaliser over a running hash). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193) >>> 0
    h ^= h >>> 16
    h = Math.imul(h, 0x85ebca6b) >>> 0
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35) >>> 0
    h ^= h >>> 16
  }
  return h >>> 0
}

/** A seed from the command line: an integer is used as is, anything else is hashed (FNV-1a). */
export function parseSeed(value: string | number): number {
  if (typeof value === 'number') return value >>> 0
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) >>> 0
  let h = 0x811c9dc5
  for (let i = 0; i < trimmed.length; i++) h = Math.imul(h ^ trimmed.charCodeAt(i), 0x01000193) >>> 0
  return h >>> 0
}

export class Rng {
  #a: number

  constructor(seed: number) {
    this.#a = seed >>> 0
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.#a = (this.#a + 0x6d2b79f5) >>> 0
    let t = this.#a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(list: readonly T[]): T {
    if (!list.length) throw new Error('pick from an empty list')
    return list[Math.floor(this.next() * list.length)] as T
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let r = this.next() * total
    for (const [value, w] of entries) {
      if ((r -= w) < 0) return value
    }
    const last = entries[entries.length - 1]
    if (!last) throw new Error('weighted pick from an empty list')
    return last[0]
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(list: readonly T[]): T[] {
    const out = list.slice()
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = out[i] as T
      out[i] = out[j] as T
      out[j] = tmp
    }
    return out
  }

  /** `n` distinct elements in random order (fewer when the list is shorter). */
  sample<T>(list: readonly T[], n: number): T[] {
    return this.shuffle(list).slice(0, Math.max(0, n))
  }

  /** `n` distinct elements, kept in the order of the list. */
  sampleInOrder<T>(list: readonly T[], n: number): T[] {
    const picked = new Set(
      this.sample(
        list.map((_, i) => i),
        n,
      ),
    )
    return list.filter((_, i) => picked.has(i))
  }
}
