// The files the search and articles functions read, where they live and their headers. Written once per build by
// sitebuild/build-search-index.ts into dist/functions-data/ (not published: only dist/client is), shipped with the
// functions (netlify.toml `included_files`), read once per function instance. Both are containers (search/container.ts).
import path from 'node:path'
import * as z from 'zod/mini'
import { POST_TYPES } from './model.ts'
import { PostingsHeaderSchema } from './postings.ts'

export const DATA_FILES = {
  /** Stored hits and facets, the suggestion index and the full index. */
  index: 'search-index.bin',
  /** Post cards and what /api/articles filters and sorts them on. */
  cards: 'post-cards.bin',
} as const

export const DATA_VERSION = 3

/** SEARCH_DATA_DIR, else `<DIST_DIR or dist>/functions-data`, relative to the working directory (the site root). */
export function searchDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SEARCH_DATA_DIR || path.join(env.DIST_DIR || 'dist', 'functions-data'))
}

const TaxonomiesSchema = z.object({ kb: z.record(z.string(), z.int()), ct: z.record(z.string(), z.int()) })

const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number')
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (values as readonly string[]).includes(v)

/** Per document: post type, date, kb category ids, content type ids, author keys, author clinics, vet clinics. */
export type FacetRow = [(typeof POST_TYPES)[number], string, number[], number[], string[], number[], number[]]
const isPostType = oneOf(POST_TYPES)
// Thousands of rows: checked by hand, ~20× faster than a zod tuple per row, as exact.
const FacetRowsSchema = z.custom<FacetRow[]>(
  (v) =>
    Array.isArray(v) &&
    v.every(
      (r: unknown) =>
        Array.isArray(r) &&
        r.length === 7 &&
        isPostType(r[0]) &&
        typeof r[1] === 'string' &&
        isIds(r[2]) &&
        isIds(r[3]) &&
        isStrings(r[4]) &&
        isIds(r[5]) &&
        isIds(r[6]),
    ),
  'facet rows are malformed',
)

export const SearchIndexHeaderSchema = z.object({
  version: z.literal(DATA_VERSION),
  contentHash: z.string(),
  builtAt: z.string(),
  taxonomies: TaxonomiesSchema,
  facets: FacetRowsSchema,
  full: PostingsHeaderSchema,
  suggest: PostingsHeaderSchema,
  /** The editors' synonym equivalence sets, folded (search/synonyms.ts). */
  synonyms: z.array(z.array(z.string())),
  /** Their one-way rules (`mank => kreupelheid`), folded; absent when there are none. */
  oneWay: z.optional(z.array(z.object({ from: z.array(z.string()), to: z.array(z.string()) }))),
  /** The editors' pinned pages: normalized query → document numbers (search/curations.ts). */
  curations: z.optional(z.record(z.string(), z.array(z.int()))),
  /** The Dutch lexicon's forms shipped (search/lexicon.ts): its stamp and how many forms. */
  lexicon: z.object({ stamp: z.string(), forms: z.int().check(z.nonnegative()) }),
})
export type SearchIndexHeader = z.infer<typeof SearchIndexHeaderSchema>

export const CARD_TYPES = ['article', 'post', 'lesson', 'event'] as const
/** Per card: id, type, post date, event start and end ('' for others), kb category ids, content type ids. */
export type CardRow = [number, (typeof CARD_TYPES)[number], string, string, string, number[], number[]]
const isCardType = oneOf(CARD_TYPES)
const CardRowsSchema = z.custom<CardRow[]>(
  (v) =>
    Array.isArray(v) &&
    v.every(
      (r: unknown) =>
        Array.isArray(r) &&
        r.length === 7 &&
        typeof r[0] === 'number' &&
        isCardType(r[1]) &&
        typeof r[2] === 'string' &&
        typeof r[3] === 'string' &&
        typeof r[4] === 'string' &&
        isIds(r[5]) &&
        isIds(r[6]),
    ),
  'card rows are malformed',
)

export const CardsHeaderSchema = z.object({
  version: z.literal(DATA_VERSION),
  contentHash: z.string(),
  taxonomies: TaxonomiesSchema,
  rows: CardRowsSchema,
})
export type CardsHeader = z.infer<typeof CardsHeaderSchema>
