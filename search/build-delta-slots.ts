// The documents a patched postings index holds (search/build-delta.ts) and where in them a term or a written word
// first occurs: the ranks by which the patch keeps the assembler's term and word order without reading kept documents;
// and the patch of the written words (the full index's typo correction) by those ranks.
import type { FieldAnalysis } from './postings.ts'

export type Texts = Readonly<Record<string, string | undefined>>

/** One document as this index holds it: its texts, and its field analyses (undefined: not in this index). */
export type Slot = {
  readonly doc: object
  readonly text: Texts
  readonly analyses: FieldAnalysis[] | undefined
  /** The analysis cache's key of each field's text (search/analysis-cache.ts), to mark it used without hashing. */
  readonly keys: (string | undefined)[]
}

/** Where a term or a written word first occurs: the document, and (field << 20) + position in that field's list. */
export type First = { slot: Slot; rank: number }
export type Surface = { slots: Set<Slot>; first: First; term: string }

/** A rank's field part: rank = field * RANK_FIELD + position in that field's list. */
export const RANK_FIELD = 2 ** 20

export const byDoc = (slots: Slot[]) => new Map(slots.map((s) => [s.doc, s]))

/** (field << 20) + position of the first field whose list `find` finds something in. */
export function rankIn(slot: Slot, find: (a: FieldAnalysis) => number): number {
  const analyses = slot.analyses ?? []
  for (let f = 0; f < analyses.length; f++) {
    const k = find(analyses[f] as FieldAnalysis)
    if (k >= 0) return f * RANK_FIELD + k
  }
  throw new Error('search index patch: a term or word is not in the document that holds it')
}

/** The term a document's last occurrence of a written word gave (the assembler keeps the last one it saw). */
function lastTermOf(slot: Slot, word: string): string {
  const analyses = slot.analyses ?? []
  for (let f = analyses.length - 1; f >= 0; f--) {
    const list = analyses[f]?.surface ?? []
    for (let k = list.length - 1; k >= 0; k--) if (list[k]?.[0] === word) return list[k]?.[1] ?? ''
  }
  throw new Error(`search index patch: the written word "${word}" is not in the document that holds it`)
}

/** `kept` (already in key order) with `placed` put in by their keys (keys are distinct: a place in a document). */
export function mergeByKey<T>(kept: T[], keyOf: (t: T) => number, placed: { item: T; key: number }[]): T[] {
  placed.sort((a, b) => a.key - b.key)
  const out: T[] = []
  let p = 0
  for (const item of kept) {
    const key = keyOf(item)
    for (; p < placed.length && (placed[p]?.key ?? 0) < key; p++) out.push((placed[p] as { item: T }).item)
    out.push(item)
  }
  for (; p < placed.length; p++) out.push((placed[p] as { item: T }).item)
  return out
}

/** Written words (the full index's typo correction): in the order they first occur, each with the term its last
 *  occurrence gave. Only the words of changed documents are looked at again. */
export function patchSurface(
  prev: Map<string, Surface>,
  removed: Slot[],
  added: Slot[],
  keyOf: (f: First) => number,
  posOf: Map<Slot, number>,
): Map<string, Surface> {
  // The removed and the added documents of each of their written words, found in one pass each.
  const slotsByWord = (slots: Slot[]) => {
    const byWord = new Map<string, Set<Slot>>()
    for (const s of slots)
      for (const a of s.analyses ?? [])
        for (const [w] of a.surface) {
          const set = byWord.get(w)
          if (set) set.add(s)
          else byWord.set(w, new Set([s]))
        }
    return byWord
  }
  const [removedOf, addedOf] = [slotsByWord(removed), slotsByWord(added)]
  const words = new Set([...removedOf.keys(), ...addedOf.keys()])
  const kept: [string, Surface][] = []
  for (const entry of prev) if (!words.has(entry[0])) kept.push(entry)
  const placed: { item: [string, Surface]; key: number }[] = []
  for (const word of words) {
    const slotsOf = new Set(prev.get(word)?.slots)
    for (const s of removedOf.get(word) ?? []) slotsOf.delete(s)
    for (const s of addedOf.get(word) ?? []) slotsOf.add(s)
    if (!slotsOf.size) continue
    let [firstSlot, lastSlot] = [undefined as Slot | undefined, undefined as Slot | undefined]
    for (const s of slotsOf) {
      const p = posOf.get(s) ?? 0
      if (!firstSlot || p < (posOf.get(firstSlot) ?? 0)) firstSlot = s
      if (!lastSlot || p > (posOf.get(lastSlot) ?? 0)) lastSlot = s
    }
    const first = {
      slot: firstSlot as Slot,
      rank: rankIn(firstSlot as Slot, (a) => a.surface.findIndex(([w]) => w === word)),
    }
    const entry: [string, Surface] = [word, { slots: slotsOf, first, term: lastTermOf(lastSlot as Slot, word) }]
    placed.push({ item: entry, key: keyOf(first) })
  }
  return new Map(mergeByKey(kept, ([, s]) => keyOf(s.first), placed))
}
