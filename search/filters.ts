// Which documents a search's filters let through. Different filters combine with AND, the values of one filter with OR;
// author_ids and clinic_author_id both say "written by" and combine with OR (by these authors or by the clinic's).
import type { FacetRow } from './data-files.ts'
import { CONTENT_POST_TYPES, type PostType, type TaxonomyLookup } from './model.ts'

/** An author_ids value: a bare id (a user or a guest author with that id) or a key "user:2" / "guest:2601". */
export type AuthorFilter = { kind?: 'user' | 'guest'; id: number }

export type SearchFilters = {
  /** Empty: the site's content (CONTENT_POST_TYPES), or vets when filtering on vet_clinics_relation. */
  postTypes: PostType[]
  /** Knowledge-base categories and content types by id or slug. */
  kbCategories: (number | string)[]
  contentTypes: (number | string)[]
  authors: AuthorFilter[]
  clinicAuthors: number[]
  vetClinics: number[]
}

export const NO_FILTERS: SearchFilters = {
  postTypes: [],
  kbCategories: [],
  contentTypes: [],
  authors: [],
  clinicAuthors: [],
  vetClinics: [],
}

/** Slugs resolved to ids; an unknown slug resolves to nothing, so it matches nothing. */
const resolve = (values: (number | string)[], slugs: Record<string, number>) =>
  new Set(values.flatMap((v) => (typeof v === 'number' ? [v] : (slugs[v] ?? []))))

const anyOf = (wanted: Set<number>, have: number[]) => have.some((id) => wanted.has(id))

/** The post types a search covers before grouping. */
export function effectivePostTypes(f: SearchFilters): Set<PostType> {
  if (f.postTypes.length) return new Set(f.postTypes)
  return new Set(f.vetClinics.length ? ['vet'] : CONTENT_POST_TYPES)
}

/** A predicate over facet rows for every filter but the post type (groups count per type over the same set);
 *  undefined when there is nothing to filter on. */
export function facetFilter(f: SearchFilters, taxonomies: TaxonomyLookup): ((row: FacetRow) => boolean) | undefined {
  const tests: ((row: FacetRow) => boolean)[] = []
  if (f.kbCategories.length) {
    const kb = resolve(f.kbCategories, taxonomies.kb)
    tests.push((row) => anyOf(kb, row[2]))
  }
  if (f.contentTypes.length) {
    const ct = resolve(f.contentTypes, taxonomies.ct)
    tests.push((row) => anyOf(ct, row[3]))
  }
  if (f.authors.length || f.clinicAuthors.length) {
    const clinics = new Set(f.clinicAuthors)
    const byAuthor = (key: string) => f.authors.some((a) => key === `${a.kind ?? key.split(':')[0]}:${a.id}`)
    tests.push((row) => row[4].some(byAuthor) || anyOf(clinics, row[5]))
  }
  if (f.vetClinics.length) {
    const clinics = new Set(f.vetClinics)
    tests.push((row) => anyOf(clinics, row[6]))
  }
  if (tests.length === 0) return undefined
  return (row) => tests.every((test) => test(row))
}
