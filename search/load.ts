// The search data in memory, from the index file (search/data-source.ts): the stored hits and facets as read, each
// index's vocabulary (the radix tree for prefixes and typos) built on its first query, a hit decoded when answered.
import { readContainer, stringAt } from './container.ts'
import { SearchIndexHeaderSchema, type FacetRow } from './data-files.ts'
import { SearchUnavailableError, loadData, loadOnce } from './data-source.ts'
import { POST_TYPES, SearchHitSchema, type SearchHit, type TaxonomyLookup } from './model.ts'
import { postingsFromContainer } from './postings.ts'
import { postingsSearcher, type Matches, type PostingsSearcher } from './postings-search.ts'
import type { QueryPlan } from './query-plan.ts'

export type LoadedSearch = {
  contentHash: string
  taxonomies: TaxonomyLookup
  facets: FacetRow[]
  /** Each document's post type as its position in POST_TYPES (a hot loop reads it for every match). */
  typeCodes: Uint8Array
  hit: (doc: number) => SearchHit
  suggest: (plan: QueryPlan) => Matches
  full: (plan: QueryPlan) => Matches
}

/** The search data in an index file's bytes. */
export function searchFromBytes(bytes: Buffer, source: string): LoadedSearch {
  const container = readContainer(bytes)
  const parsed = SearchIndexHeaderSchema.safeParse(container.header)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new SearchUnavailableError(`${source} is malformed at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}; run "npm run build" again`)
  }
  const header = parsed.data
  const hitOffsets = container.u32('hits.offsets')
  const hitBytes = container.u8('hits.bytes')
  const hits: (SearchHit | undefined)[] = []
  let full: PostingsSearcher | undefined
  let suggest: PostingsSearcher | undefined
  return {
    contentHash: header.contentHash,
    taxonomies: header.taxonomies,
    facets: header.facets,
    typeCodes: Uint8Array.from(header.facets, (row) => POST_TYPES.indexOf(row[0])),
    hit: (doc) => (hits[doc] ??= SearchHitSchema.parse(JSON.parse(stringAt(hitOffsets, hitBytes, doc)))),
    suggest: (plan) => (suggest ??= postingsSearcher(postingsFromContainer(header.suggest, container, 'suggest'))).match(plan),
    full: (plan) => (full ??= postingsSearcher(postingsFromContainer(header.full, container, 'full'))).match(plan),
  }
}

const instance = loadOnce(() => loadData('index', searchFromBytes))

/** The process's search data, loaded on first use. */
export const searchData = (): Promise<LoadedSearch> => instance.get()

/** Forgets the loaded data (tests; a dev server after a new build). */
export const resetSearchData = (): void => instance.reset()
