// The search data in memory: read from the build's data files once per function instance (the suggestion index at
// once, the full postings index on the first full search), or — when a build has not written them, e.g. right after
// `npm run pipeline` — built from the snapshot in memory, with a warning.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defaultSnapshotDir, loadSnapshot } from '../pipeline/snapshot/read.ts'
import { buildSearchData } from './build.ts'
import { DATA_FILES, SearchIndexFileSchema, searchDataDir, type FacetRow, type SearchIndexFile } from './data-files.ts'
import { SUGGEST_BOOST, loadSuggestEngine, miniSearchMatch } from './minisearch-engine.ts'
import { SearchHitSchema, type SearchHit, type TaxonomyLookup } from './model.ts'
import { readPostings } from './postings-file.ts'
import { postingsSearcher, type PostingsSearcher, type Scored } from './postings-search.ts'
import type { QueryPlan } from './query-plan.ts'

export type LoadedSearch = {
  contentHash: string
  size: number
  taxonomies: TaxonomyLookup
  facets: FacetRow[]
  hit: (doc: number) => SearchHit
  suggest: (plan: QueryPlan) => Scored[]
  full: (plan: QueryPlan) => Scored[]
}

export class SearchUnavailableError extends Error {}

export function searchFromData(index: SearchIndexFile, postings: () => Buffer): LoadedSearch {
  const suggestEngine = loadSuggestEngine(index.suggest)
  const hits: (SearchHit | undefined)[] = []
  let full: PostingsSearcher | undefined
  return {
    contentHash: index.contentHash,
    size: index.hits.length,
    taxonomies: index.taxonomies,
    facets: index.facets,
    hit: (doc) => (hits[doc] ??= SearchHitSchema.parse(JSON.parse(index.hits[doc] ?? 'null'))),
    suggest: (plan) => miniSearchMatch(suggestEngine, plan, SUGGEST_BOOST),
    full: (plan) => (full ??= postingsSearcher(readPostings(postings()))).match(plan),
  }
}

function parseIndexFile(file: string): SearchIndexFile {
  const parsed = SearchIndexFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new SearchUnavailableError(`${file} is malformed at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}; run "npm run build" again`)
}

/** The search data in `dir`, or built from the snapshot when `dir` has none. */
export function loadSearch(dir: string = searchDataDir(), warn: (message: string) => void = console.warn): LoadedSearch {
  const indexFile = path.join(dir, DATA_FILES.index)
  if (existsSync(indexFile)) {
    const postingsFile = path.join(dir, DATA_FILES.postings)
    return searchFromData(parseIndexFile(indexFile), () => readFileSync(postingsFile))
  }
  try {
    const snapshot = loadSnapshot(defaultSnapshotDir())
    warn(`[search] no search index at ${dir}: building it from the snapshot in memory (run "npm run build" to ship one)`)
    const { data } = buildSearchData(snapshot)
    return searchFromData(data.index, () => data.postings)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new SearchUnavailableError(`no search index at ${dir} and none could be built from the snapshot: ${reason}`, { cause: error })
  }
}

let instance: LoadedSearch | undefined

/** The process's search data, loaded on first use. */
export function searchData(): LoadedSearch {
  return (instance ??= loadSearch())
}

/** Forgets the loaded data (tests; a dev server after a new build). */
export function resetSearchData(): void {
  instance = undefined
}
