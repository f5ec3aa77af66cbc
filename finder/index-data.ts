// The finder index file: what the build writes into dist/functions-data/ beside the search data, and what the finder
// functions read once per instance. A container (search/container.ts): a JSON header with the term tables and one
// compact row per clinic and vet, and the cards as packed JSON strings, decoded only for the results answered.
import * as z from 'zod/mini'
import type { FinderResult } from '#lib/model/finder.ts'

export const FINDER_DATA_FILE = 'finder-index.bin'
export const FINDER_DATA_VERSION = 1

/** The term groups in the index, by their taxonomy in the snapshot. */
export const TERM_GROUPS = {
  finder_expertise: 'expertise',
  finder_service: 'service',
  finder_specialisation: 'specialisation',
  finder_recognition: 'recognition',
  finder_label: 'finder-label',
} as const
export type TermGroup = keyof typeof TERM_GROUPS

/** One place a clinic or vet is found: a clinic's address; a vet's clinics' addresses. */
export type FinderLocation = { place: string; postcode: string; province: string; lat: number; lng: number }

/** What the index stores of a result; the location fields are picked per query from `locations`. */
export type FinderCard = Omit<FinderResult, 'place' | 'postcode' | 'province' | 'lat' | 'lng' | 'distance'> & {
  locations: FinderLocation[]
}

/**
 * Per clinic or vet, in name order (Dutch collation): 0 clinic / 1 vet, term indexes (into `terms`), issue indexes
 * (into `issues`: the issues any of whose terms it has), locations flattened as [lat, lng, province index, …], the
 * folded name, the folded places and provinces.
 */
export type FinderRow = [0 | 1, number[], number[], number[], string, string]

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number')
// Thousands of rows: checked by hand, as the search index's facet rows are.
const RowsSchema = z.custom<FinderRow[]>(
  (v) =>
    Array.isArray(v) &&
    v.every(
      (r: unknown) =>
        Array.isArray(r) &&
        r.length === 6 &&
        (r[0] === 0 || r[0] === 1) &&
        isNumbers(r[1]) &&
        isNumbers(r[2]) &&
        isNumbers(r[3]) &&
        r[3].length % 3 === 0 &&
        typeof r[4] === 'string' &&
        typeof r[5] === 'string',
    ),
  'finder rows are malformed',
)

export const FinderIndexHeaderSchema = z.object({
  version: z.literal(FINDER_DATA_VERSION),
  contentHash: z.string(),
  builtAt: z.string(),
  terms: z.array(
    z.object({
      id: z.int(),
      slug: z.string(),
      name: z.string(),
      group: z.enum(Object.keys(TERM_GROUPS) as [TermGroup, ...TermGroup[]]),
    }),
  ),
  issues: z.array(z.object({ id: z.int(), slug: z.string(), name: z.string(), expands: z.array(z.int()) })),
  provinces: z.array(z.string()),
  rows: RowsSchema,
  /** The editor-curated "most viewed" list (general settings `most_viewed_finder_results`), as row indexes. */
  mostViewed: z.array(z.int()),
})
export type FinderIndexHeader = z.infer<typeof FinderIndexHeaderSchema>
