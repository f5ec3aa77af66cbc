// What the finder build made of each clinic and vet (its card and finder terms), kept in memory by a process that
// builds again and again (the warm builder's data worker, decision 022), so that a publish reads and makes only the
// clinics and vets whose inputs changed: the entity's content hash (the manifest's), the names of the finder's terms
// and, for a vet, the hashes of its clinics (their titles, paths, addresses, status). The rest of the index (sorting,
// term and issue tables, rows) is made from the items in memory at every build, so the bytes are a fresh build's. Never on disk, as search/snapshot-memo.ts.
import { sha256 } from '#lib/sha256.server.ts'
import type { Term } from '#lib/model/types.ts'
import type { StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import type { FinderCard } from './index-data.ts'

/** One clinic's or vet's part of the index; `json` is its card as written, made once per item. */
export type FinderItem = { card: FinderCard; termIds: number[]; json?: string }

type ClinicEntry = { hash: string; terms: string; item: FinderItem | undefined }
type VetEntry = ClinicEntry & { clinics: [number, string | undefined][] }

const hashOf = (s: StoredSnapshot, key: string) => s.manifest.hashes[key]

export class FinderMemo {
  #clinics = new Map<number, ClinicEntry>()
  #vets = new Map<number, VetEntry>()
  #nextClinics = new Map<number, ClinicEntry>()
  #nextVets = new Map<number, VetEntry>()
  #terms: { hashes: string; context: string; record: Record<string, Term> } | undefined
  /** The context of this build's terms (set by `terms`). */
  #context = ''
  hits = 0
  misses = 0

  /**
   * Every term as a record, read again only when a term's hash changed; every build calls it first (it also sets the
   * counts of items reused and made to 0). An item is made again only when a name of a term `shown` picks changed:
   * the finder's own terms, not the categories an article edit recounts.
   */
  terms(s: StoredSnapshot, read: () => Record<string, Term>, shown: (t: Term) => boolean): Record<string, Term> {
    this.hits = this.misses = 0
    const keys = s.tables.terms.keys()
    const hashes = sha256(keys.map((k) => `${k}:${hashOf(s, `terms:${k}`) ?? ''}`).join('\n'))
    if (this.#terms?.hashes !== hashes) {
      const record = read()
      const names = Object.values(record).flatMap((t) => (shown(t) ? [[t.id, t.name]] : []))
      this.#terms = { hashes, record, context: sha256(JSON.stringify(names)) }
    }
    this.#context = this.#terms.context
    return this.#terms.record
  }

  /** The item of clinic `id` (undefined: not published), made again only when its entity or a term changed. */
  clinic(s: StoredSnapshot, id: number, make: () => FinderItem | undefined): FinderItem | undefined {
    const hash = hashOf(s, `clinics:${id}`)
    if (hash === undefined) return make()
    const kept = this.#clinics.get(id)
    if (kept && kept.hash === hash && kept.terms === this.#context) {
      this.hits++
      this.#nextClinics.set(id, kept)
      return kept.item
    }
    this.misses++
    const item = make()
    this.#nextClinics.set(id, { hash, terms: this.#context, item })
    return item
  }

  /** The item of vet `id`, made again only when its entity, a term or one of its clinics changed. */
  vet(
    s: StoredSnapshot,
    id: number,
    make: () => { item: FinderItem; clinicIds: number[] } | undefined,
  ): FinderItem | undefined {
    const hash = hashOf(s, `vets:${id}`)
    if (hash === undefined) return make()?.item
    const kept = this.#vets.get(id)
    if (
      kept &&
      kept.hash === hash &&
      kept.terms === this.#context &&
      kept.clinics.every(([clinic, h]) => hashOf(s, `clinics:${clinic}`) === h)
    ) {
      this.hits++
      this.#nextVets.set(id, kept)
      return kept.item
    }
    this.misses++
    const made = make()
    const clinics = (made?.clinicIds ?? []).map((c): [number, string | undefined] => [c, hashOf(s, `clinics:${c}`)])
    this.#nextVets.set(id, { hash, terms: this.#context, item: made?.item, clinics })
    return made?.item
  }

  /** After a build that finished: what it used is what the next one may use. */
  commit(): void {
    this.#clinics = this.#nextClinics
    this.#vets = this.#nextVets
    this.#nextClinics = new Map()
    this.#nextVets = new Map()
  }
}
