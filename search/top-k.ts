// The best k of a stream of (document, score) pairs without sorting them all: a binary heap whose root is the worst
// kept entry. A page of 12 out of 10,000 matches costs 10,000 comparisons with the root instead of a full sort.

/** Ranks two entries: negative when (docA, scoreA) comes first. */
export type Order = (docA: number, scoreA: number, docB: number, scoreB: number) => number

/** Best score first, then newest (documents are stored newest first). */
export const byRelevance: Order = (da, sa, db, sb) => sb - sa || da - db
export const newestFirst: Order = (da, _sa, db) => da - db
export const oldestFirst: Order = (da, _sa, db) => db - da

export class TopK {
  private readonly docs: Int32Array
  private readonly scores: Float64Array
  private size = 0
  private readonly order: Order

  constructor(k: number, order: Order) {
    this.docs = new Int32Array(k)
    this.scores = new Float64Array(k)
    this.order = order
  }

  /** Is entry i worse than entry j (so nearer the root)? */
  private worse(i: number, j: number): boolean {
    return this.order(this.docs[i] ?? 0, this.scores[i] ?? 0, this.docs[j] ?? 0, this.scores[j] ?? 0) > 0
  }

  private swap(i: number, j: number): void {
    const doc = this.docs[i] ?? 0
    const score = this.scores[i] ?? 0
    this.docs[i] = this.docs[j] ?? 0
    this.scores[i] = this.scores[j] ?? 0
    this.docs[j] = doc
    this.scores[j] = score
  }

  offer(doc: number, score: number): void {
    const k = this.docs.length
    if (this.size < k) {
      let i = this.size++
      this.docs[i] = doc
      this.scores[i] = score
      while (i > 0) {
        const parent = (i - 1) >> 1
        if (!this.worse(i, parent)) break
        this.swap(i, parent)
        i = parent
      }
      return
    }
    // Not better than the worst kept (also when k is 0): dropped.
    if (k === 0 || this.order(doc, score, this.docs[0] ?? 0, this.scores[0] ?? 0) >= 0) return
    this.docs[0] = doc
    this.scores[0] = score
    for (let i = 0; ;) {
      const left = 2 * i + 1
      const right = left + 1
      let worst = i
      if (left < k && this.worse(left, worst)) worst = left
      if (right < k && this.worse(right, worst)) worst = right
      if (worst === i) break
      this.swap(i, worst)
      i = worst
    }
  }

  /** The kept documents, best first. */
  sorted(): number[] {
    const entries = Array.from({ length: this.size }, (_, i) => i)
    entries.sort((a, b) => this.order(this.docs[a] ?? 0, this.scores[a] ?? 0, this.docs[b] ?? 0, this.scores[b] ?? 0))
    return entries.map((i) => this.docs[i] ?? 0)
  }
}
