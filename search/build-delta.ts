// One postings index (the full or the suggestion index, search/postings.ts) kept in memory by a process that builds
// again and again (the warm builder's data worker) and patched with the documents that changed, instead of assembled
// again from every document: the postings of a removed document are dropped, an added one's are merged in, the rest are
// kept with their document numbers moved. The result is what PostingsAssembler gives for the same documents, byte for
// byte (search/build-delta.test.ts): the same document numbers (positions by date), the same term order (the order in
// which terms first occur over the documents, field by field), the same written words and field lengths.
//
// A document is kept when it is the same SearchDocument object as in the last build (search/snapshot-memo.ts gives the
// same object back for an entity whose inputs did not change) with the same texts in this index's fields (its compound
// parts can change when the vocabulary does). The term order is kept without reading the kept documents: a term that
// no removed or added document holds still first occurs in the same kept document, at the same place in it, and kept
// documents keep their order; only the terms of changed documents are placed again.
import { PostingsAssembler, type FieldAnalysis, type PostingsField, type PostingsIndex } from './postings.ts'
import type { FieldSpec } from './fields.ts'
import {
  byDoc,
  mergeByKey,
  patchSurface,
  RANK_FIELD,
  rankIn,
  type First,
  type Slot,
  type Surface,
  type Texts,
} from './build-delta-slots.ts'

type State = {
  stamp: string
  slots: Slot[]
  byDoc: Map<object, Slot>
  index: PostingsIndex
  termIds: Map<string, number>
  firsts: First[]
  totals: number[]
  surface: Map<string, Surface> | undefined
}

export type FieldAnalyzer = {
  /** A text's analysis, and the key it was cached under (undefined: not cached). */
  analyze(text: string, fresh: () => FieldAnalysis): { analysis: FieldAnalysis; key: string | undefined }
  /** A kept document's analysis used again (the cache keeps it for the next build's file). */
  reuse(key: string, analysis: FieldAnalysis): void
}

export type PatchStats = { mode: 'assembled' | 'patched'; kept: number; removed: number; added: number }

const KEY_POS = 2 ** 23
const clamp16 = (n: number) => Math.min(n, 0xffff)

/** Changes beyond this share of the documents: assembling again is as fast as patching. */
const MAX_CHANGED_SHARE = 0.1

export class KeptPostings {
  #state: State | undefined
  last: PatchStats | undefined

  constructor(
    private readonly specs: FieldSpec[],
    private readonly fresh: (text: string) => FieldAnalysis,
    private readonly surface: boolean,
  ) {}

  /** Forgets the kept index: the next build assembles again. */
  reset(): void {
    this.#state = undefined
  }

  /**
   * The index over `docs` (each with its texts, in document order); `include(i)`: whether document i is in this index.
   * `stamp`: what else an analysis depends on (the lexicon): another one assembles again.
   */
  build(
    docs: readonly object[],
    texts: readonly Texts[],
    include: (i: number) => boolean,
    analyzer: FieldAnalyzer,
    stamp: string,
  ): PostingsIndex {
    const prev = this.#state?.stamp === stamp ? this.#state : undefined
    const slots: Slot[] = []
    const added: number[] = []
    docs.forEach((doc, i) => {
      const text = texts[i] ?? {}
      const old = prev?.byDoc.get(doc)
      if (
        old &&
        this.specs.every((s) => old.text[s.name] === text[s.name]) &&
        (old.analyses !== undefined) === include(i)
      ) {
        old.analyses?.forEach((a, f) => {
          const key = old.keys[f]
          if (key !== undefined) analyzer.reuse(key, a)
        })
        slots.push(old)
        return
      }
      const keys: (string | undefined)[] = []
      const analyses = include(i)
        ? this.specs.map((spec, f) => {
            const t = text[spec.name] ?? ''
            const { analysis, key } = analyzer.analyze(t, () => this.fresh(t))
            keys[f] = key
            return analysis
          })
        : undefined
      slots.push({ doc, text, analyses, keys })
      added.push(i)
    })
    const kept = slots.length - added.length
    const removed = prev ? prev.slots.length - kept : 0
    const patch = prev && added.length + removed <= Math.max(8, MAX_CHANGED_SHARE * slots.length)
    this.#state = patch ? this.#patch(prev, slots, added) : this.#assemble(slots, stamp)
    this.last = { mode: patch ? 'patched' : 'assembled', kept, removed, added: added.length }
    return this.#state.index
  }

