// What the search build made of each entity — its search document, its post card — kept in memory by a process that
// builds again and again (the warm builder's data worker, decision 022), by the entity's content hash (the manifest's)
// and the hashes of the tables a document or card also reads (terms, authors, clinics: names, author clinics). A kept
// one is used only when all of these are the same as when it was made: the same inputs, the same document. Whether a
// document's route is still there is checked at every build. Never on disk: reading it back would cost what reading
// the entities costs.
import { sha256 } from '#lib/sha256.server.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { CardRow } from './data-files.ts'
import type { SearchDocument } from './search-document.ts'

type DocEntry = { hash: string; context: string; doc: SearchDocument | undefined }
type CardEntry = { hash: string; context: string; row: CardRow; card: string }

/** A hash of every entity of the tables a document or a card reads besides its own entity. */
export function contextOf(s: Pick<Snapshot, 'manifest'>, tables: string[]): string {
  const prefixes = tables.map((t) => `${t}:`)
  const rows = Object.entries(s.manifest.hashes).filter(([key]) => prefixes.some((p) => key.startsWith(p)))
  return sha256(JSON.stringify(rows))
}

export class SearchMemo {
  #docs = new Map<string, DocEntry>()
  #nextDocs = new Map<string, DocEntry>()
  #cards = new Map<number, CardEntry>()
  #nextCards = new Map<number, CardEntry>()
  hits = 0
  misses = 0

  /** The document of `key` (`articles:1001`) as made before from the same inputs; `null`: not indexable by itself. */
  doc(
    key: string,
    hash: string | undefined,
    context: string,
    make: () => SearchDocument | undefined,
  ): SearchDocument | undefined {
    if (hash === undefined) return make()
    const kept = this.#docs.get(key)
    if (kept && kept.hash === hash && kept.context === context) {
      this.hits++
      this.#nextDocs.set(key, kept)
      return kept.doc
    }
    this.misses++
    const doc = make()
    this.#nextDocs.set(key, { hash, context, doc })
    return doc
  }

  card(
    id: number,
    hash: string | undefined,
    context: string,
    make: () => { row: CardRow; card: string } | undefined,
  ): { row: CardRow; card: string } | undefined {
    if (hash === undefined) return make()
    const kept = this.#cards.get(id)
    if (kept && kept.hash === hash && kept.context === context) {
      this.hits++
      this.#nextCards.set(id, kept)
      return kept
    }
    this.misses++
    const made = make()
    if (made) this.#nextCards.set(id, { hash, context, ...made })
    return made
  }

  /** After a build that finished: what it used is what the next one may use (entries of a build that failed are
   *  still right for the inputs they record, and are kept too). */
  commit(): void {
    this.#docs = this.#nextDocs
    this.#cards = this.#nextCards
    this.#nextDocs = new Map()
    this.#nextCards = new Map()
  }
}
