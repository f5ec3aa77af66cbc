// The search data in memory, from the index file (search/data-source.ts): the stored hits and facets as read, each
// index's vocabulary (the radix tree for prefixes and typos) built on its first query, a hit decoded when answered.
import { readContainer, stringAt } from './container.ts'
import { SearchIndexHeaderSchema, type FacetRow } from './data-files.ts'
import { SearchUnavailableError, loadData } from './data-source.ts'
import { sitePart } from '#lib/site-handle.ts'
import { POST_TYPES, SearchHitSchema, type SearchHit, type TaxonomyLookup } from './model.ts'
import { postingsFromContainer } from './postings.ts'
import { postingsSearcher, type Matches, type PostingsSearcher } from './postings-search.ts'
import { MIN_COVERAGE, rankGracefully } from './graceful.ts'
import { planQuery, type Lexicon, type PlanKind } from './query-plan.ts'
import { synonymMap } from './synonyms.ts'
import { curationLookup } from './curations.ts'
import { stemmerWith } from './analysis.ts'
import { lexiconFromContainer } from './lexicon.ts'

export type LoadedSearch = {
  contentHash: string
  taxonomies: TaxonomyLookup
  facets: FacetRow[]
  /** Each document's post type as its position in POST_TYPES (a hot loop reads it for every match). */
  typeCodes: Uint8Array
  hit: (doc: number) => SearchHit
  /** Results of a query on the suggestion index (`suggest`) or the full index, ranked gracefully (search/graceful.ts). */
  suggest: (q: string) => Matches
  full: (q: string, kind: 'full' | 'suggest-text') => Matches
  /** The documents an editor pinned for the query, first first (search/curations.ts). */
  pinned: (q: string) => readonly number[]
}

/** The search data in an index file's bytes. */
export function searchFromBytes(bytes: Buffer, source: string): LoadedSearch {
  const container = readContainer(bytes)
  const parsed = SearchIndexHeaderSchema.safeParse(container.header)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new SearchUnavailableError(
      `${source} is malformed at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}; run "npm run build" again`,
    )
  }
  const header = parsed.data
  const hitOffsets = container.u32('hits.offsets')
  const hitBytes = container.u8('hits.bytes')
  const hits: (SearchHit | undefined)[] = []
  let full: PostingsSearcher | undefined
  let suggest: PostingsSearcher | undefined
  // This index's stemmer, with the lexicon's forms it ships (the synonyms below are stemmed with it too): queries meet
  // the documents' lemmas. Its own, not installed for the process: another build's index loaded beside it keeps its.
  const stemOf = stemmerWith(lexiconFromContainer(header.lexicon, container, header.full.terms))
  const synonyms = synonymMap(header.synonyms, header.oneWay, stemOf)
  // A word's synonyms, or those of the word it is a typo of ("rinopneumonie" → rhinopneumonie → ehv); and its verb or
  // noun ("controleren" → "controle"), which count as a synonym.
  const synonymsOf = (searcher: PostingsSearcher, stem: string): readonly string[] => {
    const direct = synonyms.get(stem)
    if (direct || synonyms.size === 0) return [...(direct ?? []), ...searcher.variants(stem)]
    const corrected = searcher.correct(stem)
    return (corrected && synonyms.get(corrected)) || searcher.variants(stem)
  }
  const lexicon = (searcher: PostingsSearcher): Lexicon => ({
    stem: stemOf,
    synonyms: (stem) => synonymsOf(searcher, stem),
    // A compound may start with a synonym's word the content never writes alone ("inentingsschema").
    split: (folded, prefix) => searcher.split(folded, prefix, (w) => synonyms.has(w) || synonyms.has(stemOf(w))),
  })
  const run = (searcher: PostingsSearcher, q: string, kind: PlanKind) =>
    rankGracefully(searcher.match(planQuery(q, kind, lexicon(searcher)), MIN_COVERAGE))
  const fullSearcher = () =>
    (full ??= postingsSearcher(postingsFromContainer(header.full, container, 'full'), { stem: stemOf }))
  const suggestSearcher = () =>
    (suggest ??= postingsSearcher(postingsFromContainer(header.suggest, container, 'suggest'), { stem: stemOf }))
  return {
    contentHash: header.contentHash,
    taxonomies: header.taxonomies,
    facets: header.facets,
    typeCodes: Uint8Array.from(header.facets, (row) => POST_TYPES.indexOf(row[0])),
    hit: (doc) => (hits[doc] ??= SearchHitSchema.parse(JSON.parse(stringAt(hitOffsets, hitBytes, doc)))),
    suggest: (q) => run(suggestSearcher(), q, 'suggest'),
    full: (q, kind) => run(fullSearcher(), q, kind),
    pinned: curationLookup(header.curations),
  }
}

/** A site handle's search data (lib/site-handle.ts), loaded on first use: `site.get(SEARCH_INDEX)`. */
export const SEARCH_INDEX = sitePart('search index', (site): Promise<LoadedSearch> =>
  loadData('index', searchFromBytes, site.dirs.searchDataDir, console.warn, site.dirs.snapshotDir),
)
