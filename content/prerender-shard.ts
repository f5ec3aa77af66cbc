// Which URLs this prerender process renders (scripts/prerender-shards.ts): PRERENDER_SHARD="i/n" splits the site into n
// parts by a stable hash of the URL, so that each `vike prerender` process holds only its part in memory. Unset: all.
// Server only (build time).

export type Shard = { index: number; count: number }

/** "i/n" with 0 ≤ i < n; anything else is a clear error (the driver sets it, a person may too). */
export function parseShard(value: string | undefined): Shard | undefined {
  if (value === undefined || value === '') return undefined
  const match = /^(\d+)\/(\d+)$/.exec(value.trim())
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (!match || count < 1 || index >= count) throw new Error(`PRERENDER_SHARD must be "i/n" with 0 ≤ i < n, e.g. "0/4"; got "${value}"`)
  return { index, count }
}

/** FNV-1a: the same URL lands in the same part on every run and machine. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

export function inShard(url: string, shard: Shard | undefined): boolean {
  return !shard || hash(url) % shard.count === shard.index
}

let current: Shard | undefined | null = null
/** This process's part, from PRERENDER_SHARD (read once). */
export function currentShard(): Shard | undefined {
  if (current === null) current = parseShard(process.env.PRERENDER_SHARD)
  return current
}