  /** Every document's postings, as buildPostings assembles them, and where each term and written word first occurs. */
  #assemble(slots: Slot[], stamp: string): State {
    const assembler = new PostingsAssembler(this.specs, slots.length, this.surface)
    const totals = this.specs.map(() => 0)
    slots.forEach((slot, id) => {
      if (!slot.analyses) return
      assembler.add(id, slot.analyses)
      slot.analyses.forEach((a, f) => (totals[f] = (totals[f] ?? 0) + a.length))
    })
    const index = assembler.finish()
    const termIds = new Map(index.terms.map((t, i) => [t, i]))
    const firsts: First[] = []
    const surface = this.surface ? new Map<string, Surface>() : undefined
    for (const slot of slots) {
      slot.analyses?.forEach((a, f) => {
        a.terms.forEach((term, k) => {
          const id = termIds.get(term) ?? 0
          firsts[id] ??= { slot, rank: f * RANK_FIELD + k }
        })
        if (surface)
          a.surface.forEach(([word, term], k) => {
            const s = surface.get(word)
            if (s) {
              s.slots.add(slot)
              s.term = term
            } else surface.set(word, { slots: new Set([slot]), first: { slot, rank: f * RANK_FIELD + k }, term })
          })
      })
    }
    return { stamp, slots, byDoc: byDoc(slots), index, termIds, firsts, totals, surface }
  }

  /** The kept index with the removed documents' postings dropped, the added ones' merged in, the rest renumbered. */
  #patch(prev: State, slots: Slot[], addedAt: number[]): State {
    const posOf = new Map(slots.map((s, i) => [s, i]))
    const oldN = prev.slots.length
    const remap = new Int32Array(oldN)
    const removedSlots: Slot[] = []
    prev.slots.forEach((s, j) => {
      const p = posOf.get(s)
      remap[j] = p ?? -1
      if (p === undefined && s.analyses) removedSlots.push(s)
    })
    const addedSlots = addedAt.flatMap((i) => (slots[i]?.analyses ? [slots[i]] : []))
    const changed = [...removedSlots, ...addedSlots]
    const touched = new Set<string>()
    for (const s of changed) for (const a of s.analyses ?? []) for (const t of a.terms) touched.add(t)

    // Added postings per field and term, in document order.
    const addedLists = this.specs.map(() => new Map<string, number[]>())
    for (const i of addedAt) {
      slots[i]?.analyses?.forEach((a, f) => {
        const lists = addedLists[f] as Map<string, number[]>
        a.terms.forEach((term, k) => {
          const list = lists.get(term)
          if (list) list.push(i, a.freqs[k] ?? 0)
          else lists.set(term, [i, a.freqs[k] ?? 0])
        })
      })
    }

    // The term order: untouched terms as before (their first document is kept, and kept documents keep their order),
    // each touched term placed by where it now first occurs.
    const keyOf = (f: First) => (posOf.get(f.slot) ?? 0) * KEY_POS + f.rank
    const keptTerms: { term: string; oldId: number; first: First }[] = []
    prev.index.terms.forEach((term, oldId) => {
      if (!touched.has(term)) keptTerms.push({ term, oldId, first: prev.firsts[oldId] as First })
    })
    const placed: { item: { term: string; oldId: number; first: First }; key: number }[] = []
    for (const term of touched) {
      const oldId = prev.termIds.get(term) ?? -1
      let pos = Infinity
      prev.index.fields.forEach((field, f) => {
        if (oldId >= 0)
          for (let e = field.offsets[oldId] ?? 0; e < (field.offsets[oldId + 1] ?? 0); e++) {
            const p = remap[field.docs[e] ?? 0] ?? -1
            if (p >= 0) {
              pos = Math.min(pos, p)
              break
            }
          }
        const list = addedLists[f]?.get(term)
        if (list) pos = Math.min(pos, list[0] ?? Infinity)
      })
      if (pos === Infinity) continue // no document holds it any more
      const slot = slots[pos] as Slot
      const first = { slot, rank: rankIn(slot, (a) => a.terms.indexOf(term)) }
      placed.push({ item: { term, oldId, first }, key: keyOf(first) })
    }
    const order = mergeByKey(keptTerms, (t) => keyOf(t.first), placed)
    const terms = order.map((t) => t.term)
    const termIds = new Map(terms.map((t, i) => [t, i]))

    const totals = [...prev.totals]
    for (const s of removedSlots) s.analyses?.forEach((a, f) => (totals[f] = (totals[f] ?? 0) - a.length))
    for (const s of addedSlots) s.analyses?.forEach((a, f) => (totals[f] = (totals[f] ?? 0) + a.length))
    const docCount = prev.index.docCount - removedSlots.length + addedSlots.length

    const fields = this.specs.map((spec, f): PostingsField => {
      const old = prev.index.fields[f] as PostingsField
      const added = addedLists[f] as Map<string, number[]>
      const offsets = new Uint32Array(terms.length + 1)
      order.forEach((t, id) => {
        let n = (added.get(t.term)?.length ?? 0) / 2
        if (t.oldId >= 0) {
          const [from, to] = [old.offsets[t.oldId] ?? 0, old.offsets[t.oldId + 1] ?? 0]
          if (touched.has(t.term)) {
            for (let e = from; e < to; e++) if ((remap[old.docs[e] ?? 0] ?? -1) >= 0) n++
          } else n += to - from
        }
        offsets[id + 1] = (offsets[id] ?? 0) + n
      })
      const size = offsets[terms.length] ?? 0
      const docs = new Uint32Array(size)
      const freqs = new Uint16Array(size)
      order.forEach((t, id) => {
        let w = offsets[id] ?? 0
        const list = added.get(t.term) ?? []
        let a = 0
        if (t.oldId >= 0)
          for (let e = old.offsets[t.oldId] ?? 0; e < (old.offsets[t.oldId + 1] ?? 0); e++) {
            const p = remap[old.docs[e] ?? 0] ?? -1
            if (p < 0) continue
            for (; a < list.length && (list[a] ?? 0) < p; a += 2, w++) {
              docs[w] = list[a] ?? 0
              freqs[w] = clamp16(list[a + 1] ?? 0)
            }
            docs[w] = p
            freqs[w] = old.freqs[e] ?? 0
            w++
          }
        for (; a < list.length; a += 2, w++) {
          docs[w] = list[a] ?? 0
          freqs[w] = clamp16(list[a + 1] ?? 0)
        }
      })
      const lengths = new Uint16Array(slots.length)
      slots.forEach((s, i) => {
        const a = s.analyses?.[f]
        if (a) lengths[i] = clamp16(a.length)
      })
      const total = totals[f] ?? 0
      return { ...spec, avgLength: docCount ? total / docCount : 0, offsets, docs, freqs, lengths }
    })

    const index: PostingsIndex = { docCount, terms, fields }
    let surface: Map<string, Surface> | undefined
    if (prev.surface) {
      surface = patchSurface(prev.surface, removedSlots, addedSlots, keyOf, posOf)
      const words = [...surface.keys()]
      index.surface = { words, termIds: Uint32Array.from(words, (w) => termIds.get(surface?.get(w)?.term ?? '') ?? 0) }
    }
    const firsts = order.map((t) => t.first)
    return { stamp: prev.stamp, slots, byDoc: byDoc(slots), index, termIds, firsts, totals, surface }
  }
}
